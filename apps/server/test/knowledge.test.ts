// The knowledge base (docs/decisions/026-knowledge-base.md): published articles listed in category
// order and searched as plain text (`%` is a percent sign), one article with others of its
// category, a clear 404 for an unknown or withdrawn one; feedback stored with its ticket and the
// user logged in, refused field by field, capped per device (else per user) and China day, and
// never stored twice from a replayed request; operators read it masked and an admin reveals the
// number; the inbox (ADR 041): taken, answered, closed and reopened by operators, each step
// audited, the reply read by its logged-in sender only. Runs on PGlite and, in `npm test`, on
// PostgreSQL 15.

import { endpointPath } from '@freight/contract/endpoints/common';
import {
  getKnowledgeArticle,
  getKnowledgeArticleResponse,
  KNOWLEDGE_CATEGORIES,
  listKnowledge,
  listKnowledgeResponse,
  listMyFeedback,
  listMyFeedbackResponse,
  PUBLIC_KNOWLEDGE_PATH,
  sendKnowledgeFeedback,
  sendKnowledgeFeedbackResponse,
} from '@freight/contract/endpoints/knowledge';
import { opsFeedbackPage, opsFeedbackRow, revealedFeedbackMobile } from '@freight/contract/ops';
import { fieldRuleMessage } from '@freight/contract/rules/field-rules';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeArticles, knowledgeFeedback } from '../src/db/schema/knowledge.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { users } from '../src/db/schema/users.ts';
import { KNOWLEDGE_TEXTS } from '../src/modules/knowledge/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { newRequestId } from './helpers/request-ids.ts';

const LIST = endpointPath(listKnowledge);
const DETAIL = endpointPath(getKnowledgeArticle);
const FEEDBACK = endpointPath(sendKnowledgeFeedback);
const MINE = endpointPath(listMyFeedback);
const PASSWORD = 'correct horse battery staple';

let devices = 0;
/** A well-formed X-Device-Id no other test uses. */
const newDevice = () => `knowledge-device-${String((devices += 1)).padStart(4, '0')}`;
const fromDevice = (deviceId: string) => ({ headers: { 'x-device-id': deviceId } });
let mobiles = 0;
const nextMobile = () => `1366${String(10_000_000 + (mobiles += 1)).slice(1)}`;

const clock = new TestClock();
/** Sets the clock to an instant in Beijing time, e.g. `2026-12-02T23:59:00`. */
const at = (beijing: string) =>
  clock.advance((Date.parse(`${beijing}+08:00`) - clock.now()) / 1000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(() => t.close());

async function list(fields: Record<string, unknown> = {}) {
  const res = await anonymous(t).get(LIST, fields);
  expect(res.envelope.status.code, JSON.stringify(res.envelope.status)).toBe(0);
  return listKnowledgeResponse.parse(res.envelope.data).articles.map((article) => article.id);
}

async function feedbackRows(where: SQL) {
  return t.app.db.select().from(knowledgeFeedback).where(where).orderBy(knowledgeFeedback.id);
}

async function feedbackCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(knowledgeFeedback);
  return row?.n ?? 0;
}

/** An article straight in the table (operators' data), published unless said otherwise. */
async function addArticle(slug: string, text: string, published = true) {
  await t.app.db.insert(knowledgeArticles).values({
    slug,
    category: 'money',
    title: `测试文章 ${slug}`,
    summary: '只在测试里出现',
    sections: [{ heading: '说明', paragraphs: [text] }],
    published,
    position: 99,
    updatedAt: new Date(clock.now()),
  });
}

