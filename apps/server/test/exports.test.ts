// CSV exports of the operator console (ADR 042): the file as Excel and WPS read it (BOM, CRLF,
// quoting, the formula guard), the list's filters, the guard (401, 403, 422), the rows checked
// against the declaration, and one audit record per export with its filters and count.

import { exportAuditEntries } from '@freight/contract/ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAttempts, campaignTiers } from '../src/db/schema/campaigns.ts';
import { knowledgeFeedback } from '../src/db/schema/knowledge.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { referralProgrammes, referrals } from '../src/db/schema/referrals.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { userCoupons } from '../src/db/schema/value.ts';
import { EXPORT_PAGE_ROWS } from '../src/db/keyset-pages.ts';
import { serveOpsCsv } from '../src/http/csv-export.ts';
import { domainModules } from '../src/modules/registry.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import { templateFactory } from './helpers/fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';
// 17:00 UTC on 29 November is 01:00 on 30 November in China: the file is named by China's day.
const NOW = Date.parse('2026-11-29T17:00:00Z');
const BOM = '\uFEFF';

let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;

/** The records of a CSV body: its lines without the BOM, split on CRLF outside quotes. */
function recordsOf(body: string): string[] {
  expect(body.startsWith(BOM)).toBe(true);
  const records: string[] = [];
  let current = '';
  let quoted = false;
  const text = body.slice(BOM.length);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    if (!quoted && c === '\r' && text[i + 1] === '\n') {
      records.push(current);
      current = '';
      i++;
      continue;
    }
    current += c;
  }
  expect(current, 'the file ends with CRLF').toBe('');
  return records;
}

async function exportAudit(query: string, client = ops.as('admin')) {
  return client.request('GET', `/audit/export${query ? `?${query}` : ''}`);
}

async function exportRecords(
  action:
    | 'export.audit'
    | 'export.feedback'
    | 'export.campaign_attempts'
    | 'export.referrals'
    | 'export.value_entries'
    | 'export.coupons' = 'export.audit',
) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(eq(operatorAudit.action, action))
    .orderBy(operatorAudit.id);
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  ops = await operatorsOfEachRole(t.app, PASSWORD);
  await t.app.db.insert(operatorAudit).values([
    {
      at: new Date('2026-11-20T02:03:04Z'),
      operatorId: null,
      actor: 'test:export, "quoted"\nsecond line',
      action: 'campaign.update',
      targetKind: 'campaign',
      targetId: '=cmd|calc',
      before: { title: 'a,b' },
      after: null,
    },
    {
      at: new Date('2026-11-21T02:03:04Z'),
      operatorId: null,
      actor: 'test:export',
      action: 'campaign.end',
      targetKind: 'campaign',
      targetId: 'other',
      before: null,
      after: { note: '@SUM(A1)' },
    },
  ]);
});
afterAll(async () => t?.close());

