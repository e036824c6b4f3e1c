// A user's attempt at a campaign (docs/decisions/015-campaigns.md): a draw (or a red packet, a
// gift pack, a sign-in: one outcome decided by the server), or a grab that holds a unit under a
// lock until it is confirmed. Each runs in one transaction, in this order:
// 1. the attempt row, unique per (campaign, user, request id): a retried or doubled submit waits
//    for the first one on the unique index and then repeats its outcome, taking nothing;
// 2. the campaign's window, audience and the user's counters per day (Asia/Shanghai) and per
//    campaign, each raised by a conditional upsert only below its limit;
// 3. the stock: the drawn tier's `remaining` lowered only above zero, else its fallback's, ending
//    on the losing tier (never out of stock), so the published odds hold and no tier oversells;
// 4. the prize: a coupon (issueCoupon) or a ledger credit (credit), keyed by the attempt, in the
//    same transaction, so a prize is never given without its attempt nor taken without its prize.
// Row locks are taken attempt → counters → tier → account or coupon template; no path takes them
// the other way round (an exchange takes account → offer → template), so they cannot deadlock.
// A refusal rolls everything back: the attempt is not counted.
// This file holds the steps they share; draws and chosen attempts are draw.ts, grabs and their
// locks grab.ts, gift packs gift-pack-claim.ts.

import {
  type CampaignOutcome,
  type DrawnOutcome,
  OUTCOMES_TODAY_MAX,
} from '@freight/contract/endpoints/campaigns';
import { kindInfo } from '@freight/contract/endpoints/campaign-kinds';
import type { EntryReason, ValueAsset } from '@freight/contract/endpoints/value';
import { todayInChina } from '@freight/contract/china-time';
import { and, asc, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignAttempts,
  campaignLocks,
  campaignTiers,
  campaigns,
  campaignUserDays,
  campaignUserTotals,
} from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { Locale } from '@freight/contract/status';
import { credit, issueCoupon } from '../value/public.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import type { RandomInt } from './odds.ts';
import { otherRequest } from '../../http/request-ids.ts';
import { campaignMetrics } from '../../metrics.ts';
import { localized } from '../../http/user-message.ts';

export type Campaign = typeof campaigns.$inferSelect;
export type Tier = typeof campaignTiers.$inferSelect;

/**
 * What one attempt did, for the campaign metrics (metrics.ts): set inside its transaction, and
 * counted by `counted` once the transaction is over (committed; or refused with SOLD_OUT).
 */
interface Tally {
  campaign: Pick<Campaign, 'slug' | 'kind'> | undefined;
  /** A fresh attempt was counted (not a repeat of a request id). */
  attempted: boolean;
  /** A prize was given. */
  granted: boolean;
  /** The unit asked for was gone, and another tier was given. */
  fellBack: boolean;
}

export const newTally = (): Tally => ({
  campaign: undefined,
  attempted: false,
  granted: false,
  fellBack: false,
});

/** Settles like `work`, counting what its tally says once it has. */
export async function counted<T>(work: Promise<T>, tally: Tally): Promise<T> {
  let result: T;
  try {
    result = await work;
  } catch (error) {
    if (tally.campaign && error instanceof ApiError && error.code === BUSINESS_CODES.SOLD_OUT) {
      campaignMetrics.soldOuts.inc({ campaign: tally.campaign.slug, kind: tally.campaign.kind });
    }
    throw error;
  }
  if (tally.campaign) {
    const labels = { campaign: tally.campaign.slug, kind: tally.campaign.kind };
    if (tally.attempted) campaignMetrics.attempts.inc(labels);
    if (tally.granted) campaignMetrics.grants.inc(labels);
    if (tally.fellBack) campaignMetrics.soldOuts.inc(labels);
  }
  return result;
}

export interface AttemptInput {
  campaignId: number;
  userId: number;
  userType: number;
  requestId: string;
  /** The app's clock (ms). */
  now: number;
  locale: Locale;
  /** The draw's random source; the operating system's cryptographic one unless a test seeds it. */
  random?: RandomInt;
}

/** The key of a campaign's admission gate (several instances each gate their own share). */
export function gateKey(campaignId: number): string {
  return `campaign:${campaignId}`;
}

/** The ledger reason of a credit a campaign of this kind gives (its registry entry's). */
function reasonOf(kind: string): EntryReason {
  return kindInfo(kind)?.reason ?? 'campaign_prize';
}

export async function campaignOf(tx: Db, campaignId: number): Promise<Campaign> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
  // A draft is not there for users.
  if (!campaign?.publishedAt) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  return campaign;
}

