// PostgreSQL restarted under draws (issue 41): two server processes (the built bundle, as
// production runs it) on a PostgreSQL 15 cluster of this file's own, with draws in flight (each a
// transaction), while the cluster is stopped and started again five times, `pg_ctl stop -m fast`
// and `-m immediate` in turn. postgres.js 3.4.9 crashed both processes here, every time, with
// "Cannot read properties of null (reading 'write')" (docs/decisions/010, addendum of issue 41).
//
// - no process exits;
// - while the database is down, every draw answers 503 with Retry-After (the contract's 5030);
// - the first draw succeeds within 2 s of the database accepting connections again;
// - every draw answered with a win is in the database with its prize, exactly once; a request id
//   repeated after a 503 is one attempt; no attempt or prize is there without the other.
//
// Runs only in the PostgreSQL 15 step of `npm test` (TEST_DATABASE_URL set), as the other tests
// that start server processes or a cluster of their own.

import { drawCampaign, drawCampaignResponse } from '@freight/contract/endpoints/campaigns';
import { endpointPath } from '@freight/contract/endpoints/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Pg15,
  restartPg15Server,
  startPg15,
  stopPg15,
  stopPg15Server,
} from '../../../scripts/pg15.mjs';
import { startTestServer, type TestServer } from '../../../scripts/serve-for-tests.mjs';
import { type Database, openPostgresDatabase } from '../src/db/database.ts';
import { campaigns, campaignTiers } from '../src/db/schema/campaigns.ts';
import { percentile } from './helpers/fault-load.ts';
import { httpTarget } from './helpers/http-target.ts';
import { logIn, outboxCode } from './helpers/login.ts';
import { SignedClient } from './helpers/signed.ts';
import { redisKeyPrefix } from './helpers/test-app.ts';

const DRAW = endpointPath(drawCampaign);
/** Draws in flight at once: one loop per driver. */
const LOOPS = 12;
const MODES = ['fast', 'immediate', 'fast', 'immediate', 'fast'] as const;
/** Points a win gives (the one prize tier). */
const POINTS = 7;