describe('the audit log export', () => {
  it('is a CSV file with BOM, header, CRLF, quoting and the formula guard', async () => {
    const res = await exportAudit(
      'targetKind=campaign&actor=test%3Aexport%2C%20%22quoted%22%0Asecond%20line',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="audit-20261130.csv"; filename*=UTF-8''audit-20261130.csv`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = recordsOf(res.body);
    expect(header).toBe('id,at,actor,action,targetKind,targetId,before,after');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(
      /^\d+,2026-11-20 10:03:04,"test:export, ""quoted""\nsecond line",campaign\.update,campaign,'=cmd\|calc,"\{""title"":""a,b""\}",$/,
    );
  });

  it('narrows the rows as the list does, days in China', async () => {
    const one = recordsOf((await exportAudit('actor=test%3Aexport')).body);
    expect(one).toHaveLength(2);
    expect(one[1]).toContain(`"{""note"":""@SUM(A1)""}"`);
    const days = recordsOf(
      (await exportAudit('from=2026-11-20&to=2026-11-20&targetKind=campaign')).body,
    );
    expect(days).toHaveLength(2);
    expect(days[1]).toContain(',campaign.update,');
    const none = recordsOf((await exportAudit('action=campaign.publish&actor=nobody')).body);
    expect(none).toEqual(['id,at,actor,action,targetKind,targetId,before,after']);
  });

  it('reads many rows a page at a time, newest first, each once', async () => {
    const many = EXPORT_PAGE_ROWS * 2 + 3;
    await t.app.db.insert(operatorAudit).values(
      Array.from({ length: many }, (_, i) => ({
        at: new Date(NOW - i * 1000),
        operatorId: null,
        actor: 'test:bulk',
        action: 'coupon.issue',
        targetKind: 'user',
        targetId: String(i),
        before: null,
        after: null,
      })),
    );
    const rows = recordsOf((await exportAudit('actor=test%3Abulk')).body).slice(1);
    expect(rows).toHaveLength(many);
    const ids = rows.map((row) => Number(row.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(many);
  });

  it('writes one audit record per export, with the filters and the rows sent', async () => {
    const before = (await exportRecords()).length;
    await exportAudit('actor=test%3Aexport&from=2026-11-01');
    const records = await exportRecords();
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)).toMatchObject({
      operatorId: ops.idOf('admin'),
      actor: 'admin-1',
      targetKind: 'export',
      targetId: 'audit-20261130.csv',
      before: null,
      after: { filter: { actor: 'test:export', from: '2026-11-01' }, rows: 1 },
    });
  });

  it('carries no whole mobile of anyone', async () => {
    const mobiles = (await t.app.db.select({ mobile: users.mobile }).from(users))
      .map((user) => user.mobile)
      .filter((mobile) => mobile !== null);
    expect(mobiles.length).toBeGreaterThan(0);
    const { body } = await exportAudit('');
    for (const mobile of mobiles) expect(body).not.toContain(mobile);
  });

  it('is refused without a session (401), below admin (403) and with a bad filter (422)', async () => {
    const before = (await exportRecords()).length;
    expect((await exportAudit('', new OpsClient(t.app))).statusCode).toBe(401);
    expect((await exportAudit('', ops.as('viewer'))).statusCode).toBe(403);
    expect((await exportAudit('', ops.as('operator'))).statusCode).toBe(403);
    for (const query of ['action=no.such.action', 'from=2026-11-30&to=2026-11-01', 'page=2']) {
      expect((await exportAudit(query)).statusCode, query).toBe(422);
    }
    // Refusals read nothing and record nothing.
    expect(await exportRecords()).toHaveLength(before);
  });
});

describe('the feedback export', () => {
  const CALL_BACK = '13800990001';
  const FEEDBACK_HEADER =
    'id,ticket,subject,articleTitle,helpful,text,mobileMasked,userId,createdAt,status,assignee,reply,repliedBy,repliedAt';
  const exportFeedback = (query: string, client = ops.as('operator')) =>
    client.request('GET', `/knowledge/feedback/export${query ? `?${query}` : ''}`);

  beforeAll(async () => {
    await t.app.db.insert(knowledgeFeedback).values([
      {
        subject: 'general',
        text: '=1+1, "扣款"\n第二行',
        mobile: CALL_BACK,
        createdAt: new Date('2026-11-28T16:30:00Z'),
      },
      {
        subject: 'general',
        text: '已处理',
        status: 'in_progress',
        assigneeId: ops.idOf('operator'),
        createdAt: new Date('2026-11-28T17:00:00Z'),
      },
    ]);
  });

  it("writes the list's columns, times China's, the call-back number masked", async () => {
    const res = await exportFeedback('subject=general');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''feedback-20261130.csv`);
    const [header, ...rows] = recordsOf(res.body);
    expect(header).toBe(FEEDBACK_HEADER);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(
      /^\d+,FB\d{8},general,,,"'=1\+1, ""扣款""\n第二行",138\*\*\*\*0001,,2026-11-29 00:30:00,new,,,,$/,
    );
    expect(res.body).not.toContain(CALL_BACK);
  });

  it('narrows by status and assignee as the list does, and records each export', async () => {
    const before = (await exportRecords('export.feedback')).length;
    const mine = recordsOf((await exportFeedback('assignee=mine')).body);
    expect(mine).toHaveLength(2);
    expect(mine[1]).toContain(',in_progress,operator-1,');
    const nobody = recordsOf((await exportFeedback('status=in_progress&assignee=none')).body);
    expect(nobody).toEqual([FEEDBACK_HEADER]);
    const records = await exportRecords('export.feedback');
    expect(records).toHaveLength(before + 2);
    expect(records.at(-2)).toMatchObject({
      actor: 'operator-1',
      targetKind: 'export',
      targetId: 'feedback-20261130.csv',
      after: { filter: { assignee: 'mine' }, rows: 1 },
    });
    expect(records.at(-1)?.after).toEqual({
      filter: { status: 'in_progress', assignee: 'none' },
      rows: 0,
    });
  });

  it('is refused without a session (401), to a viewer (403) and with a bad filter (422)', async () => {
    expect((await exportFeedback('', new OpsClient(t.app))).statusCode).toBe(401);
    expect((await exportFeedback('', ops.as('viewer'))).statusCode).toBe(403);
    for (const query of ['status=lost', 'assignee=everyone', 'pageSize=5']) {
      expect((await exportFeedback(query)).statusCode, query).toBe(422);
    }
  });
});