/** The campaign's window and audience, checked before anything is counted. */
export async function checkEligible(
  tx: Db,
  campaign: Campaign,
  userId: number,
  userType: number,
  now: number,
): Promise<void> {
  if (campaign.endedAt !== null || now >= campaign.endsAt.getTime()) {
    throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, M.ended);
  }
  if (now < campaign.startsAt.getTime()) {
    throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, M.notYet);
  }
  if (campaign.userType !== null && campaign.userType !== userType) {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.otherUserType);
  }
  if (campaign.audience !== 'all') {
    const [user] = await tx
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    const isNew = (user?.createdAt.getTime() ?? 0) >= campaign.startsAt.getTime();
    if (campaign.audience === 'new' && !isNew) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.newUsersOnly);
    }
    if (campaign.audience === 'existing' && isNew) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.existingUsersOnly);
    }
  }
}

/**
 * Counts the attempt against the per-day and per-campaign limits. Each counter row is locked by
 * its upsert, so one user's parallel attempts with different request ids queue here and the limits
 * hold exactly.
 */
export async function countAttempt(
  tx: Db,
  campaign: Campaign,
  userId: number,
  day: string,
): Promise<{ attemptsToday: number; attempts: number }> {
  const campaignId = campaign.id;
  const [today] = await tx
    .insert(campaignUserDays)
    .values({ campaignId, userId, day, attempts: 1 })
    .onConflictDoUpdate({
      target: [campaignUserDays.campaignId, campaignUserDays.userId, campaignUserDays.day],
      set: { attempts: sql`${campaignUserDays.attempts} + 1` },
      ...(campaign.perDayLimit === null
        ? {}
        : { setWhere: sql`${campaignUserDays.attempts} < ${campaign.perDayLimit}` }),
    })
    .returning({ attempts: campaignUserDays.attempts });
  if (!today) throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, M.dayLimit);
  const [total] = await tx
    .insert(campaignUserTotals)
    .values({ campaignId, userId, attempts: 1 })
    .onConflictDoUpdate({
      target: [campaignUserTotals.campaignId, campaignUserTotals.userId],
      set: { attempts: sql`${campaignUserTotals.attempts} + 1` },
      ...(campaign.perCampaignLimit === null
        ? {}
        : { setWhere: sql`${campaignUserTotals.attempts} < ${campaign.perCampaignLimit}` }),
    })
    .returning({ attempts: campaignUserTotals.attempts });
  if (!total) throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, M.campaignLimit);
  return { attemptsToday: today.attempts, attempts: total.attempts };
}

/** The user's attempts today and in the campaign, as counted (a read). */
export async function attemptsOf(
  db: Db,
  campaignId: number,
  userId: number,
  now: number,
): Promise<{ attemptsToday: number; attempts: number }> {
  const [[today], [total]] = await Promise.all([
    db
      .select({ attempts: campaignUserDays.attempts })
      .from(campaignUserDays)
      .where(
        and(
          eq(campaignUserDays.campaignId, campaignId),
          eq(campaignUserDays.userId, userId),
          eq(campaignUserDays.day, todayInChina(now)),
        ),
      ),
    db
      .select({ attempts: campaignUserTotals.attempts })
      .from(campaignUserTotals)
      .where(
        and(eq(campaignUserTotals.campaignId, campaignId), eq(campaignUserTotals.userId, userId)),
      ),
  ]);
  return { attemptsToday: today?.attempts ?? 0, attempts: total?.attempts ?? 0 };
}

/**
 * What the user's attempts at the campaign today ended on, in the order drawn (the first
 * `OUTCOMES_TODAY_MAX`), in one query: the day is the attempt's own, the one its per-day counter
 * counted. An attempt still inside its transaction (no tier yet) and a grab not confirmed (held,
 * released or lapsed) are not outcomes.
 */