describe('GET /api/knowledge/list', () => {
  const seeded = [...KNOWLEDGE_TEXTS]
    .sort(
      (a, b) =>
        KNOWLEDGE_CATEGORIES.indexOf(a.category) - KNOWLEDGE_CATEGORIES.indexOf(b.category) ||
        a.position - b.position,
    )
    .map((article) => article.slug);

  it('lists every published article, by category in the contract order, then position', async () => {
    const res = await anonymous(t).get(LIST);
    const { articles } = listKnowledgeResponse.parse(res.envelope.data);
    expect(articles.map((article) => article.id)).toEqual(seeded);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(articles.map((article) => article.category))).toEqual(
      new Set(KNOWLEDGE_CATEGORIES),
    );
    expect(articles.find((article) => article.id === 'track-deduction')).toMatchObject({
      category: 'driving',
      title: '轨迹扣款是怎么回事',
      updatedAt: '2026-11-22T02:00:00.000Z',
    });
  });

  it('answers the same list unsigned at /public/knowledge, cacheable a minute, cookies untouched', async () => {
    const signed = listKnowledgeResponse.parse((await anonymous(t).get(LIST)).envelope.data);
    for (const lang of ['zh-CN', 'en-US']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${PUBLIC_KNOWLEDGE_PATH}?lang=${lang}`,
        headers: { cookie: 'c2c_user_info=x' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers['set-cookie']).toBeUndefined();
      const body = res.json<{ status: { code: number }; data: unknown }>();
      expect(body.status.code).toBe(0);
      expect(listKnowledgeResponse.parse(body.data)).toEqual(signed);
    }
    // A draft stays out of it, as out of the signed list.
    await addArticle('public-read-draft', '草稿', false);
    const res = await t.app.inject({ method: 'GET', url: `${PUBLIC_KNOWLEDGE_PATH}?lang=zh-CN` });
    expect(res.body).not.toContain('public-read-draft');
    for (const url of [PUBLIC_KNOWLEDGE_PATH, `${PUBLIC_KNOWLEDGE_PATH}?lang=fr`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(422);
    }
  });

  it('lists one category', async () => {
    expect(await list({ category: 'driving' })).toEqual([
      'driver-verification',
      'take-orders',
      'track-deduction',
    ]);
    const unknown = await anonymous(t).get(LIST, { category: 'cooking' });
    expect(unknown.statusCode).toBe(422);
  });

  it('searches titles, summaries and the text of sections, ignoring case and full width', async () => {
    // 轨迹 is in the track-deduction article and in a paragraph of the freight-payment one.
    expect(await list({ q: '轨迹' })).toEqual(['track-deduction', 'freight-payment']);
    expect(await list({ q: '轨迹', category: 'money' })).toEqual(['freight-payment']);
    // "App" in paragraphs only, in any case and in full-width letters.
    const app = await list({ q: 'App' });
    expect(app).toContain('take-orders');
    expect(await list({ q: 'aPP' })).toEqual(app);
    expect(await list({ q: 'ＡＰＰ' })).toEqual(app);
    expect(await list({ q: '没有这样的词' })).toEqual([]);
  });

  it('takes a blank or padded q as none or as its words', async () => {
    expect(await list({ q: '' })).toEqual(seeded);
    expect(await list({ q: '   ' })).toEqual(seeded);
    expect(await list({ q: '\u3000\u3000' })).toEqual(seeded);
    expect(await list({ q: '  轨迹扣款  ' })).toEqual(['track-deduction', 'freight-payment']);
    const tooLong = await anonymous(t).get(LIST, { q: '字'.repeat(31) });
    expect(tooLong.statusCode).toBe(422);
  });

  it('matches %, _ and \\ as themselves, never as patterns', async () => {
    expect(await list({ q: '%' })).toEqual([]);
    expect(await list({ q: '_' })).toEqual([]);
    await addArticle('test-percent', '按运费的 5% 扣减，编号写作 A_1，路径写作 C:\\docs');
    expect(await list({ q: '%' })).toEqual(['test-percent']);
    expect(await list({ q: '5%' })).toEqual(['test-percent']);
    expect(await list({ q: 'A_1' })).toEqual(['test-percent']);
    expect(await list({ q: '\\' })).toEqual(['test-percent']);
    expect(await list({ q: 'A%1' })).toEqual([]);
    expect(await list({ q: '5_' })).toEqual([]);
  });

  it('hides articles that are not published', async () => {
    await addArticle('test-draft', '草稿里的独有词语甲乙丙', false);
    expect(await list({ q: '甲乙丙' })).toEqual([]);
    expect(await list({ category: 'money' })).not.toContain('test-draft');
  });
});

describe('GET /api/knowledge/detail', () => {
  it('answers a published article as structured text, with others of its category', async () => {
    const res = await anonymous(t).get(DETAIL, { id: 'track-deduction' });
    expect(res.statusCode).toBe(200);
    const article = getKnowledgeArticleResponse.parse(res.envelope.data);
    expect(article).toMatchObject({
      id: 'track-deduction',
      category: 'driving',
      title: '轨迹扣款是怎么回事',
    });
    expect(article.sections.map((section) => section.heading)).toEqual([
      '为什么要看轨迹',
      '轨迹要能看出什么',
      '什么情况会扣款',
      '对扣款有异议怎么办',
    ]);
    expect(article.related).toEqual([
      { id: 'driver-verification', title: '司机认证要准备哪些证件' },
      { id: 'take-orders', title: '怎样找货和接单' },
    ]);
  });

  it('relates at most three published articles, never itself or a draft', async () => {
    const res = await anonymous(t).get(DETAIL, { id: 'freight-payment' });
    const { related } = getKnowledgeArticleResponse.parse(res.envelope.data);
    expect(related.map((article) => article.id)).toEqual([
      'coupons-and-lucky-beans',
      'test-percent',
    ]);
  });

  it('says not found, in the reader’s language, for an unknown or unpublished article', async () => {
    for (const id of ['no-such-article', 'test-draft', 'general']) {
      const res = await anonymous(t).get(DETAIL, { id });
      expect(res.statusCode, id).toBe(404);
      expect(res.envelope).toEqual({
        status: { code: 4040, msg: '这篇文章不存在或已经下线' },
        data: null,
      });
    }
    const english = await anonymous(t).get(
      DETAIL,
      { id: 'no-such-article' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.envelope.status.msg).toBe(
      'This article does not exist or is no longer published',
    );
    for (const id of ['Track-Deduction', '../etc/passwd', 'a'.repeat(41), '']) {
      expect((await anonymous(t).get(DETAIL, { id })).statusCode, id).toBe(422);
    }
  });
});

describe('POST /api/knowledge/feedback', () => {
  /** Sends feedback from `deviceId`, with a new key unless `fields` has one. */
  const send = (client: SignedClient, fields: Record<string, unknown>, deviceId = newDevice()) =>
    client.post(FEEDBACK, { requestId: newRequestId('feedback'), ...fields }, fromDevice(deviceId));

  /** The VALIDATION_FAILED envelope naming `field` with `rule`, in Chinese. */
  const refusedAt = (field: string, rule: Parameters<typeof fieldRuleMessage>[0]) => ({
    status: expect.objectContaining({ code: 4220 }),
    data: { fields: [{ field, rule, message: fieldRuleMessage(rule, 'zh-CN') }] },
  });

  it('stores feedback about an article and answers its ticket', async () => {
    const deviceId = newDevice();
    const res = await send(
      anonymous(t),
      {
        subject: 'track-deduction',
        helpful: 'no',
        text: '扣款的时间没有写清楚',
        mobile: '13900000003',
      },
      deviceId,
    );
    expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
    const answer = sendKnowledgeFeedbackResponse.parse(res.envelope.data);
    expect(answer.ticket).toMatch(/^FB\d{8}$/);
    expect(answer.receivedAt).toBe(new Date(clock.now()).toISOString());
    const [row] = await feedbackRows(eq(knowledgeFeedback.ticket, answer.ticket));
    expect(row).toMatchObject({
      ticket: `FB${String(row?.id).padStart(8, '0')}`,
      subject: 'track-deduction',
      helpful: 'no',
      text: '扣款的时间没有写清楚',
      mobile: '13900000003',
      userId: null,
      deviceId,
    });
  });

  it('records the user logged in, and takes general feedback without an answer to "helpful"', async () => {
    const mobile = nextMobile();
    const driver = await loginAs(t, mobile, 3);
    const [user] = await t.app.db.select().from(users).where(eq(users.mobile, mobile));
    const res = await send(driver, { subject: 'general', text: '希望能按车长筛选货源' });
    expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
    const { ticket } = sendKnowledgeFeedbackResponse.parse(res.envelope.data);
    const [row] = await feedbackRows(eq(knowledgeFeedback.ticket, ticket));
    expect(row).toMatchObject({
      subject: 'general',
      helpful: null,
      mobile: null,
      userId: user?.id,
    });
  });

  it('refuses a subject that is no published article, storing nothing', async () => {
    const before = await feedbackCount();
    for (const subject of ['no-such-article', 'test-draft']) {
      const res = await send(anonymous(t), { subject, text: '这篇文章写得不错' });
      expect(res.statusCode, subject).toBe(422);
      expect(res.envelope, subject).toEqual(refusedAt('subject', 'feedback.subject'));
    }
    const english = await anonymous(t).post(
      FEEDBACK,
      { requestId: newRequestId('feedback'), subject: 'no-such-article', text: '这篇文章写得不错' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.envelope.data).toEqual({
      fields: [
        {
          field: 'subject',
          rule: 'feedback.subject',
          message: fieldRuleMessage('feedback.subject', 'en-US'),
        },
      ],
    });
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses text too short, too long or with control characters, at `text` with its rule', async () => {
    const before = await feedbackCount();
    const cases: [string, Parameters<typeof fieldRuleMessage>[0]][] = [
      ['好的', 'feedback.short'],
      ['\u3000\u3000\u3000\u3000\u3000\u3000', 'feedback.short'],
      ['   \n   ', 'feedback.short'],
      ['  四个字呀  ', 'feedback.short'],
      ['字'.repeat(501), 'feedback.long'],
      ['扣款的时间\u0007没有写清楚', 'text.characters'],
      ['扣款的时间\r\n没有写清楚', 'text.characters'],
      ['扣款的时间\u0000没有写清楚', 'text.characters'],
    ];
    for (const [text, rule] of cases) {
      const res = await send(anonymous(t), { subject: 'general', text });
      expect(res.statusCode, JSON.stringify(text)).toBe(422);
      expect(res.envelope, JSON.stringify(text)).toEqual(refusedAt('text', rule));
    }
    expect(await feedbackCount()).toBe(before);
  });

  it('keeps line breaks, trims full-width and plain spaces, and takes exactly 5 and 500 characters', async () => {
    const accepted: [string, string][] = [
      ['\u3000\u3000扣款太多了\u3000', '扣款太多了'],
      ['  第一行\n第二行  ', '第一行\n第二行'],
      ['<b>加粗</b>', '<b>加粗</b>'],
      ['字'.repeat(500), '字'.repeat(500)],
    ];
    for (const [text, stored] of accepted) {
      const res = await send(anonymous(t), { subject: 'general', text });
      expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
      const { ticket } = sendKnowledgeFeedbackResponse.parse(res.envelope.data);
      const [row] = await feedbackRows(eq(knowledgeFeedback.ticket, ticket));
      expect(row?.text).toBe(stored);
    }
  });

  it('refuses a malformed mobile or answer to "helpful"', async () => {
    const before = await feedbackCount();
    const mobile = await send(anonymous(t), {
      subject: 'general',
      text: '请回电话给我',
      mobile: '1390000',
    });
    expect(mobile.statusCode).toBe(422);
    expect(mobile.envelope.data).toMatchObject({ fields: [{ field: 'mobile' }] });
    const helpful = await send(anonymous(t), {
      subject: 'general',
      text: '请回电话给我',
      helpful: 'maybe',
    });
    expect(helpful.statusCode).toBe(422);
    expect(helpful.envelope.data).toMatchObject({ fields: [{ field: 'helpful', rule: 'choice' }] });
    expect(await feedbackCount()).toBe(before);
  });

  it('takes 10 a China day per device, then refuses until midnight, storing nothing more', async () => {
    at('2026-12-03T23:58:30');
    const deviceId = newDevice();
    const client = anonymous(t);
    const mine = () => feedbackRows(eq(knowledgeFeedback.deviceId, deviceId));
    for (let i = 1; i <= 10; i += 1) {
      const res = await send(client, { subject: 'general', text: `第 ${i} 条反馈内容` }, deviceId);
      expect(res.envelope.status.code, `feedback ${i}`).toBe(0);
    }
    const refused = await send(client, { subject: 'general', text: '第 11 条反馈内容' }, deviceId);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('90');
    expect(refused.envelope).toEqual({
      status: {
        code: 4290,
        msg: '今天已经提交了 10 条反馈，请明天再提交；着急的问题请拨打客服电话 400-000-0000',
      },
      data: { retryAfterSeconds: 90 },
    });
    // Another client on the same device is the same device; another device is not.
    const sameDevice = await send(
      anonymous(t),
      { subject: 'general', text: '换个账号再试一次' },
      deviceId,
    );
    expect(sameDevice.statusCode).toBe(429);
    const english = await client.post(
      FEEDBACK,
      { requestId: newRequestId('feedback'), subject: 'general', text: 'one more time' },
      { headers: { 'x-device-id': deviceId, 'accept-language': 'en' } },
    );
    expect(english.envelope.status.msg).toMatch(/^You have sent 10 pieces of feedback today/);
    expect(await mine()).toHaveLength(10);
    expect((await send(client, { subject: 'general', text: '另一台手机的反馈' })).statusCode).toBe(
      200,
    );

    at('2026-12-04T00:00:00');
    const tomorrow = await send(client, { subject: 'general', text: '第二天的第一条' }, deviceId);
    expect(tomorrow.envelope.status.code).toBe(0);
    expect(await mine()).toHaveLength(11);
  });

  it('caps a logged-in user without a device id in the same way', async () => {
    at('2026-12-05T12:00:00');
    const shipper = await loginAs(t, nextMobile(), 1);
    for (let i = 1; i <= 10; i += 1) {
      const res = await shipper.post(FEEDBACK, {
        requestId: newRequestId('feedback'),
        subject: 'general',
        text: `货主的第 ${i} 条`,
      });
      expect(res.envelope.status.code, `feedback ${i}`).toBe(0);
    }
    const refused = await shipper.post(FEEDBACK, {
      requestId: newRequestId('feedback'),
      subject: 'general',
      text: '货主的第 11 条',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.envelope.data).toEqual({ retryAfterSeconds: 12 * 3600 });
  });

  it('counts ten sent at once as ten: the eleventh of a burst is refused', async () => {
    at('2026-12-06T09:00:00');
    const deviceId = newDevice();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(anonymous(t), { subject: 'general', text: `同时发出的第 ${i + 1} 条` }, deviceId),
      ),
    );
    const codes = burst.map((res) => res.envelope.status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code === 4290)).toHaveLength(2);
    expect(await feedbackRows(eq(knowledgeFeedback.deviceId, deviceId))).toHaveLength(10);
  });

  it('answers a retry with the same key with the first ticket, past the cap too, and refuses the key with other words', async () => {
    at('2026-12-07T09:00:00');
    const deviceId = newDevice();
    const feedback = {
      subject: 'general',
      text: '找货页面打开很慢',
      requestId: newRequestId('retry'),
    };
    const first = await send(anonymous(t), feedback, deviceId);
    expect(first.envelope.status.code, JSON.stringify(first.envelope)).toBe(0);
    const before = await feedbackCount();
    // The answer was lost: the tap again, twice at once, from a sender with no device or account
    // (nothing to queue them by) too.
    const retries = await Promise.all([
      send(anonymous(t), feedback, deviceId),
      send(anonymous(t), feedback, deviceId),
      anonymous(t).post(FEEDBACK, feedback),
      anonymous(t).post(FEEDBACK, feedback),
    ]);
    for (const retry of retries) expect(retry.envelope).toEqual(first.envelope);
    expect(await feedbackCount()).toBe(before);
    // The device at its cap for the day: the retry is still the first ticket.
    for (let i = 2; i <= 10; i += 1) {
      expect(
        (await send(anonymous(t), { subject: 'general', text: `第 ${i} 条反馈内容` }, deviceId))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await send(anonymous(t), { subject: 'general', text: '第 11 条反馈内容' }, deviceId))
        .statusCode,
    ).toBe(429);
    expect((await send(anonymous(t), feedback, deviceId)).envelope).toEqual(first.envelope);
    // The same key with other words: refused, nothing stored.
    const other = await send(anonymous(t), { ...feedback, text: '找货页面打开很快' }, deviceId);
    expect(other.statusCode).toBe(409);
    expect(other.envelope.status.code).toBe(4090);
    expect(await feedbackCount()).toBe(before + 9);
  });

  it('stores one of two first sends of one key at once from a sender with nothing to queue by', async () => {
    const feedback = { subject: 'general', text: '同一次点击', requestId: newRequestId('race') };
    const before = await feedbackCount();
    const both = await Promise.all([1, 2, 3].map(() => anonymous(t).post(FEEDBACK, feedback)));
    const tickets = both.map(
      (res) => sendKnowledgeFeedbackResponse.parse(res.envelope.data).ticket,
    );
    expect(new Set(tickets).size).toBe(1);
    expect(await feedbackCount()).toBe(before + 1);
  });

  it('refuses a replayed request at the gateway, storing it once', async () => {
    const api = anonymous(t);
    const request = await api.build(FEEDBACK, {
      fields: {
        requestId: newRequestId('feedback'),
        subject: 'track-deduction',
        helpful: 'yes',
        text: '写得很清楚，谢谢',
      },
      headers: { 'x-device-id': newDevice() },
    });
    const before = await feedbackCount();
    expect((await api.send(request)).envelope.status.code).toBe(0);
    const again = await api.send(request);
    expect(again.statusCode).toBe(400);
    expect(again.envelope.status.code).toBe(4003);
    expect(await feedbackCount()).toBe(before + 1);
  });
});

describe('GET /ops/api/knowledge/feedback', () => {
  let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
  beforeAll(async () => {
    ops = await operatorsOfEachRole(t.app, PASSWORD);
  });

  it('needs an operator session', async () => {
    const res = await new OpsClient(t.app).request('GET', '/knowledge/feedback');
    expect(res.statusCode).toBe(401);
    const reveal = await ops.as('operator').request('POST', '/knowledge/feedback/1/reveal');
    expect(reveal.statusCode).toBe(403);
  });

  it('lists feedback newest first, a page at a time, with the title and the number masked', async () => {
    const deviceId = newDevice();
    const first = await anonymous(t).post(
      FEEDBACK,
      {
        requestId: newRequestId('feedback'),
        subject: 'track-deduction',
        helpful: 'no',
        text: '申诉入口在哪里？',
        mobile: '13900000003',
      },
      fromDevice(deviceId),
    );
    const second = await anonymous(t).post(
      FEEDBACK,
      { requestId: newRequestId('feedback'), subject: 'general', text: '希望增加夜间客服' },
      fromDevice(deviceId),
    );
    const tickets = [second, first].map(
      (res) => sendKnowledgeFeedbackResponse.parse(res.envelope.data).ticket,
    );

    const res = await ops.as('viewer').request('GET', '/knowledge/feedback?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const page = opsFeedbackPage.parse(res.json());
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: await feedbackCount() });
    expect(page.items.map((item) => item.ticket)).toEqual(tickets);
    expect(page.items[0]).toMatchObject({
      subject: 'general',
      articleTitle: null,
      helpful: null,
      text: '希望增加夜间客服',
      mobileMasked: null,
      userId: null,
    });
    expect(page.items[1]).toMatchObject({
      subject: 'track-deduction',
      articleTitle: '轨迹扣款是怎么回事',
      helpful: 'no',
      mobileMasked: '139****0003',
    });
    expect(res.body).not.toContain('13900000003');

    const next = opsFeedbackPage.parse(
      (await ops.as('viewer').request('GET', '/knowledge/feedback?page=2&pageSize=2')).json(),
    );
    expect(next.items).toHaveLength(2);
    expect(next.items.map((item) => item.ticket)).not.toContain(tickets[0]);

    const ofArticle = opsFeedbackPage.parse(
      (await ops.as('viewer').request('GET', '/knowledge/feedback?subject=track-deduction')).json(),
    );
    expect(ofArticle.items.every((item) => item.subject === 'track-deduction')).toBe(true);
    expect(ofArticle.items[0]?.ticket).toBe(tickets[1]);
  });

  it('reveals the number to an admin, audited without the number', async () => {
    const res = await anonymous(t).post(
      FEEDBACK,
      {
        requestId: newRequestId('feedback'),
        subject: 'general',
        text: '请给我回个电话',
        mobile: '13900000123',
      },
      fromDevice(newDevice()),
    );
    const { ticket } = sendKnowledgeFeedbackResponse.parse(res.envelope.data);
    const [row] = await feedbackRows(eq(knowledgeFeedback.ticket, ticket));
    const id = row?.id ?? 0;
    const reason = { body: { reason: 'support' } };
    // The reason is asked for, and a review is none for feedback.
    for (const body of [{}, { reason: 'review' }]) {
      const refused = await ops
        .as('admin')
        .request('POST', `/knowledge/feedback/${id}/reveal`, { body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    const revealed = await ops
      .as('admin')
      .request('POST', `/knowledge/feedback/${id}/reveal`, reason);
    expect(revealed.statusCode).toBe(200);
    expect(revealedFeedbackMobile.parse(revealed.json())).toEqual({ id, mobile: '13900000123' });
    const audit = await t.app.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.targetKind, 'knowledge_feedback'),
          eq(operatorAudit.targetId, String(id)),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'feedback.reveal_mobile',
      actor: 'admin-1',
      after: { revealed: 'mobile', reason: 'support' },
    });
    expect(JSON.stringify(audit[0])).not.toContain('13900000123');

    const unknown = await ops
      .as('admin')
      .request('POST', '/knowledge/feedback/999999999/reveal', reason);
    expect(unknown.statusCode).toBe(404);
    const [withoutNumber] = await t.app.db
      .select({ id: knowledgeFeedback.id })
      .from(knowledgeFeedback)
      .where(isNull(knowledgeFeedback.mobile))
      .limit(1);
    const none = await ops
      .as('admin')
      .request('POST', `/knowledge/feedback/${withoutNumber?.id}/reveal`, reason);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ status: { code: 4040, msg: '这条反馈没有留手机号' } });
  });

  it('takes, answers, closes and reopens a feedback, each step audited, and only its sender reads the reply', async () => {
    const sender = await loginAs(t, nextMobile(), 3);
    const sent = await sender.post(
      FEEDBACK,
      { requestId: newRequestId('inbox'), subject: 'general', text: '卸货后运费多久到账？' },
      fromDevice(newDevice()),
    );
    const { ticket } = sendKnowledgeFeedbackResponse.parse(sent.envelope.data);
    const [stored] = await feedbackRows(eq(knowledgeFeedback.ticket, ticket));
    const id = stored?.id ?? 0;
    const mine = async (client: SignedClient) => {
      const res = await client.get(MINE, {});
      expect(res.envelope.status.code, JSON.stringify(res.envelope.status)).toBe(0);
      return listMyFeedbackResponse.parse(res.envelope.data).items;
    };
    expect(await mine(sender)).toEqual([
      expect.objectContaining({ ticket, status: 'new', reply: null, repliedAt: null }),
    ]);
    // Nobody else's, and nobody's without a login.
    expect(await mine(await loginAs(t, nextMobile(), 3))).toEqual([]);
    expect((await anonymous(t).get(MINE, {})).statusCode).toBe(401);

    const step = (role: 'viewer' | 'operator' | 'admin', body: Record<string, unknown>, to = id) =>
      ops.as(role).request('POST', `/knowledge/feedback/${to}/steps`, { body });
    const list = async (role: 'operator' | 'admin', query: string) =>
      opsFeedbackPage
        .parse((await ops.as(role).request('GET', `/knowledge/feedback?${query}`)).json())
        .items.map((item) => item.id);

    expect(await list('operator', 'status=new&assignee=none&pageSize=100')).toContain(id);
    expect((await step('viewer', { step: 'take' })).statusCode).toBe(403);
    const taken = await step('operator', { step: 'take' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(opsFeedbackRow.parse(taken.json())).toMatchObject({
      id,
      status: 'in_progress',
      assignee: 'operator-1',
    });
    expect(await list('operator', 'assignee=mine&pageSize=100')).toContain(id);
    expect(await list('admin', 'assignee=mine&pageSize=100')).not.toContain(id);
    expect(await list('operator', 'status=new&pageSize=100')).not.toContain(id);

    // A step the status does not allow, a bad reply and an unknown feedback change nothing.
    const early = await step('operator', { step: 'reopen' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ status: { code: 1000 } });
    for (const body of [
      { step: 'reply', reply: '好' },
      { step: 'reply', reply: `${'长'.repeat(501)}` },
      { step: 'reply', reply: '已处理\u0000' },
      { step: 'reply' },
      { step: 'answer', reply: '已处理完毕' },
      { step: 'take', extra: 1 },
    ]) {
      expect((await step('operator', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await step('operator', { step: 'take' }, 999_999_999)).statusCode).toBe(404);

    // The admin answers one the operator took: it stays the operator's.
    const reply = '运费在确认卸货后 1 个工作日内到账，节假日顺延。';
    const answered = await step('admin', { step: 'reply', reply: `  ${reply}  ` });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(opsFeedbackRow.parse(answered.json())).toMatchObject({
      status: 'answered',
      assignee: 'operator-1',
      reply,
      repliedBy: 'admin-1',
      repliedAt: new Date(clock.now()).toISOString(),
    });
    const read = await mine(sender);
    expect(read[0]).toMatchObject({ ticket, status: 'answered', reply });
    expect(JSON.stringify(read)).not.toContain('admin-1');

    expect((await step('operator', { step: 'close' })).json()).toMatchObject({ status: 'closed' });
    for (const body of [
      { step: 'take' },
      { step: 'reply', reply: '补充说明' },
      { step: 'close' },
    ]) {
      expect((await step('operator', body)).statusCode, JSON.stringify(body)).toBe(409);
    }
    expect((await mine(sender))[0]).toMatchObject({ status: 'closed', reply });
    expect((await step('admin', { step: 'reopen' })).json()).toMatchObject({
      status: 'in_progress',
      assignee: 'admin-1',
      reply,
    });

    const audit = await t.app.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.targetKind, 'knowledge_feedback'),
          eq(operatorAudit.targetId, String(id)),
        ),
      )
      .orderBy(operatorAudit.id);
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['feedback.take', 'operator-1'],
      ['feedback.reply', 'admin-1'],
      ['feedback.close', 'operator-1'],
      ['feedback.reopen', 'admin-1'],
    ]);
    expect(audit[0]).toMatchObject({
      before: { status: 'new', assignee: null, reply: null },
      after: { status: 'in_progress', assignee: 'operator-1', reply: null },
    });
    expect(audit[1]).toMatchObject({ after: { status: 'answered', reply } });
  });
});