describe("a campaign's attempts export", () => {
  const WINNER = '13700880001';
  const LOSER = '13700880002';
  let campaignId = 0;
  const exportAttempts = (path: string, client = ops.as('operator')) =>
    client.request('GET', `/campaigns/${path}`);

  beforeAll(async () => {
    const tiers = await t.app.db.select().from(campaignTiers);
    const losing = tiers.find((tier) => tier.prize === 'none');
    const winning = tiers.find(
      (tier) => tier.prize !== 'none' && tier.campaignId === losing?.campaignId,
    );
    if (!losing || !winning) throw new Error('the seeds have no campaign with both tiers');
    campaignId = losing.campaignId;
    const people = await t.app.db
      .insert(users)
      .values([
        { mobile: WINNER, userType: USER_TYPE.driver },
        { mobile: LOSER, userType: USER_TYPE.driver },
      ])
      .returning({ id: users.id });
    const [winner, loser] = people.map((person) => person.id);
    await t.app.db.insert(campaignAttempts).values([
      {
        campaignId,
        userId: winner ?? 0,
        requestId: 'export-1',
        tierId: winning.id,
        day: '2026-11-29',
        createdAt: new Date('2026-11-29T01:02:03Z'),
      },
      {
        campaignId,
        userId: loser ?? 0,
        requestId: 'export-2',
        tierId: losing.id,
        day: '2026-11-29',
        createdAt: new Date('2026-11-29T01:02:04Z'),
      },
    ]);
  });

  it('writes every attempt, or the winners alone, the mobiles masked, and records each', async () => {
    const before = (await exportRecords('export.campaign_attempts')).length;
    const all = await exportAttempts(`${campaignId}/attempts/export`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-disposition']).toContain(
      `filename*=UTF-8''campaign-attempts-20261130.csv`,
    );
    const [header, ...rows] = recordsOf(all.body);
    expect(header).toBe('id,at,day,userId,mobileMasked,tier,prize,amount');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      /^\d+,2026-11-29 09:02:04,2026-11-29,\d+,137\*\*\*\*0002,[^,]*,none,0$/,
    );
    expect(rows[1]).toContain(',137****0001,');
    const winners = await exportAttempts(`${campaignId}/attempts/export?only=winners`);
    const winnerRows = recordsOf(winners.body).slice(1);
    expect(winnerRows).toHaveLength(1);
    expect(winnerRows[0]).toContain(',137****0001,');
    for (const body of [all.body, winners.body]) {
      expect(body).not.toContain(WINNER);
      expect(body).not.toContain(LOSER);
    }
    const records = await exportRecords('export.campaign_attempts');
    expect(records).toHaveLength(before + 2);
    expect(records.at(-1)?.after).toEqual({
      filter: { id: campaignId, only: 'winners' },
      rows: 1,
    });
  });

  it('is refused without a session, to a viewer, for an unknown campaign and a bad filter', async () => {
    const path = `${campaignId}/attempts/export`;
    expect((await exportAttempts(path, new OpsClient(t.app))).statusCode).toBe(401);
    expect((await exportAttempts(path, ops.as('viewer'))).statusCode).toBe(403);
    expect((await exportAttempts('999999/attempts/export')).statusCode).toBe(404);
    expect((await exportAttempts(`${path}?only=losers`)).statusCode).toBe(422);
  });
});