export async function outcomesToday(
  db: Db,
  campaignId: number,
  userId: number,
  now: number,
  locale: Locale,
): Promise<DrawnOutcome[]> {
  const rows = await db
    .select({
      attempt: {
        id: campaignAttempts.id,
        entryId: campaignAttempts.entryId,
        couponId: campaignAttempts.couponId,
      },
      tier: campaignTiers,
    })
    .from(campaignAttempts)
    .innerJoin(campaignTiers, eq(campaignTiers.id, campaignAttempts.tierId))
    .where(
      and(
        eq(campaignAttempts.campaignId, campaignId),
        eq(campaignAttempts.userId, userId),
        eq(campaignAttempts.day, todayInChina(now)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(campaignLocks)
            .where(
              and(
                eq(campaignLocks.attemptId, campaignAttempts.id),
                isNull(campaignLocks.consumedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(campaignAttempts.id))
    .limit(OUTCOMES_TODAY_MAX);
  return rows.map(({ attempt, tier }) => drawnOutcomeOf(attempt, tier, locale));
}

/** Takes one unit of a tier: one conditional UPDATE under the row's lock. */
export async function takeUnit(tx: Db, tierId: number): Promise<boolean> {
  const [taken] = await tx
    .update(campaignTiers)
    .set({ remaining: sql`${campaignTiers.remaining} - 1` })
    .where(and(eq(campaignTiers.id, tierId), gt(campaignTiers.remaining, 0)))
    .returning({ id: campaignTiers.id });
  return taken !== undefined;
}

/** Gives the tier's prize for the attempt: a coupon, a credit, or nothing (the losing tier). */
export async function award(
  tx: Db,
  campaign: Campaign,
  tier: Tier,
  attemptId: number,
  userId: number,
  now: number,
  /** A gift pack gives several tiers for one attempt: each keyed by its position too. */
  item?: number,
): Promise<{ entryId: number | null; couponId: number | null }> {
  const idempotencyKey =
    item === undefined ? `campaign-attempt:${attemptId}` : `campaign-attempt:${attemptId}:${item}`;
  switch (tier.prize) {
    case 'none':
      return { entryId: null, couponId: null };
    // A truck of a flash-sale line is not given here: publishing the shipment consumes its lock.
    case 'capacity':
      return { entryId: null, couponId: null };
    case 'coupon': {
      const { coupon } = await issueCoupon(tx, {
        userId,
        templateId: tier.couponTemplateId ?? 0,
        source: 'campaign',
        refId: campaign.id,
        idempotencyKey,
        now,
      });
      return { entryId: null, couponId: coupon.id };
    }
    default: {
      const entry = await credit(tx, {
        userId,
        asset: tier.prize as ValueAsset,
        amount: tier.amount,
        reason: reasonOf(campaign.kind),
        ref: { kind: 'campaign', id: campaign.id },
        idempotencyKey,
        now,
      });
      return { entryId: entry.entryId, couponId: null };
    }
  }
}

type GivenAttempt = { id: number; entryId: number | null; couponId: number | null };

/** The attempt's tier, and whether a prize was given for it. */
function drawnOutcomeOf(attempt: GivenAttempt, tier: Tier, locale: Locale): DrawnOutcome {
  return {
    attemptId: attempt.id,
    tier: {
      tierId: tier.id,
      position: tier.position,
      name: localized(tier, 'name', locale),
      prize: tier.prize as DrawnOutcome['tier']['prize'],
      amount: tier.amount,
      valueFen: tier.valueFen,
    },
    won: tier.prize !== 'none' && (attempt.entryId !== null || attempt.couponId !== null),
  };
}

export function outcomeOf(
  attempt: GivenAttempt,
  tier: Tier,
  locale: Locale,
  counts: { attemptsToday: number; attempts: number },
  repeated: boolean,
): CampaignOutcome {
  return {
    ...drawnOutcomeOf(attempt, tier, locale),
    couponId: attempt.couponId,
    entryId: attempt.entryId,
    ...counts,
    repeated,
  };
}

/** The outcome a finished attempt gave (a retry's answer). */
export async function priorOutcome(
  tx: Db,
  attemptId: number,
  campaignId: number,
  userId: number,
  input: Pick<AttemptInput, 'now' | 'locale'>,
): Promise<CampaignOutcome> {
  const [row] = await tx
    .select({ attempt: campaignAttempts, tier: campaignTiers })
    .from(campaignAttempts)
    .innerJoin(campaignTiers, eq(campaignTiers.id, campaignAttempts.tierId))
    .where(eq(campaignAttempts.id, attemptId));
  if (!row) throw otherRequest();
  const counts = await attemptsOf(tx, campaignId, userId, input.now);
  return outcomeOf(row.attempt, row.tier, input.locale, counts, true);
}

/** Writes the attempt first (its request id's unique index), or finds the one written before. */
export async function openAttempt(
  tx: Db,
  input: Pick<AttemptInput, 'campaignId' | 'userId' | 'requestId' | 'now'>,
  day: string,
): Promise<{ id: number; fresh: boolean }> {
  const { campaignId, userId, requestId, now } = input;
  const [attempt] = await tx
    .insert(campaignAttempts)
    .values({ campaignId, userId, requestId, day, createdAt: new Date(now) })
    .onConflictDoNothing({
      target: [campaignAttempts.campaignId, campaignAttempts.userId, campaignAttempts.requestId],
    })
    .returning({ id: campaignAttempts.id });
  if (attempt) return { id: attempt.id, fresh: true };
  const [prior] = await tx
    .select({ id: campaignAttempts.id })
    .from(campaignAttempts)
    .where(
      and(
        eq(campaignAttempts.campaignId, campaignId),
        eq(campaignAttempts.userId, userId),
        eq(campaignAttempts.requestId, requestId),
      ),
    );
  if (!prior) throw otherRequest();
  return { id: prior.id, fresh: false };
}

export async function lockOfAttempt(tx: Db, attemptId: number) {
  const [lock] = await tx
    .select()
    .from(campaignLocks)
    .where(eq(campaignLocks.attemptId, attemptId));
  return lock;
}

/** The tiers of campaigns, by campaign (for the rules page and the report). */
export async function tiersOf(db: Db, campaignIds: readonly number[]): Promise<Tier[]> {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(campaignTiers)
    .where(inArray(campaignTiers.campaignId, [...campaignIds]))
    .orderBy(asc(campaignTiers.campaignId), asc(campaignTiers.position));
}
