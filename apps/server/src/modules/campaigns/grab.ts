// Flash-sale grabs (docs/decisions/015-campaigns.md): a grab takes a unit of a tier and holds it
// under a lock with a token until it is confirmed (or published as a shipment), released, or
// lapses. On the shared steps of attempt.ts, taking row locks in its order.

import type { CampaignOutcome } from '@freight/contract/endpoints/campaigns';
import { todayInChina } from '@freight/contract/china-time';
import type { Locale } from '@freight/contract/status';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignAttempts,
  campaignLocks,
  campaignTiers,
  campaigns,
} from '../../db/schema/campaigns.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { admitted } from '../activity-stock/public.ts';
import {
  type AttemptInput,
  attemptsOf,
  award,
  campaignOf,
  checkEligible,
  countAttempt,
  counted,
  gateKey,
  lockOfAttempt,
  newTally,
  openAttempt,
  outcomeOf,
  priorOutcome,
  takeUnit,
} from './attempt.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { otherRequest } from '../../http/request-ids.ts';

export interface GrabInput extends Omit<AttemptInput, 'random'> {
  tierId: number;
}

export interface GrabResult {
  attemptId: number;
  token: string;
  expiresAt: string;
  tierId: number;
  repeated: boolean;
}

/** The housekeeping sweep: every lapsed lock released, in a transaction of its own. */
export function releaseLapsedLocksNow(db: Db, now: number): Promise<number> {
  return db.transaction((tx) => releaseLapsedLocks(tx, now));
}

/**
 * Returns the units of lapsed locks to their tiers' stock (of one tier, or all), inside the
 * caller's transaction: each lock is released once (its conditional UPDATE) and its unit goes back
 * with it. Tiers are raised in id order, so two releases running side by side cannot deadlock.
 */
export async function releaseLapsedLocks(tx: Db, now: number, tierId?: number): Promise<number> {
  const released = await tx
    .update(campaignLocks)
    .set({ releasedAt: new Date(now) })
    .where(
      and(
        isNull(campaignLocks.consumedAt),
        isNull(campaignLocks.releasedAt),
        lte(campaignLocks.expiresAt, sqlTimestamp(now)),
        tierId === undefined ? undefined : eq(campaignLocks.tierId, tierId),
      ),
    )
    .returning({ tierId: campaignLocks.tierId });
  await returnUnits(tx, released);
  return released.length;
}

/**
 * Gives each released hold's unit back to its tier's stock, inside the caller's transaction (a
 * lapsed grab's lock here, a lapsed cut in campaign-games/cut-price.ts). Tiers are raised in id
 * order, so two releases running side by side cannot deadlock.
 */
export async function returnUnits(tx: Db, released: readonly { tierId: number }[]): Promise<void> {
  const units = new Map<number, number>();
  for (const hold of released) units.set(hold.tierId, (units.get(hold.tierId) ?? 0) + 1);
  for (const [id, n] of [...units].sort(([a], [b]) => a - b)) {
    await tx
      .update(campaignTiers)
      .set({ remaining: sql`${campaignTiers.remaining} + ${n}` })
      .where(eq(campaignTiers.id, id));
  }
}

/**
 * A flash-sale grab: takes one unit of the tier and holds it under a lock with a token for the
 * campaign's `lockSeconds`. The same request id gets the same token back.
 */
export function grab(db: Db, input: GrabInput): Promise<GrabResult> {
  const { campaignId, tierId, userId, userType, now } = input;
  const tally = newTally();
  const work = admitted(db, gateKey(campaignId), () =>
    db.transaction(async (tx) => {
      const campaign = await campaignOf(tx, campaignId);
      tally.campaign = campaign;
      if (campaign.lockSeconds === null) {
        throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.noGrabs);
      }
      const day = todayInChina(now);
      const attempt = await openAttempt(tx, input, day);
      if (!attempt.fresh) {
        const lock = await lockOfAttempt(tx, attempt.id);
        if (!lock || lock.tierId !== tierId) {
          throw otherRequest();
        }
        return {
          attemptId: attempt.id,
          token: lock.token,
          expiresAt: lock.expiresAt.toISOString(),
          tierId,
          repeated: true,
        };
      }
      await checkEligible(tx, campaign, userId, userType, now);
      const [tier] = await tx
        .select()
        .from(campaignTiers)
        .where(and(eq(campaignTiers.id, tierId), eq(campaignTiers.campaignId, campaignId)));
      if (!tier || tier.prize === 'none') {
        throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noSuchTier);
      }
      await countAttempt(tx, campaign, userId, day);
      await releaseLapsedLocks(tx, now, tierId);
      if (!(await takeUnit(tx, tierId))) throw new ApiError(BUSINESS_CODES.SOLD_OUT, M.soldOut);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now + campaign.lockSeconds * 1000);
      await tx.insert(campaignLocks).values({ attemptId: attempt.id, token, tierId, expiresAt });
      await tx.update(campaignAttempts).set({ tierId }).where(eq(campaignAttempts.id, attempt.id));
      tally.attempted = true;
      return {
        attemptId: attempt.id,
        token,
        expiresAt: expiresAt.toISOString(),
        tierId,
        repeated: false,
      };
    }),
  );
  return counted(work, tally);
}

