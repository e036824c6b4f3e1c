// The epidemic pages (docs/decisions/029-road-conditions-and-epidemic-information.md): a
// province's published road reports of the last 72 hours for anyone, newest publication first, a
// page at a time; a logged-in user's report stored pending, refused field by field (a city of the
// list, the photos the caller's own, each once), capped at three waiting and five a China day; the
// caller's own reports; operators' queue, approval, rejection and taking down, each audited, a
// second decision a conflict. Risk areas set by operators (low takes one off; the province's time
// of change kept), the map's counts, travel policies one per place, broadcasts published and
// withdrawn. Runs on PGlite and, in `npm test`, on PostgreSQL 15.

import { endpointPath } from '@freight/contract/endpoints/common';
import {
  getEpidemicBroadcast,
  getEpidemicBroadcastResponse,
  getEpidemicMap,
  getEpidemicMapResponse,
  getRiskAreas,
  getRiskAreasResponse,
  getTravelPolicy,
  getTravelPolicyResponse,
  listEpidemicBroadcasts,
  listEpidemicBroadcastsResponse,
  listRoadReports,
  listRoadReportsResponse,
  listTravelPolicies,
  listTravelPoliciesResponse,
  myRoadReports,
  myRoadReportsResponse,
  submitRoadReport,
  submitRoadReportRequest,
  submitRoadReportResponse,
} from '@freight/contract/endpoints/epidemic';
import { sectionsFromText } from '@freight/contract/rules/sections';
import { EPIDEMIC_PAGE_SIZE } from '@freight/contract/endpoints/epidemic-values';
import {
  broadcastRequest,
  opsBroadcastPage,
  opsBroadcastRow,
  opsPolicyList,
  opsPolicyRow,
  opsRiskAreaList,
  opsRoadReportPage,
  opsRoadReportRow,
  policyRequest,
} from '@freight/contract/ops';
import { REGIONS } from '@freight/contract/regions/index';
import { type FieldRule, fieldRuleMessage } from '@freight/contract/rules/field-rules';
import { and, count, eq, inArray, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  epidemicBroadcasts,
  riskAreaChanges,
  riskAreas,
  roadReports,
  travelPolicies,
} from '../src/db/schema/epidemic.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { users } from '../src/db/schema/users.ts';
import {
  DEMO_BROADCASTS,
  DEMO_POLICIES,
  DEMO_ROAD_REPORTS,
  demoEpidemicSeed,
  refreshDemoRoadReports,
} from '../src/modules/epidemic/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { uploadImage } from './helpers/uploads.ts';
import { newRequestId } from './helpers/request-ids.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';

const ROADS = endpointPath(listRoadReports);
const SUBMIT = endpointPath(submitRoadReport);
const MINE = endpointPath(myRoadReports);
const LEVELS = endpointPath(getRiskAreas);
const MAP = endpointPath(getEpidemicMap);
const POLICIES = endpointPath(listTravelPolicies);
const POLICY = endpointPath(getTravelPolicy);
const BROADCASTS = endpointPath(listEpidemicBroadcasts);
const BROADCAST = endpointPath(getEpidemicBroadcast);
const PASSWORD = 'correct horse battery staple';
const HOUR = 3_600_000;

// 浙江 has no demo data: the tests' own reports, areas and policies go there.
const ZHEJIANG = '330000';
const HANGZHOU = '330100';
const NINGBO = '330200';
const WENZHOU = '330300';
const REPORT = {
  city: HANGZHOU,
  road: 'G60 沪昆高速 杭州东出口',
  kind: 'checkpoint',
  text: '出口查验健康码，排队大约一公里。',
};

let mobiles = 0;
const nextMobile = () => `1365${String(10_000_000 + (mobiles += 1)).slice(1)}`;

const clock = new TestClock();
/** Sets the clock to an instant in Beijing time, e.g. `2026-12-02T23:59:00` (forward only). */
const at = (beijing: string) =>
  clock.advance((Date.parse(`${beijing}+08:00`) - clock.now()) / 1000);
const iso = (ms: number) => new Date(ms).toISOString();

type Role = 'viewer' | 'operator' | 'admin';
const opsSessions = new Map<Role, { client: OpsClient; at: number }>();

let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ops = await operatorsOfEachRole(t.app, PASSWORD);
  for (const role of ['viewer', 'operator', 'admin'] as const) {
    opsSessions.set(role, { client: ops.as(role), at: clock.now() });
  }
});
afterAll(() => t.close());
/** The operator of `role`, logged in again once the clock has moved on an hour since. */
async function opsAs(role: Role): Promise<OpsClient> {
  const session = opsSessions.get(role);
  if (session && clock.now() - session.at < HOUR) return session.client;
  const client = new OpsClient(t.app);
  await client.login(`${role}-1`, PASSWORD);
  opsSessions.set(role, { client, at: clock.now() });
  return client;
}

/** A new user, logged in, with their id and the name others see. */
async function newUser(userType: 1 | 3 = 3) {
  const mobile = nextMobile();
  const client = await loginAs(t, mobile, userType);
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  return {
    client,
    id: row?.id ?? 0,
    reporter: { userType, mobileMasked: masked },
  };
}

async function reportCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(roadReports);
  return row?.n ?? 0;
}

/** Sends a report, with a new key unless `body` has one. */
function submit(client: SignedClient, body: Record<string, unknown>, options = {}) {
  return client.post(SUBMIT, { requestId: newRequestId('report'), ...body }, options);
}

/** Submits a valid report (REPORT with `body` over it); its id. */
async function submitted(client: SignedClient, body: Record<string, unknown> = {}) {
  const res = await submit(client, { ...REPORT, ...body });
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return submitRoadReportResponse.parse(res.envelope.data).id;
}

async function roads(query: Record<string, unknown>) {
  const res = await anonymous(t).get(ROADS, query);
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return listRoadReportsResponse.parse(res.envelope.data);
}

const roadIds = async (query: Record<string, unknown>) =>
  (await roads(query)).reports.map((report) => report.id);

async function mine(client: SignedClient) {
  const res = await client.get(MINE);
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return myRoadReportsResponse.parse(res.envelope.data).reports;
}

async function levels(query: Record<string, unknown>) {
  const res = await anonymous(t).get(LEVELS, query);
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return getRiskAreasResponse.parse(res.envelope.data);
}

async function map() {
  const res = await anonymous(t).get(MAP);
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return getEpidemicMapResponse.parse(res.envelope.data);
}

async function policies(province: string) {
  const res = await anonymous(t).get(POLICIES, { province });
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return listTravelPoliciesResponse.parse(res.envelope.data).policies;
}

async function broadcasts(before?: number) {
  const res = await anonymous(t).get(BROADCASTS, before === undefined ? {} : { before });
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return listEpidemicBroadcastsResponse.parse(res.envelope.data);
}

/** An operator's decision on report `id`. */
async function decide(
  role: Role,
  id: number,
  verb: 'approve' | 'reject' | 'unpublish',
  body?: unknown,
) {
  const client = await opsAs(role);
  return client.request(
    'POST',
    `/epidemic/reports/${id}/${verb}`,
    body === undefined ? {} : { body },
  );
}

async function approved(id: number) {
  const res = await decide('operator', id, 'approve');
  expect(res.statusCode, res.body).toBe(200);
  return opsRoadReportRow.parse(res.json());
}