interface Outcome {
  loop: number;
  requestId: string;
  /** This request id was answered with an error before. */
  retry: boolean;
  startedAt: number;
  endedAt: number;
  /** 0 when no answer came at all (the connection to the server failed). */
  httpStatus: number;
  /** The envelope's code; -1 without an answer. */
  code: number;
  retryAfter: string | undefined;
  attemptId?: number;
  entryId?: number | null;
  won?: boolean;
  repeated?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two server instances while PostgreSQL 15 restarts under draws',
  () => {
    let pg: Pg15;
    let servers: TestServer[] = [];
    let database: Database;
    let campaignId: number;
    const drivers: SignedClient[] = [];

    beforeAll(async () => {
      // Acknowledged commits must survive `-m immediate`: synchronous_commit stays on.
      pg = await startPg15({ durable: true });
      const env = {
        DATABASE_URL: pg.url,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'error',
        REDIS_KEY_PREFIX: redisKeyPrefix(),
      };
      servers = await Promise.all([startTestServer(env), startTestServer(env)]);
      // The test's own pool: the campaign, and the reconciliation once the database is back.
      database = await openPostgresDatabase(pg.url, 2);
      for (let i = 0; i < LOOPS; i += 1) {
        const server = servers[i % 2] as TestServer;
        const ip = `198.51.100.${i + 1}`;
        const target = httpTarget(server.url, { timeoutMs: 15_000 });
        const client = new SignedClient(target, { ip });
        const mobile = `1370004${String(i).padStart(4, '0')}`;
        await logIn(client, mobile, 3, () => outboxCode(target, mobile, ip));
        drivers.push(client);
      }
      const now = Date.now();
      const [campaign] = await database.db
        .insert(campaigns)
        .values({
          slug: 'restart-draw',
          kind: 'draw',
          titleZh: '重启抽奖',
          titleEn: 'Restart draw',
          rulesZh: '测试',
          rulesEn: 'Test',
          userType: 3,
          startsAt: new Date(now - 3600_000),
          endsAt: new Date(now + 86_400_000),
          budgetUnits: 100_000,
          budgetFen: 0,
          publishedAt: new Date(now - 3600_000),
        })
        .returning({ id: campaigns.id });
      campaignId = (campaign as { id: number }).id;
      await database.db
        .insert(campaignTiers)
        .values([tier(0, 'none', 0, 50, null), tier(1, 'points', POINTS, 50, 100_000)]);
    }, 180_000);

    afterAll(async () => {
      await database?.close();
      await Promise.all(servers.map((server) => server.stop()));
      if (pg) await stopPg15(pg);
    });

    function tier(
      position: number,
      prize: string,
      amount: number,
      weight: number,
      total: number | null,
    ) {
      return {
        campaignId,
        position,
        nameZh: prize,
        nameEn: prize,
        prize,
        amount,
        valueFen: 0,
        weight,
        total,
        remaining: total,
      };
    }

    /** One draw; an error answer (or none) is recorded, never thrown. */
    async function send(loop: number, requestId: string, retry: boolean): Promise<Outcome> {
      const startedAt = Date.now();
      const base = { loop, requestId, retry, startedAt };
      try {
        const res = await (drivers[loop] as SignedClient).post(DRAW, { campaignId, requestId });
        const code = res.envelope.status.code;
        const outcome: Outcome = {
          ...base,
          endedAt: Date.now(),
          httpStatus: res.statusCode,
          code,
          retryAfter: res.headers['retry-after'],
        };
        if (code === 0) {
          const data = drawCampaignResponse.parse(res.envelope.data);
          Object.assign(outcome, {
            attemptId: data.attemptId,
            entryId: data.entryId,
            won: data.won,
            repeated: data.repeated,
          });
        }
        return outcome;
      } catch {
        return { ...base, endedAt: Date.now(), httpStatus: 0, code: -1, retryAfter: undefined };
      }
    }

    it('keeps both processes up through 5 restarts: 503 while down, back within 2 s, every prize once', async () => {
      const outcomes: Outcome[] = [];
      let running = true;
      // Each driver draws in a loop; a draw that got no success is sent again with its request id
      // (as a phone whose tap failed may), which must repeat its outcome if it had committed.
      const loops = drivers.map(async (_, loop) => {
        let n = 0;
        let pending: string | null = null;
        while (running) {
          const requestId: string = pending ?? `restart-${loop}-${(n += 1)}`;
          const outcome = await send(loop, requestId, pending !== null);
          outcomes.push(outcome);
          pending = outcome.code === 0 ? null : requestId;
          if (outcome.code !== 0) await sleep(50);
        }
      });

      const cycles: Record<string, number | string | null>[] = [];
      await sleep(1000);
      for (const mode of MODES) {
        // A process that died fails the test below; the remaining cycles would only wait.
        if (servers.some((server) => server.exitCode() !== null)) break;
        const stopBegan = Date.now();
        await stopPg15Server(pg, mode);
        const stopped = Date.now();
        await sleep(1000);
        const restartBegan = Date.now();
        await restartPg15Server(pg);
        // pg_ctl start -w returns once PostgreSQL accepts connections.
        const accepting = Date.now();
        let firstOkAt: number | undefined;
        while (firstOkAt === undefined && Date.now() - accepting < 10_000) {
          await sleep(50);
          firstOkAt = outcomes.find((o) => o.code === 0 && o.endedAt >= accepting)?.endedAt;
        }
        const down = outcomes.filter((o) => o.startedAt >= stopped && o.endedAt <= restartBegan);
        cycles.push({
          mode,
          stopMs: stopped - stopBegan,
          downAnswers: down.length,
          downP50Ms: percentile(
            down.map((o) => o.endedAt - o.startedAt),
            50,
          ),
          restartMs: accepting - restartBegan,
          firstOkAfterAcceptingMs: firstOkAt === undefined ? null : firstOkAt - accepting,
        });
        await sleep(700);
      }
      running = false;
      await Promise.all(loops);

      const exits = servers.map((server) => server.exitCode());
      const byCode: Record<number, number> = {};
      for (const o of outcomes) byCode[o.code] = (byCode[o.code] ?? 0) + 1;
      console.info(
        '[database-restarts]',
        JSON.stringify({ draws: outcomes.length, byCode, exits, cycles }),
      );
      if (exits.some((code) => code !== null)) {
        for (const server of servers) console.error(server.output().slice(-4000));
      }

      // No process exited; each answered every draw with a success or a 503 envelope.
      expect(exits).toEqual([null, null]);
      for (const outcome of outcomes) {
        if (outcome.code === 0) continue;
        expect(outcome, JSON.stringify(outcome)).toMatchObject({
          httpStatus: 503,
          code: 5030,
          retryAfter: '5',
        });
      }
      for (const cycle of cycles) {
        // While down: answered, and answered 503 (above) within the deadline.
        expect(cycle.downAnswers, JSON.stringify(cycle)).toBeGreaterThan(0);
        expect(cycle.downP50Ms as number, JSON.stringify(cycle)).toBeLessThan(2000);
        // Back: a draw succeeded within 2 s of PostgreSQL accepting connections.
        expect(cycle.firstOkAfterAcceptingMs, JSON.stringify(cycle)).not.toBeNull();
        expect(cycle.firstOkAfterAcceptingMs as number, JSON.stringify(cycle)).toBeLessThan(2000);
      }

      // Every win answered is stored with its prize, once; nothing is stored half.
      const attempts = (await database.db.execute<Record<string, unknown>>(sql`
        select a.id, a.request_id as "requestId", a.tier_id as "tierId", a.entry_id as "entryId",
               t.prize, e.amount, e.idempotency_key as "key"
        from campaign_attempts a
        left join campaign_tiers t on t.id = a.tier_id
        left join value_entries e on e.id = a.entry_id
        where a.campaign_id = ${campaignId}`)) as {
        id: number;
        requestId: string;
        tierId: number | null;
        entryId: number | null;
        prize: string | null;
        amount: number | null;
        key: string | null;
      }[];
      const prizes = (await database.db.execute<Record<string, unknown>>(sql`
        select idempotency_key as key, count(*)::int as n from value_entries
        where ref_kind = 'campaign' and ref_id = ${String(campaignId)} group by 1`)) as {
        key: string;
        n: number;
      }[];
      const attemptById = new Map(attempts.map((a) => [Number(a.id), a]));
      const requestIds = new Map<string, number>();
      for (const a of attempts) requestIds.set(a.requestId, (requestIds.get(a.requestId) ?? 0) + 1);
      const acknowledged = outcomes.filter((o) => o.code === 0);
      const wins = acknowledged.filter((o) => o.won);
      const lostWins = wins.filter((o) => {
        const stored = attemptById.get(o.attemptId as number);
        return (
          stored?.requestId !== o.requestId ||
          Number(stored.entryId) !== o.entryId ||
          Number(stored.amount) !== POINTS
        );
      });
      const half = attempts.filter(
        (a) => a.tierId === null || (a.prize === 'points') !== (a.entryId !== null),
      );
      const prizesWithoutAttempt = prizes.filter(
        (p) => !attemptById.has(Number(p.key.replace('campaign-attempt:', ''))),
      );
      console.info(
        '[database-restarts] reconciliation:',
        JSON.stringify({
          acknowledged: acknowledged.length,
          wins: wins.length,
          repeatedAfterError: acknowledged.filter((o) => o.retry && o.repeated).length,
          stored: attempts.length,
        }),
      );
      expect(wins.length).toBeGreaterThan(10);
      expect(lostWins).toEqual([]);
      expect([...requestIds].filter(([, n]) => n > 1)).toEqual([]);
      expect(prizes.filter((p) => p.n > 1)).toEqual([]);
      expect(half).toEqual([]);
      expect(prizesWithoutAttempt).toEqual([]);
      // An answered draw's attempt is there; a request id answered twice gave one attempt.
      for (const o of acknowledged) {
        expect(attemptById.get(o.attemptId as number)?.requestId).toBe(o.requestId);
      }
    }, 120_000);
  },
);