describe('the referrals export', () => {
  const INVITEE = '13700660002';
  let inviter = 0;
  const exportReferrals = (query: string, client = ops.as('operator')) =>
    client.request('GET', `/referrals/export${query ? `?${query}` : ''}`);

  beforeAll(async () => {
    const [programme] = await t.app.db.select().from(referralProgrammes);
    if (!programme) throw new Error('the seeds have no referral programme');
    const people = await t.app.db
      .insert(users)
      .values([
        { mobile: '13700660001', userType: USER_TYPE.driver },
        { mobile: INVITEE, userType: USER_TYPE.driver },
      ])
      .returning({ id: users.id });
    inviter = people[0]?.id ?? 0;
    await t.app.db.insert(referrals).values({
      programmeId: programme.campaignId,
      inviterUserId: inviter,
      inviteeUserId: people[1]?.id ?? 0,
      state: 'registered',
      day: '2026-11-29',
      registeredAt: new Date('2026-11-28T16:00:00Z'),
      expiresAt: new Date('2026-12-28T16:00:00Z'),
    });
  });

  it("writes the list's columns for an inviter, masked, times China's, and records it", async () => {
    const before = (await exportRecords('export.referrals')).length;
    const res = await exportReferrals(`inviterUserId=${inviter}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = recordsOf(res.body);
    expect(header).toBe(
      'id,programme,programmeTitleZh,programmeTitleEn,state,reason,inviterUserId,inviteeUserId,inviteeMobileMasked,registeredAt,expiresAt,qualifiedAt,rewardedAt,inviterEntryId',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',registered,,');
    expect(rows[0]).toContain(',137****0002,2026-11-29 00:00:00,2026-12-29 00:00:00,,,');
    expect(res.body).not.toContain(INVITEE);
    expect(
      recordsOf((await exportReferrals('state=rewarded&inviterUserId=' + inviter)).body),
    ).toHaveLength(1);
    const records = await exportRecords('export.referrals');
    expect(records).toHaveLength(before + 2);
    expect(records.at(-2)?.after).toEqual({ filter: { inviterUserId: inviter }, rows: 1 });
  });

  it('is refused without a session, to a viewer, for an unknown programme and a bad filter', async () => {
    expect((await exportReferrals('', new OpsClient(t.app))).statusCode).toBe(401);
    expect((await exportReferrals('', ops.as('viewer'))).statusCode).toBe(403);
    expect((await exportReferrals('programme=no-such-programme')).statusCode).toBe(404);
    expect((await exportReferrals('state=lost')).statusCode).toBe(422);
  });
});

describe("a user's ledger export", () => {
  it('writes the entries of one asset, adjustments with their notes, and records it', async () => {
    const [someone] = await t.app.db
      .insert(users)
      .values({ mobile: '13700550001', userType: USER_TYPE.driver })
      .returning({ id: users.id });
    const userId = someone?.id ?? 0;
    const adjusted = await ops
      .as('operator')
      .request('POST', `/value/users/${userId}/adjustments`, {
        body: {
          asset: 'points',
          amount: 5,
          note: '=补发, "积分"',
          idempotencyKey: 'export-adjust-1',
        },
      });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const before = (await exportRecords('export.value_entries')).length;
    const path = `/value/users/${userId}/entries/export`;
    const res = await ops.as('operator').request('GET', `${path}?asset=points`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = recordsOf(res.body);
    expect(header).toBe(
      'entryId,amount,balanceAfter,reason,refKind,refId,expiresOn,createdAt,source,note,operator',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',operator_adjustment,');
    expect(rows[0]).toContain(`,2026-11-30 01:00:00,,"'=补发, ""积分""",operator-1`);
    const cash = await ops.as('operator').request('GET', `${path}?asset=cash_fen`);
    expect(recordsOf(cash.body)).toHaveLength(1);
    const records = await exportRecords('export.value_entries');
    expect(records).toHaveLength(before + 2);
    expect(records.at(-2)?.after).toEqual({ filter: { userId, asset: 'points' }, rows: 1 });
    expect((await ops.as('viewer').request('GET', `${path}?asset=points`)).statusCode).toBe(403);
    expect((await new OpsClient(t.app).request('GET', `${path}?asset=points`)).statusCode).toBe(
      401,
    );
    expect((await ops.as('operator').request('GET', `${path}?asset=gold`)).statusCode).toBe(422);
    const unknown = '/value/users/999999/entries/export?asset=points';
    expect((await ops.as('operator').request('GET', unknown)).statusCode).toBe(404);
  });
});

describe("a coupon template's coupons export", () => {
  it('writes who was given one and what became of it, masked, of one state when asked, and records it', async () => {
    const templateId = await templateFactory(() => t.app.db, 'export')({ userType: null });
    const holders = await t.app.db
      .insert(users)
      .values([
        { mobile: '13700990001', userType: USER_TYPE.driver },
        { mobile: '13700990002', userType: USER_TYPE.shipper },
      ])
      .returning({ id: users.id });
    const given: number[] = [];
    for (const [i, holder] of holders.entries()) {
      const res = await ops.as('operator').request('POST', `/value/users/${holder.id}/coupons`, {
        body: { templateId, note: '投诉补偿', idempotencyKey: `export-coupon-${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      given.push(res.json<{ couponId: number }>().couponId);
    }
    await t.app.db
      .update(userCoupons)
      .set({ usedAt: new Date(NOW - 3600_000) })
      .where(eq(userCoupons.id, given[0] ?? 0));
    const before = (await exportRecords('export.coupons')).length;
    const path = `/value/coupon-templates/${templateId}/coupons/export`;
    const all = await ops.as('operator').request('GET', path);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-disposition']).toContain('coupons-20261130.csv');
    const [header, ...rows] = recordsOf(all.body);
    expect(header).toBe(
      'couponId,userId,mobileMasked,state,source,givenAt,startsAt,expiresAt,usedAt',
    );
    // Newest first: the shipper's, still usable, then the driver's, used an hour ago.
    expect(rows).toEqual([
      `${given[1]},${holders[1]?.id},137****0002,usable,operator,2026-11-30 01:00:00,2026-11-30 01:00:00,2026-12-07 00:00:00,`,
      `${given[0]},${holders[0]?.id},137****0001,used,operator,2026-11-30 01:00:00,2026-11-30 01:00:00,2026-12-07 00:00:00,2026-11-30 00:00:00`,
    ]);
    expect(all.body).not.toContain('13700990001');
    const used = recordsOf((await ops.as('operator').request('GET', `${path}?state=used`)).body);
    expect(used).toHaveLength(2);
    expect(used[1]).toContain(',used,');
    const records = await exportRecords('export.coupons');
    expect(records).toHaveLength(before + 2);
    expect(records.at(-1)?.after).toEqual({
      filter: { id: templateId, state: 'used' },
      rows: 1,
    });
    expect((await ops.as('viewer').request('GET', path)).statusCode).toBe(403);
    expect((await new OpsClient(t.app).request('GET', path)).statusCode).toBe(401);
    expect((await ops.as('operator').request('GET', `${path}?state=lost`)).statusCode).toBe(422);
    const unknown = '/value/coupon-templates/999999/coupons/export';
    expect((await ops.as('operator').request('GET', unknown)).statusCode).toBe(404);
    // Refusals change nothing: no further record.
    expect(await exportRecords('export.coupons')).toHaveLength(before + 2);
  });
});

describe('an export whose rows drift from the declaration', () => {
  let drifted: TestApp;
  beforeAll(async () => {
    // The real declaration served with a row carrying a field it does not name.
    const drifting = serveOpsCsv(exportAuditEntries, async function* () {
      yield [
        {
          id: 1,
          at: '2026-11-29 10:00:00',
          actor: 'x',
          action: 'x',
          targetKind: 'x',
          targetId: 'x',
          before: '',
          after: '',
          mobile: '13900000003',
        } as never,
      ];
    });
    drifted = await buildTestApp({
      modules: domainModules.map((module) =>
        module.name === 'operators'
          ? {
              ...module,
              opsRoutes: (module.opsRoutes ?? []).map((route) =>
                route.endpoint === exportAuditEntries ? drifting : route,
              ),
            }
          : module,
      ),
    });
  });
  afterAll(async () => drifted?.close());

  it('is a 500 before any row is sent, and the extra field never leaves the server', async () => {
    const admin = (await operatorsOfEachRole(drifted.app, PASSWORD)).as('admin');
    const res = await admin.request('GET', '/audit/export');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('13900000003');
    const recorded = await drifted.app.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'export.audit')));
    expect(recorded).toEqual([]);
  });
});