async function opsReports(query: string) {
  const res = await (await opsAs('viewer')).request('GET', `/epidemic/reports${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return opsRoadReportPage.parse(res.json());
}

async function auditOf(kind: string, id: number | string) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetKind, kind), eq(operatorAudit.targetId, String(id))))
    .orderBy(operatorAudit.id);
}

/** Changes recorded (logins, also recorded, are not changes). */
async function auditCount(): Promise<number> {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(operatorAudit)
    .where(notLike(operatorAudit.action, 'operator.login%'));
  return row?.n ?? 0;
}

const refusedAt = (field: string, rule: FieldRule) => ({
  status: expect.objectContaining({ code: 4220 }),
  data: { fields: [{ field, rule, message: fieldRuleMessage(rule, 'zh-CN') }] },
});

/** Yesterday in China at `hh:mm` (Beijing time), as of the clock now. */
function yesterdayAt(hour: number, minute: number): string {
  const today = new Date(clock.now() + 8 * HOUR).toISOString().slice(0, 10);
  const midnight = Date.parse(`${today}T00:00:00+08:00`);
  return iso(midnight - 24 * HOUR + (hour * 60 + minute) * 60_000);
}

describe('the demo data', () => {
  it('is valid by the contract: reports, policies and broadcasts as an operator would send them', () => {
    for (const report of DEMO_ROAD_REPORTS) {
      const body = {
        city: report.city,
        road: report.road,
        kind: report.kind,
        text: report.text,
        requestId: newRequestId('demo'),
      };
      expect(submitRoadReportRequest.safeParse(body).error).toBeUndefined();
    }
    for (const policy of DEMO_POLICIES) {
      const body = {
        province: policy.province,
        ...(policy.city === null ? {} : { city: policy.city }),
        title: policy.title,
        summary: policy.summary,
        text: policy.text,
      };
      expect(policyRequest.safeParse(body).error).toBeUndefined();
    }
    for (const item of DEMO_BROADCASTS) {
      const body = { title: item.title, summary: item.summary, text: item.text };
      expect(broadcastRequest.safeParse(body).error).toBeUndefined();
    }
  });

  it('shows three published road reports of yesterday, newest first, never the waiting one', async () => {
    expect(await roads({ province: '320000' })).toEqual({
      reports: [
        {
          id: 3,
          kind: 'open',
          provinceCode: '320000',
          cityCode: '320500',
          provinceName: '江苏省',
          cityName: '苏州市',
          road: 'G42 沪蓉高速 苏州新区出口',
          paragraphs: [DEMO_ROAD_REPORTS[2]?.text],
          photoUrls: [],
          reporter: { userType: 3, mobileMasked: '139****0003' },
          reportedAt: yesterdayAt(19, 45),
        },
        expect.objectContaining({
          id: 1,
          cityName: '无锡市',
          paragraphs: DEMO_ROAD_REPORTS[0]?.text.split('\n'),
          reporter: { userType: 3, mobileMasked: '139****0003' },
          reportedAt: yesterdayAt(8, 30),
        }),
      ],
      more: false,
    });
    expect(await roadIds({ province: '310000' })).toEqual([2]);
    expect((await roads({ province: '310000' })).reports[0]?.reporter).toEqual({
      userType: 3,
      mobileMasked: '139****0009',
    });
    expect(await roadIds({ province: '320000', city: '320100' })).toEqual([]);
    const author = await loginAs(t, '13900000003', 3);
    expect((await mine(author)).map((report) => [report.id, report.state])).toEqual([
      [4, 'pending'],
      [3, 'published'],
      [1, 'published'],
    ]);
  });

  it('answers the contract’s examples: policy 1 (上海) and broadcast 1', async () => {
    const res = await anonymous(t).get(POLICY, getTravelPolicy.example);
    expect(res.envelope.status.code).toBe(0);
    const policy = getTravelPolicyResponse.parse(res.envelope.data);
    expect(policy).toMatchObject({
      id: 1,
      provinceCode: '310000',
      provinceName: '上海市',
      cityName: null,
      title: DEMO_POLICIES[0]?.title,
      sections: sectionsFromText(DEMO_POLICIES[0]?.text ?? ''),
    });
    // A city's policy names its city by code too (the pages look its English name up by it).
    const city = getTravelPolicyResponse.parse(
      (await anonymous(t).get(POLICY, { id: 3 })).envelope.data,
    );
    expect(city).toMatchObject({ provinceCode: '320000', cityCode: '320500', cityName: '苏州市' });
    expect(policy.sections.map((section) => section.heading)).toEqual([
      '进入上海前',
      '道口查验',
      '随车带好这些',
      '拿不准时问哪里',
    ]);
    const cast = await anonymous(t).get(BROADCAST, getEpidemicBroadcast.example);
    expect(getEpidemicBroadcastResponse.parse(cast.envelope.data)).toEqual({
      id: 1,
      title: '冬季跨省运输防疫提示',
      summary: DEMO_BROADCASTS[0]?.summary,
      sections: sectionsFromText(DEMO_BROADCASTS[0]?.text ?? ''),
      publishedAt: '2026-11-12T01:00:00.000Z',
    });
    expect((await broadcasts()).broadcasts.map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('lists 江苏’s policies, the province’s own first, then its cities by name', async () => {
    expect((await policies('320000')).map((policy) => [policy.id, policy.cityName])).toEqual([
      [2, null],
      [3, '苏州市'],
      [4, '无锡市'],
    ]);
    expect((await policies('440000')).map((policy) => policy.id)).toEqual([5]);
    expect(await policies(ZHEJIANG)).toEqual([]);
  });

  it('lists the risk areas, high first, and the map counts them with the reports', async () => {
    expect(await levels({ province: '320000' })).toEqual({
      areas: [
        {
          cityCode: '320500',
          cityName: '苏州市',
          area: '昆山市 花桥镇',
          level: 'high',
          updatedAt: '2026-11-25T10:00:00.000Z',
        },
        expect.objectContaining({ cityName: '南京市', area: '江宁区 禄口街道', level: 'medium' }),
        expect.objectContaining({ cityName: '无锡市', area: '新吴区 硕放街道', level: 'medium' }),
      ],
      updatedAt: '2026-11-25T10:00:00.000Z',
    });
    expect((await levels({ province: '320000', city: '320200' })).areas).toHaveLength(1);
    expect(await levels({ province: ZHEJIANG })).toEqual({ areas: [], updatedAt: null });

    const { provinces, updatedAt } = await map();
    expect(provinces.map((province) => province.code)).toEqual(REGIONS.map(([code]) => code));
    expect(provinces.find((p) => p.code === '310000')).toEqual({
      code: '310000',
      name: '上海市',
      high: 1,
      medium: 1,
      reports: 1,
    });
    expect(provinces.find((p) => p.code === '320000')).toMatchObject({
      high: 1,
      medium: 2,
      reports: 2,
    });
    expect(provinces.find((p) => p.code === '440000')).toMatchObject({
      high: 0,
      medium: 1,
      reports: 0,
    });
    expect(updatedAt).toBe('2026-11-25T10:00:00.000Z');
  });

  it('is loaded once: run again, it adds nothing', async () => {
    const tables = [roadReports, riskAreas, travelPolicies, epidemicBroadcasts, riskAreaChanges];
    const counts = async () =>
      Promise.all(
        tables.map(async (table) => (await t.app.db.select({ n: count() }).from(table))[0]?.n),
      );
    const before = await counts();
    await demoEpidemicSeed.run(t.app.db, SEED_CONTEXT);
    expect(await counts()).toEqual(before);
  });

  it('moves the undecided demo reports to yesterday at a start, a decided one staying put', async () => {
    const times = async () =>
      t.app.db
        .select({ id: roadReports.id, createdAt: roadReports.createdAt })
        .from(roadReports)
        .where(inArray(roadReports.id, [1, 2, 3, 4]))
        .orderBy(roadReports.id);
    const before = await times();
    const res = await decide('operator', 2, 'unpublish', { reason: '已过时' });
    expect(res.statusCode).toBe(200);
    // A start five days later.
    await refreshDemoRoadReports(t.app.db, clock.now() + 5 * 24 * HOUR);
    const after = await times();
    for (const id of [1, 3, 4]) {
      const was = before.find((row) => row.id === id)?.createdAt.getTime() ?? 0;
      expect(after.find((row) => row.id === id)?.createdAt.getTime(), String(id)).toBe(
        was + 5 * 24 * HOUR,
      );
    }
    expect(after.find((row) => row.id === 2)).toEqual(before.find((row) => row.id === 2));
    const [moved] = await t.app.db.select().from(roadReports).where(eq(roadReports.id, 3));
    expect(moved?.publishedAt?.getTime()).toBe((moved?.createdAt.getTime() ?? 0) + 30 * 60_000);
    // And back, as the app started today.
    await refreshDemoRoadReports(t.app.db, clock.now());
    expect((await times()).filter((row) => row.id !== 2)).toEqual(
      before.filter((row) => row.id !== 2),
    );
  });
});

describe('POST /api/epidemic/report', () => {
  it('stores a report pending, trimmed, in the city’s province, photos in the order given', async () => {
    const author = await newUser(1);
    const photos = [await uploadImage(author.client), await uploadImage(author.client)];
    const before = await reportCount();
    const res = await submit(author.client, {
      city: NINGBO,
      road: '  G1501 宁波绕城高速 \u3000',
      kind: 'queue',
      text: '\n  出口排队。\n\n\n   大约三公里。  \n',
      photoKeys: [photos[1], photos[0]],
    });
    expect(res.statusCode).toBe(200);
    const { id } = submitRoadReportResponse.parse(res.envelope.data);
    expect(res.envelope.data).toEqual({ id, state: 'pending' });
    expect(id).toBeGreaterThanOrEqual(1001);
    expect(await reportCount()).toBe(before + 1);
    const [row] = await t.app.db.select().from(roadReports).where(eq(roadReports.id, id));
    expect(row).toMatchObject({
      userId: author.id,
      provinceCode: ZHEJIANG,
      cityCode: NINGBO,
      road: 'G1501 宁波绕城高速',
      kind: 'queue',
      text: '出口排队。\n\n\n   大约三公里。',
      photoKeys: [photos[1], photos[0]],
      state: 'pending',
      rejectReason: null,
      reviewedAt: null,
      reviewedBy: null,
      publishedAt: null,
      createdAt: new Date(clock.now()),
    });
    expect(await mine(author.client)).toEqual([
      {
        id,
        kind: 'queue',
        cityCode: NINGBO,
        cityName: '宁波市',
        road: 'G1501 宁波绕城高速',
        state: 'pending',
        rejectReason: null,
        createdAt: iso(clock.now()),
      },
    ]);
    // Not shown until approved; then with its paragraphs and photos.
    expect(await roadIds({ province: ZHEJIANG })).not.toContain(id);
    await approved(id);
    expect((await roads({ province: ZHEJIANG, city: NINGBO })).reports).toEqual([
      {
        id,
        kind: 'queue',
        provinceCode: ZHEJIANG,
        cityCode: NINGBO,
        provinceName: '浙江省',
        cityName: '宁波市',
        road: 'G1501 宁波绕城高速',
        paragraphs: ['出口排队。', '大约三公里。'],
        photoUrls: [`/uploads/${photos[1]}`, `/uploads/${photos[0]}`],
        reporter: author.reporter,
        reportedAt: iso(clock.now()),
      },
    ]);
  });

  it('takes markup as text, stored as given', async () => {
    const author = await newUser();
    const id = await submitted(author.client, { text: '<script>alert(1)</script> 出口封闭' });
    const [row] = await t.app.db.select().from(roadReports).where(eq(roadReports.id, id));
    expect(row?.text).toBe('<script>alert(1)</script> 出口封闭');
  });

  describe('refuses a field the contract refuses, with its rule, storing nothing', () => {
    const cases: [string, Record<string, unknown>, string, FieldRule][] = [
      ['a road of one character', { road: '路' }, 'road', 'road.name'],
      ['a blank road', { road: '\u3000 \u3000' }, 'road', 'road.name'],
      ['a road of 31 characters', { road: '路'.repeat(31) }, 'road', 'road.name'],
      ['a line break in the road', { road: 'G2\n京沪高速' }, 'road', 'text.characters'],
      ['a NUL in the road', { road: 'G2 京沪\u0000高速' }, 'road', 'text.characters'],
      ['a text of four characters', { text: '  四个字呀  ' }, 'text', 'road.text'],
      ['a text of 301 characters', { text: '字'.repeat(301) }, 'text', 'road.text'],
      ['a bell in the text', { text: `${REPORT.text}\u0007` }, 'text', 'text.characters'],
      ['a CR LF in the text', { text: `排队很长\r\n请绕行` }, 'text', 'text.characters'],
      ['a kind that is none', { kind: 'fire' }, 'kind', 'choice'],
      ['a city not in the list', { city: '339900' }, 'city', 'city.unknown'],
      ['a province for a city', { city: ZHEJIANG }, 'city', 'city.unknown'],
    ];
    it.each(cases)('%s', async (_name, body, field, rule) => {
      const { client } = await newUser();
      const before = await reportCount();
      const res = await submit(client, { ...REPORT, ...body });
      expect(res.statusCode).toBe(422);
      expect(res.envelope).toEqual(refusedAt(field, rule));
      expect(await reportCount()).toBe(before);
    });

    it('says it in English too', async () => {
      const { client } = await newUser();
      const res = await submit(
        client,
        { ...REPORT, road: '路' },
        { headers: { 'accept-language': 'en' } },
      );
      expect(res.envelope.data).toEqual({
        fields: [
          {
            field: 'road',
            rule: 'road.name',
            message: 'Name the road in 2 to 30 characters, like G2 Wuxi East exit',
          },
        ],
      });
    });

    it('takes exactly 2 and 30, 5 and 300 characters', async () => {
      const { client } = await newUser();
      await submitted(client, { road: 'G2', text: '五个字五个' });
      await submitted(client, { road: '路'.repeat(30), text: '字'.repeat(300) });
    });

    it('refuses what the schema refuses: no city, four photos, a key that is no key, more fields', async () => {
      const { client } = await newUser();
      const before = await reportCount();
      for (const body of [
        { road: REPORT.road, kind: 'queue', text: REPORT.text },
        { ...REPORT, kind: undefined },
        { ...REPORT, photoKeys: ['a', 'b', 'c', 'd'] },
        { ...REPORT, photoKeys: ['../etc/passwd'] },
        { ...REPORT, photoKeys: 'img/a/b.png' },
        { ...REPORT, state: 'published' },
        { ...REPORT, province: ZHEJIANG },
      ]) {
        const res = await submit(client, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect(await reportCount()).toBe(before);
    });
  });

  it('refuses a photo that is not the caller’s own upload, at its field, storing nothing', async () => {
    const author = await newUser();
    const other = await newUser();
    const own = await uploadImage(author.client);
    const theirs = await uploadImage(other.client);
    const before = await reportCount();
    for (const [keys, fields] of [
      [[own, theirs], ['photoKeys.1']],
      [[theirs], ['photoKeys.0']],
      [['img/nobody/uploaded-this.png', own], ['photoKeys.0']],
    ] as const) {
      const res = await submit(author.client, { ...REPORT, photoKeys: keys });
      expect(res.statusCode).toBe(422);
      expect(res.envelope.data).toEqual({
        fields: fields.map((field) => ({ field, message: 'is not an image you uploaded' })),
      });
    }
    expect(await reportCount()).toBe(before);
  });

  it('refuses a photo given twice, at its second place, storing nothing', async () => {
    const author = await newUser();
    const other = await newUser();
    const [a, b] = [await uploadImage(author.client), await uploadImage(author.client)];
    const theirs = await uploadImage(other.client);
    const before = await reportCount();
    const twice = await submit(author.client, { ...REPORT, photoKeys: [a, b, a] });
    expect(twice.statusCode).toBe(422);
    expect(twice.envelope.data).toEqual({
      fields: [
        { field: 'photoKeys.2', rule: 'invalid', message: fieldRuleMessage('invalid', 'zh-CN') },
      ],
    });
    const both = await submit(author.client, { ...REPORT, photoKeys: [theirs, a, a] });
    expect(both.envelope.data).toMatchObject({
      fields: [
        { field: 'photoKeys.0', message: 'is not an image you uploaded' },
        { field: 'photoKeys.2', rule: 'invalid' },
      ],
    });
    expect(await reportCount()).toBe(before);
  });

  it('needs a logged-in user, driver or shipper', async () => {
    const res = await submit(anonymous(t), REPORT);
    expect(res.statusCode).toBe(401);
    expect(res.envelope).toEqual({ status: expect.objectContaining({ code: 4010 }), data: null });
    await submitted((await newUser(1)).client);
    await submitted((await newUser(3)).client);
  });

  it('holds three reports waiting at once: a fourth is LIMIT_REACHED until one is decided', async () => {
    const author = await newUser();
    const ids = [
      await submitted(author.client),
      await submitted(author.client),
      await submitted(author.client),
    ];
    const before = await reportCount();
    const fourth = await submit(author.client, REPORT);
    expect(fourth.statusCode).toBe(200);
    expect(fourth.headers['retry-after']).toBeUndefined();
    expect(fourth.envelope).toEqual({
      status: { code: 1001, msg: '您已有 3 条路况在等待审核，请审核完成后再提交' },
      data: null,
    });
    const english = await submit(author.client, REPORT, {
      headers: { 'accept-language': 'en' },
    });
    expect(english.envelope.status.msg).toBe(
      'You have 3 road reports waiting for review; send more once they are reviewed',
    );
    expect(await reportCount()).toBe(before);
    await submitted((await newUser()).client);

    await decide('operator', ids[0] ?? 0, 'reject', { reason: '信息不完整' });
    await submitted(author.client);
    expect((await submit(author.client, REPORT)).envelope.status.code).toBe(1001);
  });

  it('takes five reports a China day per user, then RATE_LIMITED until midnight', async () => {
    at('2026-12-03T23:58:30');
    const author = await newUser();
    const ids = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(await submitted(author.client));
      if (i < 3) await approved(ids[i] ?? 0);
    }
    const refused = await submit(author.client, REPORT);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('90');
    expect(refused.envelope).toEqual({
      status: { code: 4290, msg: '今天已经提交了 5 条路况，请明天再提交' },
      data: { retryAfterSeconds: 90 },
    });
    const english = await submit(author.client, REPORT, {
      headers: { 'accept-language': 'en' },
    });
    expect(english.envelope.status.msg).toBe(
      'You have sent 5 road reports today; send more tomorrow',
    );
    const [stored] = await t.app.db
      .select({ n: count() })
      .from(roadReports)
      .where(eq(roadReports.userId, author.id));
    expect(stored?.n).toBe(5);

    at('2026-12-04T00:00:00');
    await submitted(author.client);
  });

  it('counts reports sent at once: of five, three are stored (the waiting cap)', async () => {
    at('2026-12-05T09:00:00');
    const author = await newUser();
    const burst = await Promise.all(Array.from({ length: 5 }, () => submit(author.client, REPORT)));
    const codes = burst.map((res) => res.envelope.status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === 1001)).toHaveLength(2);
    expect(await mine(author.client)).toHaveLength(3);
  });

  it('answers a retry with the same key as the first time, at the caps too, and refuses the key with other content', async () => {
    at('2026-12-05T10:00:00');
    const author = await newUser();
    const report = { ...REPORT, requestId: newRequestId('retry') };
    const first = await submit(author.client, report);
    expect(first.envelope.status.code, JSON.stringify(first.envelope)).toBe(0);
    const before = await reportCount();
    // The answer was lost: the tap again, twice at once.
    const retries = await Promise.all([1, 2].map(() => submit(author.client, report)));
    for (const retry of retries) expect(retry.envelope).toEqual(first.envelope);
    expect(await reportCount()).toBe(before);
    // Three waiting: a new report is refused, the retry of the first is still its answer.
    await submitted(author.client);
    await submitted(author.client);
    expect((await submit(author.client, REPORT)).envelope.status.code).toBe(1001);
    expect((await submit(author.client, report)).envelope).toEqual(first.envelope);
    // The same key with other words: refused, nothing stored.
    const other = await submit(author.client, {
      ...report,
      text: '出口已经不排队了，可以直接通过。',
    });
    expect(other.statusCode).toBe(409);
    expect(other.envelope.status.code).toBe(4090);
    // Keys are each user's own: another's report under the same key is a report of theirs.
    const someone = await newUser();
    const theirs = await submit(someone.client, report);
    expect(theirs.envelope.status.code).toBe(0);
    expect(theirs.envelope.data).not.toEqual(first.envelope.data);
    expect(await reportCount()).toBe(before + 3);
  });

  it('lets the reports go with the account, published ones too', async () => {
    const author = await newUser();
    const id = await submitted(author.client);
    await approved(id);
    await submitted(author.client);
    const before = await reportCount();
    expect(await roadIds({ province: ZHEJIANG })).toContain(id);
    await t.app.db.delete(users).where(eq(users.id, author.id));
    expect(await reportCount()).toBe(before - 2);
    expect(await roadIds({ province: ZHEJIANG })).not.toContain(id);
  });
});

describe('GET /api/epidemic/roads', () => {
  it('shows a report once approved, never while waiting or once turned down or taken down', async () => {
    at('2026-12-06T10:00:00');
    const author = await newUser();
    const waiting = await submitted(author.client, { city: WENZHOU });
    const refused = await submitted(author.client, { city: WENZHOU });
    const shown = await submitted(author.client, { city: WENZHOU });
    await decide('operator', refused, 'reject', { reason: '与路况无关' });
    await approved(shown);
    expect(await roadIds({ province: ZHEJIANG, city: WENZHOU })).toEqual([shown]);
    await decide('operator', shown, 'unpublish', { reason: '已恢复通行' });
    expect(await roadIds({ province: ZHEJIANG, city: WENZHOU })).toEqual([]);
    expect(waiting).toBeGreaterThan(0);
  });

  it('shows a report for 72 hours from when it was sent, however late it was approved', async () => {
    at('2026-12-07T10:00:00');
    const author = await newUser();
    const id = await submitted(author.client, { city: WENZHOU });
    await approved(id);
    const sentAt = async (ms: number) =>
      t.app.db
        .update(roadReports)
        .set({ createdAt: new Date(ms) })
        .where(eq(roadReports.id, id));
    const counted = async () =>
      (await map()).provinces.find((province) => province.code === ZHEJIANG)?.reports;

    await sentAt(clock.now() - 72 * HOUR + 60_000);
    expect(await roadIds({ province: ZHEJIANG, city: WENZHOU })).toEqual([id]);
    const within = await counted();
    await sentAt(clock.now() - 72 * HOUR);
    expect(await roadIds({ province: ZHEJIANG, city: WENZHOU })).toEqual([]);
    expect(await counted()).toBe((within ?? 0) - 1);
    // Approved a minute ago, sent four days ago: old news.
    await sentAt(clock.now() - 96 * HOUR);
    expect(await roadIds({ province: ZHEJIANG })).not.toContain(id);
  });

  it('pages a province’s reports newest publication first, `before` the last id of the page', async () => {
    at('2026-12-08T10:00:00');
    const author = await newUser();
    const base = clock.now() - HOUR;
    // Ids out of publication order, and two pairs published at the same instant.
    const minutes = [
      5, 3, 3, 20, 1, 8, 8, 13, 2, 21, 17, 4, 9, 6, 15, 11, 7, 10, 12, 14, 16, 18, 19,
    ];
    const rows = await t.app.db
      .insert(roadReports)
      .values(
        minutes.map((minute, i) => ({
          userId: author.id,
          provinceCode: '340000',
          cityCode: i % 2 === 0 ? '340100' : '340200',
          road: `G3 京台高速 第 ${i + 1} 段`,
          kind: 'queue' as const,
          text: `这是第 ${i + 1} 条测试路况。`,
          state: 'published' as const,
          // Sent two days ago: within the window, not in the author's day.
          createdAt: new Date(clock.now() - 48 * HOUR),
          reviewedAt: new Date(base + minute * 60_000),
          publishedAt: new Date(base + minute * 60_000),
        })),
      )
      .returning({
        id: roadReports.id,
        cityCode: roadReports.cityCode,
        publishedAt: roadReports.publishedAt,
      });
    const newestFirst = (list: typeof rows) =>
      [...list]
        .sort(
          (a, b) =>
            (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id,
        )
        .map((row) => row.id);
    const expected = newestFirst(rows);
    const waiting = await submitted(author.client, { city: '340100' });

    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const { reports, more } = await roads({ province: '340000', ...(before ? { before } : {}) });
      seen.push(...reports.map((report) => report.id));
      if (!more) break;
      expect(reports).toHaveLength(EPIDEMIC_PAGE_SIZE);
      before = reports.at(-1)?.id;
    }
    expect(seen).toEqual(expected);

    // One city's pages.
    const hefei = newestFirst(rows.filter((row) => row.cityCode === '340100'));
    const first = await roads({ province: '340000', city: '340100' });
    expect(first.reports.map((report) => report.id)).toEqual(hefei.slice(0, EPIDEMIC_PAGE_SIZE));
    const second = await roads({ province: '340000', city: '340100', before: hefei[9] });
    expect(second.reports.map((report) => report.id)).toEqual(hefei.slice(EPIDEMIC_PAGE_SIZE));
    expect(second.more).toBe(false);

    // A report taken down between two pages still marks where the next one starts.
    const tenth = expected[EPIDEMIC_PAGE_SIZE - 1] ?? 0;
    expect((await decide('operator', tenth, 'unpublish', { reason: '重复' })).statusCode).toBe(200);
    expect(await roadIds({ province: '340000', before: tenth })).toEqual(
      expected.slice(EPIDEMIC_PAGE_SIZE, 2 * EPIDEMIC_PAGE_SIZE),
    );
    // An id not in the list marks nothing: never published, another province's, another
    // city's, or none at all.
    const otherCity = rows.find((row) => row.cityCode === '340200')?.id;
    for (const id of [waiting, 1, otherCity, 2_000_000_000]) {
      expect(await roads({ province: '340000', city: '340100', before: id }), String(id)).toEqual({
        reports: [],
        more: false,
      });
    }
    expect(await roads({ province: '340000', before: 1 })).toEqual({ reports: [], more: false });
  });

  it('refuses a city not in the province, at `city`, and what is no province or id', async () => {
    const res = await anonymous(t).get(ROADS, { province: ZHEJIANG, city: '320200' });
    expect(res.statusCode).toBe(422);
    expect(res.envelope).toEqual(refusedAt('city', 'city.unknown'));
    const english = await anonymous(t).get(
      ROADS,
      { province: ZHEJIANG, city: '320200' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.envelope.data).toEqual({
      fields: [{ field: 'city', rule: 'city.unknown', message: 'Choose a city from the list' }],
    });
    for (const query of [
      {},
      { province: '330100' },
      { province: '990000' },
      { province: ZHEJIANG, city: '339999' },
      { province: ZHEJIANG, before: '0' },
      { province: ZHEJIANG, before: '2147483648' },
    ]) {
      const refused = await anonymous(t).get(ROADS, query);
      expect(refused.statusCode, JSON.stringify(query)).toBe(422);
    }
  });
});

describe('GET /api/epidemic/mine', () => {
  it('lists the caller’s reports newest first, in every state, with the reasons', async () => {
    const author = await newUser();
    const first = await submitted(author.client, { road: '第一条路段' });
    clock.advance(1);
    const second = await submitted(author.client, { road: '第二条路段' });
    clock.advance(1);
    const third = await submitted(author.client, { road: '第三条路段', city: WENZHOU });
    await submitted((await newUser()).client);
    await approved(first);
    await decide('operator', second, 'reject', { reason: '看不清是哪个出口' });
    expect(await mine(author.client)).toEqual([
      {
        id: third,
        kind: 'checkpoint',
        cityCode: WENZHOU,
        cityName: '温州市',
        road: '第三条路段',
        state: 'pending',
        rejectReason: null,
        createdAt: iso(clock.now()),
      },
      expect.objectContaining({ id: second, state: 'rejected', rejectReason: '看不清是哪个出口' }),
      expect.objectContaining({ id: first, state: 'published', rejectReason: null }),
    ]);
  });

  it('lists the last twenty', async () => {
    const author = await newUser();
    const rows = await t.app.db
      .insert(roadReports)
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          userId: author.id,
          provinceCode: ZHEJIANG,
          cityCode: HANGZHOU,
          road: `第 ${i + 1} 条路段`,
          kind: 'open' as const,
          text: REPORT.text,
          createdAt: new Date(clock.now() - (22 - i) * 60_000),
        })),
      )
      .returning({ id: roadReports.id });
    expect((await mine(author.client)).map((report) => report.id)).toEqual(
      rows
        .map((row) => row.id)
        .reverse()
        .slice(0, 20),
    );
  });

  it('needs a logged-in user', async () => {
    expect((await anonymous(t).get(MINE)).statusCode).toBe(401);
    expect(await mine((await newUser(1)).client)).toEqual([]);
  });
});

describe('/ops/api/epidemic/reports', () => {
  it('needs an operator session', async () => {
    const res = await new OpsClient(t.app).request('GET', '/epidemic/reports');
    expect(res.statusCode).toBe(401);
  });

  it('lists the waiting reports oldest first to a viewer, with the reporter masked', async () => {
    at('2026-12-09T09:00:00');
    const author = await newUser();
    const photo = await uploadImage(author.client);
    const first = await submitted(author.client, {
      photoKeys: [photo],
      text: '第一行\n第二行的情况',
    });
    clock.advance(60);
    const second = await submitted(author.client);
    const list = await opsReports('?state=pending&pageSize=100');
    const [pending] = await t.app.db
      .select({ n: count() })
      .from(roadReports)
      .where(eq(roadReports.state, 'pending'));
    expect(list).toMatchObject({ page: 1, pageSize: 100, total: pending?.n });
    const ids = list.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(list.items.find((item) => item.id === first)).toEqual({
      id: first,
      kind: 'checkpoint',
      provinceName: '浙江省',
      cityName: '杭州市',
      road: REPORT.road,
      text: '第一行\n第二行的情况',
      photoUrls: [`/uploads/${photo}`],
      reporter: author.reporter,
      userId: author.id,
      state: 'pending',
      rejectReason: null,
      createdAt: iso(clock.now() - 60_000),
      reviewedAt: null,
      publishedAt: null,
    });
    const created = list.items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort());
    expect((await opsReports('?pageSize=100')).items.map((item) => item.id)).toEqual(ids);
    const unknown = await (await opsAs('viewer')).request('GET', '/epidemic/reports?state=gone');
    expect(unknown.statusCode).toBe(422);
  });

  it('lets an operator approve a waiting report: published, listed, audited', async () => {
    clock.advance(60);
    const author = await newUser();
    const id = await submitted(author.client);
    const res = await decide('operator', id, 'approve');
    expect(res.statusCode).toBe(200);
    const now = iso(clock.now());
    expect(opsRoadReportRow.parse(res.json())).toMatchObject({
      id,
      state: 'published',
      rejectReason: null,
      reviewedAt: now,
      publishedAt: now,
    });
    const [row] = await t.app.db.select().from(roadReports).where(eq(roadReports.id, id));
    expect(row?.reviewedBy).toBe(ops.idOf('operator'));
    expect((await roads({ province: ZHEJIANG })).reports[0]?.id).toBe(id);
    expect((await opsReports('?state=published')).items[0]?.id).toBe(id);
    expect(await auditOf('road_report', id)).toEqual([
      expect.objectContaining({
        action: 'road_report.approve',
        actor: 'operator-1',
        operatorId: ops.idOf('operator'),
        before: { state: 'pending', rejectReason: null },
        after: { state: 'published', rejectReason: null },
      }),
    ]);

    for (const [verb, body] of [
      ['approve', undefined],
      ['reject', { reason: '重复' }],
    ] as const) {
      const again = await decide('operator', id, verb, body);
      expect(again.statusCode, verb).toBe(409);
      expect(again.json()).toEqual({
        status: { code: 4090, msg: '这条路况不在待审核状态（当前：published）' },
        data: null,
      });
    }
    expect(await auditOf('road_report', id)).toHaveLength(1);
  });

  it('lets an operator reject a waiting report with a reason the reporter reads, audited', async () => {
    clock.advance(60);
    const author = await newUser();
    const id = await submitted(author.client);
    const before = await t.app.db.select().from(roadReports).where(eq(roadReports.id, id));
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: '字'.repeat(201) }]) {
      const res = await decide('operator', id, 'reject', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await t.app.db.select().from(roadReports).where(eq(roadReports.id, id))).toEqual(before);
    const res = await decide('admin', id, 'reject', { reason: '  没有写清楚是哪个出口  ' });
    expect(res.statusCode).toBe(200);
    expect(opsRoadReportRow.parse(res.json())).toMatchObject({
      state: 'rejected',
      rejectReason: '没有写清楚是哪个出口',
      reviewedAt: iso(clock.now()),
      publishedAt: null,
    });
    expect((await mine(author.client))[0]).toMatchObject({
      id,
      state: 'rejected',
      rejectReason: '没有写清楚是哪个出口',
    });
    expect((await opsReports('?state=rejected')).items[0]?.id).toBe(id);
    expect(await auditOf('road_report', id)).toEqual([
      expect.objectContaining({
        action: 'road_report.reject',
        actor: 'admin-1',
        before: { state: 'pending', rejectReason: null },
        after: { state: 'rejected', rejectReason: '没有写清楚是哪个出口' },
      }),
    ]);
    expect((await decide('operator', id, 'approve')).statusCode).toBe(409);
    expect(await auditOf('road_report', id)).toHaveLength(1);
  });

  it('lets an operator take a published report down with a reason, audited', async () => {
    clock.advance(60);
    const author = await newUser();
    const id = await submitted(author.client);
    const waiting = await decide('operator', id, 'unpublish', { reason: '未发布' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      status: { code: 4090, msg: '这条路况不在已发布状态（当前：pending）' },
    });
    const { publishedAt } = await approved(id);
    clock.advance(60);
    const res = await decide('operator', id, 'unpublish', { reason: '出口已恢复通行' });
    expect(res.statusCode).toBe(200);
    expect(opsRoadReportRow.parse(res.json())).toMatchObject({
      state: 'rejected',
      rejectReason: '出口已恢复通行',
      reviewedAt: iso(clock.now()),
      publishedAt,
    });
    expect(await roadIds({ province: ZHEJIANG })).not.toContain(id);
    expect((await auditOf('road_report', id)).map((entry) => entry.action)).toEqual([
      'road_report.approve',
      'road_report.unpublish',
    ]);
    expect((await decide('operator', id, 'unpublish', { reason: '再次下架' })).statusCode).toBe(
      409,
    );
    expect(await auditOf('road_report', id)).toHaveLength(2);
  });

  it('refuses a viewer any decision, changing and recording nothing', async () => {
    const author = await newUser();
    const id = await submitted(author.client);
    const since = await auditCount();
    for (const [verb, body] of [
      ['approve', undefined],
      ['reject', { reason: '不通过' }],
      ['unpublish', { reason: '下架' }],
    ] as const) {
      const res = await decide('viewer', id, verb, body);
      expect(res.statusCode, verb).toBe(403);
      expect(res.json()).toMatchObject({ status: { code: 4030 } });
    }
    expect((await mine(author.client))[0]?.state).toBe('pending');
    expect(await auditCount()).toBe(since);
  });

  it('answers 404 for an unknown report, and 422 for an id that is no id', async () => {
    const unknown = await decide('operator', 2_000_000_000, 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: { code: 4040, msg: '没有这条路况' }, data: null });
    expect((await decide('operator', 0, 'approve')).statusCode).toBe(422);
    expect((await decide('operator', 2_147_483_648, 'approve')).statusCode).toBe(422);
  });

  it('decides once when two operators decide at once', async () => {
    const author = await newUser();
    const id = await submitted(author.client);
    const both = await Promise.all([
      decide('operator', id, 'approve'),
      decide('admin', id, 'reject', { reason: '不通过' }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf('road_report', id)).toHaveLength(1);
  });
});

describe('risk areas', () => {
  const put = async (role: Role, body: Record<string, unknown>) =>
    (await opsAs(role)).request('PUT', '/epidemic/risk-areas', { body });
  const set = async (body: Record<string, unknown>) => {
    const res = await put('operator', body);
    expect(res.statusCode, res.body).toBe(200);
    return opsRiskAreaList.parse(res.json()).items;
  };
  const target = (city: string, area: string) => auditOf('risk_area', `${city}:${area}`);

  it('sets a level, audited with the level before and after; low takes the area off the list', async () => {
    at('2026-12-10T09:00:00');
    const items = await set({ city: HANGZHOU, area: '  西湖区 北山街道 ', level: 'medium' });
    expect(items).toEqual([
      {
        cityCode: HANGZHOU,
        cityName: '杭州市',
        area: '西湖区 北山街道',
        level: 'medium',
        updatedAt: iso(clock.now()),
      },
    ]);
    expect(await levels({ province: ZHEJIANG })).toEqual({
      areas: items,
      updatedAt: iso(clock.now()),
    });
    expect(await target(HANGZHOU, '西湖区 北山街道')).toEqual([
      expect.objectContaining({
        action: 'risk_area.set',
        actor: 'operator-1',
        before: { cityCode: HANGZHOU, area: '西湖区 北山街道', level: 'low' },
        after: { cityCode: HANGZHOU, area: '西湖区 北山街道', level: 'medium' },
      }),
    ]);

    clock.advance(60);
    await set({ city: HANGZHOU, area: '西湖区 北山街道', level: 'high' });
    expect((await target(HANGZHOU, '西湖区 北山街道'))[1]).toMatchObject({
      before: { level: 'medium' },
      after: { level: 'high' },
    });
    const raised = iso(clock.now());
    expect((await levels({ province: ZHEJIANG })).updatedAt).toBe(raised);

    // The level it has already: nothing changes, nothing is recorded.
    clock.advance(60);
    const since = await auditCount();
    await set({ city: HANGZHOU, area: '西湖区 北山街道', level: 'high' });
    await set({ city: NINGBO, area: '海曙区 不在名单上', level: 'low' });
    expect(await auditCount()).toBe(since);
    expect(await levels({ province: ZHEJIANG })).toMatchObject({
      areas: [expect.objectContaining({ level: 'high', updatedAt: raised })],
      updatedAt: raised,
    });

    // Back to low: off the list, and the province's list is new.
    clock.advance(60);
    expect(await set({ city: HANGZHOU, area: '西湖区 北山街道', level: 'low' })).toEqual([]);
    expect(await levels({ province: ZHEJIANG })).toEqual({
      areas: [],
      updatedAt: iso(clock.now()),
    });
    const [row] = await t.app.db
      .select({ n: count() })
      .from(riskAreas)
      .where(eq(riskAreas.provinceCode, ZHEJIANG));
    expect(row?.n).toBe(0);
    expect((await target(HANGZHOU, '西湖区 北山街道')).at(-1)).toMatchObject({
      before: { level: 'high' },
      after: { level: 'low' },
    });
  });

  it('lists high first, then by city name, then by area; one city when asked', async () => {
    clock.advance(60);
    await set({ city: WENZHOU, area: '鹿城区 五马街道', level: 'medium' });
    await set({ city: NINGBO, area: '北仑区 大碶街道', level: 'medium' });
    await set({ city: NINGBO, area: '鄞州区 首南街道', level: 'high' });
    await set({ city: HANGZHOU, area: '萧山区 新塘街道', level: 'medium' });
    const items = await set({ city: NINGBO, area: '北仑区 白峰街道', level: 'medium' });
    expect(items.map((item) => [item.cityName, item.area, item.level])).toEqual([
      ['宁波市', '鄞州区 首南街道', 'high'],
      ['杭州市', '萧山区 新塘街道', 'medium'],
      ['宁波市', '北仑区 白峰街道', 'medium'],
      ['宁波市', '北仑区 大碶街道', 'medium'],
      ['温州市', '鹿城区 五马街道', 'medium'],
    ]);
    const res = await (
      await opsAs('viewer')
    ).request('GET', `/epidemic/risk-areas?province=${ZHEJIANG}`);
    expect(opsRiskAreaList.parse(res.json()).items).toEqual(items);
    const ningbo = await levels({ province: ZHEJIANG, city: NINGBO });
    expect(ningbo.areas.map((item) => item.area)).toEqual([
      '鄞州区 首南街道',
      '北仑区 白峰街道',
      '北仑区 大碶街道',
    ]);
    expect(ningbo.updatedAt).toBe(iso(clock.now()));
  });

  it('counts the areas on the map, with the latest change of any province', async () => {
    const zhejiang = (await map()).provinces.find((province) => province.code === ZHEJIANG);
    expect(zhejiang).toMatchObject({ name: '浙江省', high: 1, medium: 4 });
    clock.advance(60);
    await set({ city: '340100', area: '蜀山区 南七街道', level: 'high' });
    const after = await map();
    expect(after.provinces.find((province) => province.code === '340000')).toMatchObject({
      high: 1,
      medium: 0,
    });
    expect(after.updatedAt).toBe(iso(clock.now()));
  });

  it('refuses a city not in the province, a viewer, and what the contract refuses', async () => {
    const res = await anonymous(t).get(LEVELS, { province: ZHEJIANG, city: '320200' });
    expect(res.statusCode).toBe(422);
    expect(res.envelope).toEqual(refusedAt('city', 'city.unknown'));
    const since = await auditCount();
    const viewer = await put('viewer', { city: HANGZHOU, area: '上城区', level: 'high' });
    expect(viewer.statusCode).toBe(403);
    for (const body of [
      { city: '339999', area: '上城区', level: 'high' },
      { city: HANGZHOU, area: '  ', level: 'high' },
      { city: HANGZHOU, area: '字'.repeat(41), level: 'high' },
      { city: HANGZHOU, area: '上城区\n湖滨', level: 'high' },
      { city: HANGZHOU, area: '上城区', level: 'extreme' },
      { city: HANGZHOU, area: '上城区' },
    ]) {
      expect((await put('operator', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await auditCount()).toBe(since);
    const query = await (await opsAs('viewer')).request('GET', '/epidemic/risk-areas');
    expect(query.statusCode).toBe(422);
  });
});

describe('travel policies', () => {
  const TEXT = '# 高速出口\n查验健康码和行程记录。\n\n# 随车带好\n身份证、驾驶证和核酸检测证明。';
  const save = async (
    role: Role,
    method: 'POST' | 'PUT',
    body: Record<string, unknown>,
    id?: number,
  ) =>
    (await opsAs(role)).request(method, `/epidemic/policies${id === undefined ? '' : `/${id}`}`, {
      body,
    });
  const created = async (body: Record<string, unknown>) => {
    const res = await save('operator', 'POST', body);
    expect(res.statusCode, res.body).toBe(200);
    return opsPolicyRow.parse(res.json());
  };
  let provinceOwn = 0;

  it('creates a province’s own policy, audited, read by the pages as sections', async () => {
    at('2026-12-11T09:00:00');
    const row = await created({
      province: ZHEJIANG,
      title: ' 浙江省货车通行提示 ',
      summary: '进入浙江请备好健康码。',
      text: `\n${TEXT}\n`,
    });
    provinceOwn = row.id;
    expect(row).toEqual({
      id: row.id,
      provinceCode: ZHEJIANG,
      cityCode: null,
      cityName: null,
      title: '浙江省货车通行提示',
      summary: '进入浙江请备好健康码。',
      text: TEXT,
      updatedAt: iso(clock.now()),
    });
    expect(row.id).toBeGreaterThanOrEqual(1001);
    expect(await auditOf('travel_policy', row.id)).toEqual([
      expect.objectContaining({
        action: 'policy.create',
        actor: 'operator-1',
        before: null,
        after: row,
      }),
    ]);
    const res = await anonymous(t).get(POLICY, { id: row.id });
    expect(getTravelPolicyResponse.parse(res.envelope.data)).toEqual({
      id: row.id,
      provinceCode: ZHEJIANG,
      provinceName: '浙江省',
      cityCode: null,
      cityName: null,
      title: '浙江省货车通行提示',
      summary: '进入浙江请备好健康码。',
      sections: [
        { heading: '高速出口', paragraphs: ['查验健康码和行程记录。'] },
        { heading: '随车带好', paragraphs: ['身份证、驾驶证和核酸检测证明。'] },
      ],
      updatedAt: iso(clock.now()),
    });
  });

  it('keeps one policy per place: a second is 409, recording nothing; cities by name after', async () => {
    const since = await auditCount();
    const again = await save('operator', 'POST', {
      province: ZHEJIANG,
      title: '另一条',
      summary: '重复',
      text: TEXT,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: { code: 4090, msg: '这个地方已经有出行政策了，请修改原来的那条' },
      data: null,
    });
    expect(await auditCount()).toBe(since);

    const wenzhou = await created({
      province: ZHEJIANG,
      city: WENZHOU,
      title: '温州市货车进出提示',
      summary: '温州',
      text: TEXT,
    });
    const hangzhou = await created({
      province: ZHEJIANG,
      city: HANGZHOU,
      title: '杭州市货车进出提示',
      summary: '杭州',
      text: TEXT,
    });
    expect(
      (
        await save('operator', 'POST', {
          province: ZHEJIANG,
          city: HANGZHOU,
          title: '杭州第二条',
          summary: '杭州',
          text: TEXT,
        })
      ).statusCode,
    ).toBe(409);
    expect((await policies(ZHEJIANG)).map((policy) => [policy.id, policy.cityName])).toEqual([
      [provinceOwn, null],
      [hangzhou.id, '杭州市'],
      [wenzhou.id, '温州市'],
    ]);
    const list = await (
      await opsAs('viewer')
    ).request('GET', `/epidemic/policies?province=${ZHEJIANG}`);
    expect(opsPolicyList.parse(list.json()).items.map((item) => item.id)).toEqual([
      provinceOwn,
      hangzhou.id,
      wenzhou.id,
    ]);
  });

  it('updates a policy whole, audited with before and after; a place taken is 409', async () => {
    clock.advance(3600);
    const [before] = await t.app.db
      .select()
      .from(travelPolicies)
      .where(eq(travelPolicies.id, provinceOwn));
    const res = await save(
      'admin',
      'PUT',
      {
        province: ZHEJIANG,
        title: '浙江省货车通行提示（更新）',
        summary: '已更新',
        text: '只有一段。',
      },
      provinceOwn,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = opsPolicyRow.parse(res.json());
    expect(after).toMatchObject({
      id: provinceOwn,
      title: '浙江省货车通行提示（更新）',
      text: '只有一段。',
      updatedAt: iso(clock.now()),
    });
    const detail = await anonymous(t).get(POLICY, { id: provinceOwn });
    expect(getTravelPolicyResponse.parse(detail.envelope.data).sections).toEqual([
      { heading: '', paragraphs: ['只有一段。'] },
    ]);
    expect((await auditOf('travel_policy', provinceOwn)).at(-1)).toMatchObject({
      action: 'policy.update',
      actor: 'admin-1',
      before: { id: provinceOwn, text: before?.text, title: before?.title },
      after,
    });

    const since = await auditCount();
    const taken = await save(
      'operator',
      'PUT',
      { province: ZHEJIANG, city: HANGZHOU, title: '移到杭州', summary: '重复', text: TEXT },
      provinceOwn,
    );
    expect(taken.statusCode).toBe(409);
    const unknown = await save(
      'operator',
      'PUT',
      { province: ZHEJIANG, title: '没有这条', summary: '无', text: TEXT },
      2_000_000_000,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await auditCount()).toBe(since);
  });

  it('refuses a city not in the province at `city`, bad text, and a viewer', async () => {
    const since = await auditCount();
    const res = await save('operator', 'POST', {
      province: ZHEJIANG,
      city: '320200',
      title: '无锡',
      summary: '无锡',
      text: TEXT,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: { code: 4220 },
      data: { fields: [{ field: 'city', rule: 'city.unknown' }] },
    });
    for (const body of [
      { province: ZHEJIANG, title: '只有标题', summary: '无', text: '# 只有标题' },
      { province: ZHEJIANG, title: '控制字符', summary: '无', text: '一段\u0007文字' },
      { province: ZHEJIANG, title: '', summary: '无', text: TEXT },
      { province: '330100', title: '城市当省', summary: '无', text: TEXT },
      { province: ZHEJIANG, city: NINGBO, title: '字'.repeat(61), summary: '无', text: TEXT },
    ]) {
      expect((await save('operator', 'POST', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const viewer = await save('viewer', 'POST', {
      province: ZHEJIANG,
      city: NINGBO,
      title: '宁波',
      summary: '宁波',
      text: TEXT,
    });
    expect(viewer.statusCode).toBe(403);
    expect(await auditCount()).toBe(since);
  });

  it('saves once when two operators create one place at once', async () => {
    const body = { province: ZHEJIANG, city: NINGBO, title: '宁波', summary: '宁波', text: TEXT };
    const both = await Promise.all([save('operator', 'POST', body), save('admin', 'POST', body)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers a not-found for an unknown policy, and 422 for an id that is no id', async () => {
    const res = await anonymous(t).get(POLICY, { id: 2_000_000_000 });
    expect(res.statusCode).toBe(404);
    expect(res.envelope).toEqual({
      status: { code: 4040, msg: '这条出行政策不存在或已经删除' },
      data: null,
    });
    for (const id of ['0', 'x', '2147483648']) {
      expect((await anonymous(t).get(POLICY, { id })).statusCode, id).toBe(422);
    }
    expect((await anonymous(t).get(POLICIES, { province: '330100' })).statusCode).toBe(422);
  });
});

describe('broadcasts', () => {
  const TEXT = '# 提示\n出发前请查看目的地的要求。';
  const publish = async (role: Role, body: Record<string, unknown>) =>
    (await opsAs(role)).request('POST', '/epidemic/broadcasts', { body });
  const published = async (title: string) => {
    const res = await publish('operator', { title, summary: `${title}的摘要`, text: TEXT });
    expect(res.statusCode, res.body).toBe(200);
    return opsBroadcastRow.parse(res.json());
  };
  const withdraw = async (role: Role, id: number) =>
    (await opsAs(role)).request('POST', `/epidemic/broadcasts/${id}/withdraw`);

  it('publishes at once, audited; the pages list it first and read it as sections', async () => {
    at('2026-12-12T09:00:00');
    const row = await published('高速出口查验恢复正常');
    expect(row).toEqual({
      id: row.id,
      title: '高速出口查验恢复正常',
      summary: '高速出口查验恢复正常的摘要',
      text: TEXT,
      publishedAt: iso(clock.now()),
      withdrawnAt: null,
    });
    expect(row.id).toBeGreaterThanOrEqual(1001);
    expect((await broadcasts()).broadcasts[0]).toEqual({
      id: row.id,
      title: row.title,
      summary: row.summary,
      publishedAt: row.publishedAt,
    });
    const detail = await anonymous(t).get(BROADCAST, { id: row.id });
    expect(getEpidemicBroadcastResponse.parse(detail.envelope.data).sections).toEqual([
      { heading: '提示', paragraphs: ['出发前请查看目的地的要求。'] },
    ]);
    expect(await auditOf('epidemic_broadcast', row.id)).toEqual([
      expect.objectContaining({
        action: 'broadcast.publish',
        actor: 'operator-1',
        before: null,
        after: row,
      }),
    ]);
  });

  it('withdraws: gone from the pages, kept in the console; a second withdrawal is 409', async () => {
    clock.advance(60);
    const row = await published('将要撤回的播报');
    clock.advance(60);
    const res = await withdraw('operator', row.id);
    expect(res.statusCode).toBe(200);
    expect(opsBroadcastRow.parse(res.json())).toEqual({ ...row, withdrawnAt: iso(clock.now()) });
    expect((await broadcasts()).broadcasts.map((item) => item.id)).not.toContain(row.id);
    const detail = await anonymous(t).get(BROADCAST, { id: row.id });
    expect(detail.statusCode).toBe(404);
    expect(detail.envelope).toEqual({
      status: { code: 4040, msg: '这条播报不存在或已经撤回' },
      data: null,
    });
    expect((await anonymous(t).get(BROADCAST, { id: 2_000_000_000 })).envelope).toEqual(
      detail.envelope,
    );
    const page = await (await opsAs('viewer')).request('GET', '/epidemic/broadcasts?pageSize=100');
    const list = opsBroadcastPage.parse(page.json());
    expect(list.items[0]).toEqual({ ...row, withdrawnAt: iso(clock.now()) });
    expect(list.total).toBe(list.items.length);

    const again = await withdraw('admin', row.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: { code: 4090, msg: '这条播报已经撤回' },
      data: null,
    });
    expect((await auditOf('epidemic_broadcast', row.id)).map((entry) => entry.action)).toEqual([
      'broadcast.publish',
      'broadcast.withdraw',
    ]);
    expect((await auditOf('epidemic_broadcast', row.id)).at(-1)).toMatchObject({
      before: { withdrawnAt: null },
      after: { withdrawnAt: iso(clock.now()) },
    });
    expect((await withdraw('operator', 2_000_000_000)).statusCode).toBe(404);
  });

  it('pages newest first, `before` the last id; a withdrawn one still marks its place', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      clock.advance(60);
      ids.push((await published(`第 ${i + 1} 条播报`)).id);
    }
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await broadcasts(before);
      seen.push(...page.broadcasts.map((item) => item.id));
      if (!page.more) break;
      expect(page.broadcasts).toHaveLength(EPIDEMIC_PAGE_SIZE);
      before = page.broadcasts.at(-1)?.id;
    }
    expect(seen.slice(0, 12)).toEqual([...ids].reverse());
    expect(seen.slice(-3)).toEqual([3, 2, 1]);
    expect(new Set(seen).size).toBe(seen.length);

    const tenth = seen[EPIDEMIC_PAGE_SIZE - 1] ?? 0;
    expect((await withdraw('operator', tenth)).statusCode).toBe(200);
    expect((await broadcasts(tenth)).broadcasts.map((item) => item.id)).toEqual(
      seen.slice(EPIDEMIC_PAGE_SIZE, 2 * EPIDEMIC_PAGE_SIZE),
    );
    expect(await broadcasts(2_000_000_000)).toEqual({ broadcasts: [], more: false });
    for (const value of ['0', 'x', '2147483648']) {
      expect((await anonymous(t).get(BROADCASTS, { before: value })).statusCode).toBe(422);
    }
  });

  it('refuses a viewer, and what the contract refuses, recording nothing', async () => {
    const since = await auditCount();
    expect(
      (await publish('viewer', { title: '标题', summary: '摘要', text: TEXT })).statusCode,
    ).toBe(403);
    expect((await withdraw('viewer', 1)).statusCode).toBe(403);
    for (const body of [
      { title: '', summary: '摘要', text: TEXT },
      { title: '标题', summary: '字'.repeat(121), text: TEXT },
      { title: '标题', summary: '摘要', text: '# 只有标题' },
      { title: '标题', summary: '摘要', text: '\u0000' },
      { title: '标题', summary: '摘要' },
    ]) {
      expect((await publish('operator', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await auditCount()).toBe(since);
  });
});
