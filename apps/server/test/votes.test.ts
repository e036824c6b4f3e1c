// vote-service POST /api/vote/driver/submit: one ballot per driver per vote per (China) day, in a
// running vote, with results that add up, also when a driver taps twenty times at once.

import { voteSubmitResponse } from '@freight/contract/endpoints/vote';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voteBallots, voteCandidates, votes } from '../src/db/schema/votes.ts';
import { DEMO_VOTES } from '../src/modules/votes/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';

const SUBMIT = '/service/vote-service/api/vote/driver/submit';

describe('POST /service/vote-service/api/vote/driver/submit', () => {
  const clock = new TestClock();
  let t: TestApp;
  let running: { id: number; candidates: number[] };
  let ended: { id: number; candidates: number[] };

  async function demoVote(slug: string) {
    const [vote] = await t.app.db.select().from(votes).where(eq(votes.slug, slug));
    if (!vote) throw new Error(`demo vote ${slug} not seeded`);
    const candidates = await t.app.db
      .select({ id: voteCandidates.id })
      .from(voteCandidates)
      .where(eq(voteCandidates.voteId, vote.id))
      .orderBy(voteCandidates.position);
    return { id: vote.id, candidates: candidates.map((c) => c.id) };
  }

  const ballotsOf = async (voteId: number) => {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(voteBallots)
      .where(eq(voteBallots.voteId, voteId));
    return row?.n ?? 0;
  };

  const candidateVotes = async (candidateId: number) => {
    const [row] = await t.app.db
      .select({ votes: voteCandidates.votes })
      .from(voteCandidates)
      .where(eq(voteCandidates.id, candidateId));
    return row?.votes;
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
    running = await demoVote(DEMO_VOTES.running.slug);
    ended = await demoVote(DEMO_VOTES.ended.slug);
  });
  afterAll(() => t.close());

  it('seeds a running demo vote with four candidates and an ended one', () => {
    expect(running.candidates).toHaveLength(4);
    expect(ended.candidates).toHaveLength(2);
  });

  it('takes a ballot sent as a plain form, as the H5 sends it, and answers the results', async () => {
    const driver = await loginAs(t, '13900001001', 3);
    const candidateId = running.candidates[1] as number;
    const res = await driver.post(SUBMIT, { voteId: running.id, candidateId }, { encrypt: false });
    expect(res.statusCode).toBe(200);
    expect(res.encrypted).toBe(false);
    expect(res.envelope.status.code).toBe(0);
    const data = voteSubmitResponse.parse(res.envelope.data);
    expect(data).toMatchObject({
      voteId: running.id,
      candidateId,
      votesToday: 1,
    });
    expect(data.results.map((r) => r.candidateId)).toEqual(running.candidates);
    expect(data.results.find((r) => r.candidateId === candidateId)?.votes).toBe(1);
    expect(data.results[0]?.name).toBe(DEMO_VOTES.running.candidates[0]);
  });

  it('refuses a second ballot the same day (1001) without writing, and takes one the next day', async () => {
    const driver = await loginAs(t, '13900001002', 3);
    const [first, second] = running.candidates as [number, number];
    expect(
      (await driver.post(SUBMIT, { voteId: running.id, candidateId: first })).envelope.status.code,
    ).toBe(0);

    const ballots = await ballotsOf(running.id);
    const votesForSecond = await candidateVotes(second);
    const again = await driver.post(SUBMIT, {
      voteId: running.id,
      candidateId: second,
    });
    expect(again.statusCode).toBe(200);
    expect(again.envelope).toEqual({
      status: { code: 1001, msg: '今天已经投过票了，明天再来吧' },
      data: null,
    });
    expect(await ballotsOf(running.id)).toBe(ballots);
    expect(await candidateVotes(second)).toBe(votesForSecond);

    clock.advance(24 * 3600);
    const nextDay = await driver.post(SUBMIT, {
      voteId: running.id,
      candidateId: second,
    });
    expect(nextDay.envelope.status.code).toBe(0);
    expect((nextDay.envelope.data as { votesToday: number }).votesToday).toBe(1);
  });

  it('counts exactly one of twenty parallel ballots by one driver', async () => {
    const driver = await loginAs(t, '13900001003', 3);
    const candidateId = running.candidates[2] as number;
    const before = await candidateVotes(candidateId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        driver.post(SUBMIT, { voteId: running.id, candidateId }, { encrypt: false }),
      ),
    );
    const codes = answers.map((a) => a.envelope.status.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1001)).toHaveLength(19);
    const [mine] = await t.app.db
      .select({ n: count() })
      .from(voteBallots)
      .where(and(eq(voteBallots.voteId, running.id), eq(voteBallots.candidateId, candidateId)));
    expect(mine?.n).toBe(1);
    expect(await candidateVotes(candidateId)).toBe((before ?? 0) + 1);
  });

  it('keeps every candidate counter equal to its ballots', async () => {
    for (const candidateId of running.candidates) {
      const [ballots] = await t.app.db
        .select({ n: count() })
        .from(voteBallots)
        .where(eq(voteBallots.candidateId, candidateId));
      expect(await candidateVotes(candidateId)).toBe(ballots?.n);
    }
  });

  describe('refuses', () => {
    let driver: SignedClient;
    beforeAll(async () => {
      driver = await loginAs(t, '13900001004', 3);
    });

    it('a vote that has ended, or not started (1003), writing nothing', async () => {
      const res = await driver.post(SUBMIT, {
        voteId: ended.id,
        candidateId: ended.candidates[0],
      });
      expect(res.envelope).toEqual({
        status: { code: 1003, msg: '投票已经结束，感谢关注' },
        data: null,
      });
      expect(await ballotsOf(ended.id)).toBe(0);

      const [upcoming] = await t.app.db
        .insert(votes)
        .values({
          slug: 'test-upcoming',
          title: '下周开始的投票',
          startsAt: new Date(clock.now() + 7 * 86_400_000),
          endsAt: new Date(clock.now() + 14 * 86_400_000),
        })
        .returning({ id: votes.id });
      const [candidate] = await t.app.db
        .insert(voteCandidates)
        .values({ voteId: upcoming?.id as number, name: '候选人', position: 0 })
        .returning({ id: voteCandidates.id });
      const early = await driver.post(SUBMIT, {
        voteId: upcoming?.id,
        candidateId: candidate?.id,
      });
      expect(early.envelope.status).toEqual({
        code: 1003,
        msg: '投票还没开始，请稍后再来',
      });
      expect(await ballotsOf(upcoming?.id as number)).toBe(0);
    });

    it('a candidate of another vote, or an unknown vote (404)', async () => {
      const other = await driver.post(SUBMIT, {
        voteId: running.id,
        candidateId: ended.candidates[0],
      });
      expect(other.statusCode).toBe(404);
      expect(other.envelope.status.code).toBe(4040);
      const unknown = await driver.post(SUBMIT, {
        voteId: 999_999,
        candidateId: 1,
      });
      expect(unknown.statusCode).toBe(404);
      expect(await ballotsOf(running.id)).toBeGreaterThan(0);
    });

    it('bad input with 422 naming the fields', async () => {
      const res = await driver.post(SUBMIT, { voteId: 'abc' }, { encrypt: false });
      expect(res.statusCode).toBe(422);
      expect(res.envelope.status.code).toBe(4220);
      const fields = (res.envelope.data as { fields: { field: string }[] }).fields.map(
        (f) => f.field,
      );
      expect(fields).toEqual(expect.arrayContaining(['voteId', 'candidateId']));
      const negative = await driver.post(SUBMIT, {
        voteId: running.id,
        candidateId: -1,
      });
      expect(negative.statusCode).toBe(422);
    });

    it('a caller without a session (4010) or who is not a driver (4030)', async () => {
      const before = await ballotsOf(running.id);
      const res = await anonymous(t).post(SUBMIT, {
        voteId: running.id,
        candidateId: running.candidates[0],
      });
      expect(res.statusCode).toBe(401);
      expect(res.envelope.status.code).toBe(4010);
      const shipper = await loginAs(t, '13800001001', 1);
      const refused = await shipper.post(SUBMIT, {
        voteId: running.id,
        candidateId: running.candidates[0],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.envelope.status.code).toBe(4030);
      expect(await ballotsOf(running.id)).toBe(before);
    });
  });
});
