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

import {
  type CampaignOutcome,
  type DrawnOutcome,
  OUTCOMES_TODAY_MAX,
} from '@freight/contract/endpoints/campaigns';
import { type KindsWhere, kindInfo } from '@freight/contract/endpoints/campaign-kinds';
import type { EntryReason, ValueAsset } from '@freight/contract/endpoints/value';
import { todayInChina } from '@freight/contract/china-time';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
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
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { UserMessage } from '../../http/user-message.ts';
import type { Locale } from '@freight/contract/status';
import { admitted } from '../activity-stock/public.ts';
import { credit, issueCoupon } from '../value/public.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { cryptoRandomInt, pickPosition, type RandomInt, settlePosition } from './odds.ts';
import { otherRequest } from '../../http/request-ids.ts';
import { campaignMetrics } from '../../metrics.ts';

type Campaign = typeof campaigns.$inferSelect;
type Tier = typeof campaignTiers.$inferSelect;

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

const newTally = (): Tally => ({
  campaign: undefined,
  attempted: false,
  granted: false,
  fellBack: false,
});

/** Settles like `work`, counting what its tally says once it has. */
async function counted<T>(work: Promise<T>, tally: Tally): Promise<T> {
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

/** A campaign of this kind is a new user's gift pack: each prize tier is one item of the pack. */
export const GIFT_PACK_KIND = 'gift_pack' satisfies KindsWhere<'engine', 'pack'>;

/**
 * Why a published campaign of this kind is not drawn on the draw endpoint (its registry engine,
 * endpoints/campaign-kinds.ts); null: it is (a grab is refused by its lock, a programme by having
 * no tiers, before either is drawn).
 */
function notDrawn(kind: string): UserMessage | null {
  const engine = kindInfo(kind)?.engine;
  switch (engine) {
    case 'pack':
      return M.packOnly;
    // A sign-in's or a task's tier is the server's rule's, not the luck of a draw.
    case 'chosen':
      return M.loyaltyOnly;
    // Played on their own endpoints (modules/campaign-games, ADR 030): a cut's prize comes from
    // friends' cuts, a phrase's from a full set of characters, never from a draw of the tiers.
    case 'game':
      return M.gameOnly;
    case 'draw':
    case 'grab':
    case 'programme':
    case undefined:
      return null;
    default:
      return engine satisfies never;
  }
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
async function award(
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
      name: locale === 'en-US' ? tier.nameEn : tier.nameZh,
      prize: tier.prize as DrawnOutcome['tier']['prize'],
      amount: tier.amount,
      valueFen: tier.valueFen,
    },
    won: tier.prize !== 'none' && (attempt.entryId !== null || attempt.couponId !== null),
  };
}

