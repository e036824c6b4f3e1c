// Casting a ballot: the vote must be running, the candidate must be one of its own, and a driver
// gets one ballot per vote per China day. The unique index on (vote, user, day) is the rule, so
// parallel taps by one driver insert exactly one row; the candidate's counter moves in the same
// transaction, so the results always add up to the ballots.

import { todayInChina } from '@freight/contract/china-time';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { voteBallots, voteCandidates, votes } from '../../db/schema/votes.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';

export interface BallotResult {
  voteId: number;
  candidateId: number;
  votesToday: number;
  results: { candidateId: number; name: string; votes: number }[];
}

export async function castBallot(
  db: Db,
  input: { voteId: number; candidateId: number; userId: number; now: number },
): Promise<BallotResult> {
  const { voteId, candidateId, userId, now } = input;
  const day = todayInChina(now);
  return db.transaction(async (tx) => {
    const [vote] = await tx.select().from(votes).where(eq(votes.id, voteId));
    if (!vote) throw new ApiError(BUSINESS_CODES.NOT_FOUND, 'No such vote');
    if (now < vote.startsAt.getTime()) {
      throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, {
        'zh-CN': '投票还没开始，请稍后再来',
        'en-US': 'The vote has not started yet; please come back later',
      });
    }
    if (now >= vote.endsAt.getTime()) {
      throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, {
        'zh-CN': '投票已经结束，感谢关注',
        'en-US': 'The vote has ended; thank you',
      });
    }
    const [candidate] = await tx
      .select({ id: voteCandidates.id })
      .from(voteCandidates)
      .where(and(eq(voteCandidates.id, candidateId), eq(voteCandidates.voteId, voteId)));
    if (!candidate) throw new ApiError(BUSINESS_CODES.NOT_FOUND, 'No such candidate in this vote');

    // A concurrent duplicate waits here for the first insert to commit, then inserts nothing.
    const [ballot] = await tx
      .insert(voteBallots)
      .values({ voteId, candidateId, userId, day, createdAt: new Date(now) })
      .onConflictDoNothing({
        target: [voteBallots.voteId, voteBallots.userId, voteBallots.day],
      })
      .returning({ id: voteBallots.id });
    if (!ballot) {
      throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, {
        'zh-CN': '今天已经投过票了，明天再来吧',
        'en-US': 'You have voted today; come back tomorrow',
      });
    }
    await tx
      .update(voteCandidates)
      .set({ votes: sql`${voteCandidates.votes} + 1` })
      .where(eq(voteCandidates.id, candidateId));

    const [today] = await tx
      .select({ n: count() })
      .from(voteBallots)
      .where(
        and(
          eq(voteBallots.voteId, voteId),
          eq(voteBallots.userId, userId),
          eq(voteBallots.day, day),
        ),
      );
    const results = await tx
      .select({
        candidateId: voteCandidates.id,
        name: voteCandidates.name,
        votes: voteCandidates.votes,
      })
      .from(voteCandidates)
      .where(eq(voteCandidates.voteId, voteId))
      .orderBy(asc(voteCandidates.position));
    return { voteId, candidateId, votesToday: today?.n ?? 0, results };
  });
}