export interface ConfirmInput {
  token: string;
  userId: number;
  now: number;
  locale: Locale;
}

/** A lock still holding its unit at `now`: neither consumed nor released, and not lapsed. */
export function lockHeldAt(now: number) {
  return and(
    isNull(campaignLocks.consumedAt),
    isNull(campaignLocks.releasedAt),
    gt(campaignLocks.expiresAt, sqlTimestamp(now)),
  );
}

/**
 * Consumes a held unit's lock, once: one conditional UPDATE (not consumed, not released, not
 * lapsed), so of any number of callers with the same lock one gets true. Inside the caller's
 * transaction, with what the unit becomes (a prize, a shipment).
 */
export async function consumeLock(tx: Db, lockId: number, now: number): Promise<boolean> {
  const [consumed] = await tx
    .update(campaignLocks)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(campaignLocks.id, lockId), lockHeldAt(now)))
    .returning({ id: campaignLocks.id });
  return consumed !== undefined;
}

/**
 * Turns a held unit into its prize, exactly once: the lock is consumed by one conditional UPDATE
 * (not consumed, not released, not lapsed), so of two confirms with the same token one gives the
 * prize and the other repeats its outcome. A lock taken before the campaign ended is honoured.
 */
export async function confirmGrab(db: Db, input: ConfirmInput): Promise<CampaignOutcome> {
  const { token, userId, now } = input;
  const tally = newTally();
  const work = db.transaction(async (tx) => {
    const [row] = await tx
      .select({ lock: campaignLocks, attempt: campaignAttempts })
      .from(campaignLocks)
      .innerJoin(campaignAttempts, eq(campaignAttempts.id, campaignLocks.attemptId))
      .where(eq(campaignLocks.token, token));
    // Another user's token is no more theirs to confirm than an unknown one.
    if (!row || row.attempt.userId !== userId) {
      throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.grabNotFound);
    }
    const { lock, attempt } = row;
    const [held] = await tx
      .select({ prize: campaignTiers.prize })
      .from(campaignTiers)
      .where(eq(campaignTiers.id, lock.tierId));
    // A truck of a flash-sale line is taken by publishing the shipment, not by confirming.
    if (held?.prize === 'capacity') throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.publishIt);
    if (!(await consumeLock(tx, lock.id, now))) {
      const [current] = await tx
        .select({ consumedAt: campaignLocks.consumedAt })
        .from(campaignLocks)
        .where(eq(campaignLocks.id, lock.id));
      if (current?.consumedAt) {
        return priorOutcome(tx, attempt.id, attempt.campaignId, userId, input);
      }
      return { lapsedTierId: lock.tierId };
    }
    const [campaign] = await tx
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, attempt.campaignId));
    const [tier] = await tx.select().from(campaignTiers).where(eq(campaignTiers.id, lock.tierId));
    if (!campaign || !tier) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.grabNotFound);
    const given = await award(tx, campaign, tier, attempt.id, userId, now);
    await tx.update(campaignAttempts).set(given).where(eq(campaignAttempts.id, attempt.id));
    const counts = await attemptsOf(tx, campaign.id, userId, now);
    Object.assign(tally, { campaign, granted: true });
    return outcomeOf({ id: attempt.id, ...given }, tier, input.locale, counts, false);
  });
  const answer = await counted(work, tally);
  if ('lapsedTierId' in answer) {
    // The unit goes back now rather than at the next housekeeping round.
    await db.transaction((tx) => releaseLapsedLocks(tx, now, answer.lapsedTierId));
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.grabLapsed);
  }
  return answer;
}