function outcomeOf(
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
async function priorOutcome(
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

async function lockOfAttempt(tx: Db, attemptId: number) {
  const [lock] = await tx
    .select()
    .from(campaignLocks)
    .where(eq(campaignLocks.attemptId, attemptId));
  return lock;
}

/**
 * One draw: the server picks a tier by the published weights with a cryptographic random source
 * and settles it against stock, in one transaction; a retry with the same request id gets the
 * first outcome.
 */
export function draw(db: Db, input: AttemptInput): Promise<CampaignOutcome> {
  const { campaignId, userId, userType, now, locale } = input;
  const random = input.random ?? cryptoRandomInt;
  const tally = newTally();
  const work = admitted(db, gateKey(campaignId), () =>
    db.transaction(async (tx) => {
      const campaign = await campaignOf(tx, campaignId);
      tally.campaign = campaign;
      const day = todayInChina(now);
      const attempt = await openAttempt(tx, input, day);
      if (!attempt.fresh) {
        // A grab's request id is not a draw's.
        if (await lockOfAttempt(tx, attempt.id)) {
          throw otherRequest();
        }
        return priorOutcome(tx, attempt.id, campaignId, userId, input);
      }
      if (campaign.lockSeconds !== null) {
        throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.grabsOnly);
      }
      const refusal = notDrawn(campaign.kind);
      if (refusal !== null) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, refusal);
      await checkEligible(tx, campaign, userId, userType, now);
      const counts = await countAttempt(tx, campaign, userId, day);

      const tiers = await tx
        .select()
        .from(campaignTiers)
        .where(eq(campaignTiers.campaignId, campaignId))
        .orderBy(asc(campaignTiers.position));
      const losing = tiers.find((tier) => tier.prize === 'none');
      // A campaign without tiers (a referral programme rewards through its own module).
      if (!losing) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.nothingToDraw);
      const drawn = pickPosition(tiers, random);
      const byPosition = new Map(tiers.map((tier) => [tier.position, tier]));
      const settled = await settlePosition(tiers, drawn, losing.position, (position) =>
        takeUnit(tx, byPosition.get(position)?.id ?? 0),
      );
      const tier = byPosition.get(settled) ?? losing;
      const given = await award(tx, campaign, tier, attempt.id, userId, now);
      const drawnTier = byPosition.get(drawn);
      await tx
        .update(campaignAttempts)
        .set({
          tierId: tier.id,
          drawnTierId: drawn === settled ? null : (drawnTier?.id ?? null),
          ...given,
        })
        .where(eq(campaignAttempts.id, attempt.id));
      const outcome = outcomeOf({ id: attempt.id, ...given }, tier, locale, counts, false);
      Object.assign(tally, { attempted: true, granted: outcome.won, fellBack: drawn !== settled });
      return outcome;
    }),
  );
  return counted(work, tally);
}

export interface ChosenAttemptInput extends Omit<AttemptInput, 'random'> {
  /**
   * Inside the transaction, once the attempt is fresh and the campaign's window and audience are
   * checked, before it is counted: refuses an attempt the rule does not allow yet (a task not
   * done), by throwing.
   */
  check?: (tx: Db, campaign: Campaign, day: string) => Promise<void>;
  /** Once the attempt is counted (today's counter row written): the position of the tier to give. */
  choose: (tx: Db, campaign: Campaign, day: string) => Promise<number>;
  /**
   * When the chosen tier is out of stock: `losing` gives the losing tier (the attempt still
   * counts: a sign-in's day), `refuse` is SOLD_OUT and rolls everything back.
   */
  whenSoldOut: 'losing' | 'refuse';
}

/** A chosen attempt's outcome and the day (Asia/Shanghai) it counted for. */
export interface ChosenOutcome {
  outcome: CampaignOutcome;
  day: string;
}

/**
 * An attempt whose tier the server's rule chooses instead of a draw (a sign-in: the cycle day of
 * the streak; a task: its prize), on the same machinery and in one transaction: the attempt row
 * (a retry of the request id repeats the first outcome), window and audience, the rule's check,
 * the per-day and per-campaign counters, the chosen tier's unit (or the losing tier, or SOLD_OUT)
 * and the prize keyed by the attempt. Only for the kinds of engine `chosen` (the registry's).
 */
export function chosenAttempt(db: Db, input: ChosenAttemptInput): Promise<ChosenOutcome> {
  const { campaignId, userId, userType, now, locale } = input;
  const tally = newTally();
  const work = admitted(db, gateKey(campaignId), () =>
    db.transaction(async (tx) => {
      const campaign = await campaignOf(tx, campaignId);
      tally.campaign = campaign;
      if (kindInfo(campaign.kind)?.engine !== 'chosen') {
        throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notLoyalty);
      }
      const today = todayInChina(now);
      const attempt = await openAttempt(tx, input, today);
      if (!attempt.fresh) {
        const [prior] = await tx
          .select({ day: campaignAttempts.day })
          .from(campaignAttempts)
          .where(eq(campaignAttempts.id, attempt.id));
        const outcome = await priorOutcome(tx, attempt.id, campaignId, userId, input);
        return { outcome, day: prior?.day ?? today };
      }
      await checkEligible(tx, campaign, userId, userType, now);
      await input.check?.(tx, campaign, today);
      const counts = await countAttempt(tx, campaign, userId, today);
      const tiers = await tiersOf(tx, [campaignId]);
      const losing = tiers.find((tier) => tier.prize === 'none');
      const position = await input.choose(tx, campaign, today);
      const chosen = tiers.find((tier) => tier.position === position && tier.prize !== 'none');
      if (!chosen) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.nothingToDraw);
      let tier = chosen;
      if (!(await takeUnit(tx, chosen.id))) {
        if (input.whenSoldOut === 'refuse' || !losing) {
          throw new ApiError(BUSINESS_CODES.SOLD_OUT, M.soldOut);
        }
        tier = losing;
      }
      const given = await award(tx, campaign, tier, attempt.id, userId, now);
      await tx
        .update(campaignAttempts)
        .set({ tierId: tier.id, drawnTierId: tier === chosen ? null : chosen.id, ...given })
        .where(eq(campaignAttempts.id, attempt.id));
      const outcome = outcomeOf({ id: attempt.id, ...given }, tier, locale, counts, false);
      Object.assign(tally, { attempted: true, granted: outcome.won, fellBack: tier !== chosen });
      return { outcome, day: today };
    }),
  );
  return counted(work, tally);
}

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

/** A pack's items: its prize tiers, in position order (the losing tier is never an item). */
export function packItems(tiers: readonly Tier[]): Tier[] {
  return tiers.filter((tier) => tier.prize !== 'none').sort((a, b) => a.position - b.position);
}

export interface PackClaim {
  attemptId: number;
  items: Tier[];
  claimedAt: Date;
  repeated: boolean;
}

/**
 * A new user takes a gift pack whole, in one transaction: the attempt row (a retry of the same
 * request id repeats the answer), the window and audience (new users of the pack's user type),
 * the user's counter (a pack's limit is one: a second request id is LIMIT_REACHED), a unit of
 * every item in position order (one gone: SOLD_OUT, and everything rolls back, so no pack is
 * given in part), then each item's coupon or credit keyed by the attempt and the item.
 */
export function claimPack(db: Db, input: Omit<AttemptInput, 'random'>): Promise<PackClaim> {
  const { campaignId, userId, userType, now } = input;
  const tally = newTally();
  const work = admitted(db, gateKey(campaignId), () =>
    db.transaction(async (tx) => {
      const campaign = await campaignOf(tx, campaignId);
      tally.campaign = campaign;
      if (campaign.kind !== GIFT_PACK_KIND) {
        throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notAPack);
      }
      const day = todayInChina(now);
      const attempt = await openAttempt(tx, input, day);
      const items = packItems(await tiersOf(tx, [campaignId]));
      if (!attempt.fresh) {
        const [prior] = await tx
          .select({ createdAt: campaignAttempts.createdAt })
          .from(campaignAttempts)
          .where(eq(campaignAttempts.id, attempt.id));
        return {
          attemptId: attempt.id,
          items,
          claimedAt: prior?.createdAt ?? new Date(now),
          repeated: true,
        };
      }
      await checkEligible(tx, campaign, userId, userType, now);
      await countAttempt(tx, { ...campaign, perCampaignLimit: 1 }, userId, day).catch(
        (error: unknown) => {
          // The pack's limit is one per user, whatever else the campaign says.
          if (error instanceof ApiError && error.code === BUSINESS_CODES.LIMIT_REACHED) {
            throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, M.packClaimed);
          }
          throw error;
        },
      );
      if (items.length === 0) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.nothingToDraw);
      for (const item of items) {
        if (!(await takeUnit(tx, item.id))) {
          throw new ApiError(BUSINESS_CODES.SOLD_OUT, M.packGone);
        }
      }
      for (const item of items) {
        await award(tx, campaign, item, attempt.id, userId, now, item.position);
      }
      const [first] = items;
      await tx
        .update(campaignAttempts)
        .set({ tierId: first?.id ?? null })
        .where(eq(campaignAttempts.id, attempt.id));
      Object.assign(tally, { attempted: true, granted: true });
      return { attemptId: attempt.id, items, claimedAt: new Date(now), repeated: false };
    }),
  );
  return counted(work, tally);
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
