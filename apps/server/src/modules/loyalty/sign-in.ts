// The daily sign-in (issue 17, docs/decisions/022-loyalty.md): a campaign of kind `sign_in` per
// user type, with a per-day limit of one; its tiers at positions 1..7 are the days of the cycle and
// position 0 is the losing tier (a day whose reward has run out). A sign-in is a campaign attempt
// whose tier is chosen, not drawn: the cycle day of the streak it makes. The streak is the run of
// consecutive days (Asia/Shanghai) the user has a row in campaign_user_days for that campaign,
// written by the attempt's own counter, so a day is counted once however many taps race.

import {
  SIGN_IN_CYCLE_DAYS,
  type SignInResult,
  type SignInStatus,
} from '@freight/contract/endpoints/loyalty';
import type { ValueAsset } from '@freight/contract/endpoints/value';
import type { Locale } from '@freight/contract/status';
import { todayInChina } from '@freight/contract/china-time';
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns, campaignUserDays } from '../../db/schema/campaigns.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { chosenAttempt, tiersOf } from '../campaigns/public.ts';
import { addDays } from '../../china-days.ts';
import { LOYALTY_MESSAGES as M } from './messages.ts';
import { localized } from '../../http/user-message.ts';

/** Days the sign-in page's calendar shows. */
const RECENT_DAYS = 35;

type Campaign = typeof campaigns.$inferSelect;

/** The cycle day the `streak`-th consecutive day gives. */
export function cycleDayOf(streak: number): number {
  return ((Math.max(streak, 1) - 1) % SIGN_IN_CYCLE_DAYS) + 1;
}

/** Published campaigns (of `kind`, or any) running at `now` for `userType` (theirs or everyone's). */
export function runningFor(kind: string | null, userType: number, now: number) {
  return and(
    kind === null ? undefined : eq(campaigns.kind, kind),
    isNotNull(campaigns.publishedAt),
    isNull(campaigns.endedAt),
    lte(campaigns.startsAt, sqlTimestamp(now)),
    gt(campaigns.endsAt, sqlTimestamp(now)),
    or(isNull(campaigns.userType), eq(campaigns.userType, userType)),
  );
}

/** The sign-in running for a user type (the newest, should operators run two at once). */
export async function signInCampaignOf(
  db: Db,
  userType: number,
  now: number,
): Promise<Campaign | undefined> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(runningFor('sign_in', userType, now))
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  return campaign;
}

/**
 * Consecutive days signed ending on `end` (0 when `end` is not signed). Days descending, each
 * plus its row number is the same date along a run without gaps and smaller after a gap: the run
 * ending on `end` is the rows where it is `end` + 1.
 */
export async function streakEnding(
  db: Db,
  campaignId: number,
  userId: number,
  end: string,
): Promise<number> {
  const days = db
    .select({
      run: sql<string>`(${campaignUserDays.day} + (row_number() over (order by ${campaignUserDays.day} desc))::int)`.as(
        'run',
      ),
    })
    .from(campaignUserDays)
    .where(
      and(
        eq(campaignUserDays.campaignId, campaignId),
        eq(campaignUserDays.userId, userId),
        lte(campaignUserDays.day, end),
      ),
    )
    .as('days');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(days)
    .where(sql`${days.run} = ${addDays(end, 1)}::date`);
  return Number(row?.n ?? 0);
}

/** The caller's sign-in: today, the streak, what each cycle day gives, the recent days. */
export async function signInStatus(
  db: Db,
  input: { userId: number; userType: number; now: number; locale: Locale },
): Promise<SignInStatus> {
  const { userId, userType, now, locale } = input;
  const today = todayInChina(now);
  const campaign = await signInCampaignOf(db, userType, now);
  if (!campaign) {
    return {
      campaign: null,
      today,
      signedToday: false,
      streak: 0,
      nextCycleDay: 1,
      cycle: [],
      recent: [],
    };
  }
  const [recentRows, tiers] = await Promise.all([
    db
      .select({ day: campaignUserDays.day })
      .from(campaignUserDays)
      .where(
        and(
          eq(campaignUserDays.campaignId, campaign.id),
          eq(campaignUserDays.userId, userId),
          gte(campaignUserDays.day, addDays(today, -(RECENT_DAYS - 1))),
          lte(campaignUserDays.day, today),
        ),
      )
      .orderBy(asc(campaignUserDays.day)),
    tiersOf(db, [campaign.id]),
  ]);
  const recent = recentRows.map((row) => row.day);
  const signedToday = recent.at(-1) === today;
  const streak = await streakEnding(
    db,
    campaign.id,
    userId,
    signedToday ? today : addDays(today, -1),
  );
  const cycle = [];
  for (let day = 1; day <= SIGN_IN_CYCLE_DAYS; day += 1) {
    const tier = tiers.find((t) => t.position === day && t.prize !== 'none');
    if (!tier) continue;
    const given = tier.prize !== 'coupon' && tier.prize !== 'capacity' && tier.remaining !== 0;
    cycle.push({
      day,
      reward: given ? { asset: tier.prize as ValueAsset, amount: tier.amount } : null,
    });
  }
  return {
    campaign: {
      campaignId: campaign.id,
      slug: campaign.slug,
      title: localized(campaign, 'title', locale),
      endsAt: campaign.endsAt.toISOString(),
    },
    today,
    signedToday,
    streak,
    nextCycleDay: cycleDayOf(streak + 1),
    cycle,
    recent,
  };
}

/**
 * Signs the user in for today, once: the sign-in's attempt (the request id makes a retry repeat
 * it), counted against the per-day limit of one (another request id the same day is
 * LIMIT_REACHED), its tier the cycle day of the streak today makes; a day whose reward has run out
 * still counts for the streak, and gives nothing.
 */
export async function signIn(
  db: Db,
  input: { userId: number; userType: number; requestId: string; now: number; locale: Locale },
): Promise<SignInResult> {
  const campaign = await signInCampaignOf(db, input.userType, input.now);
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noSignIn);
  let made: number | undefined;
  const { outcome, day } = await chosenAttempt(db, {
    ...input,
    campaignId: campaign.id,
    whenSoldOut: 'losing',
    async choose(tx, _campaign, today) {
      made = await streakEnding(tx, campaign.id, input.userId, today);
      return cycleDayOf(made);
    },
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === BUSINESS_CODES.LIMIT_REACHED) {
      throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, M.signedToday);
    }
    throw error;
  });
  // A repeated answer: the streak the first one made (days before it never change).
  const streak = made ?? Math.max(1, await streakEnding(db, campaign.id, input.userId, day));
  const { tier } = outcome;
  const given = tier.prize !== 'none' && outcome.entryId !== null;
  return {
    attemptId: outcome.attemptId,
    day,
    streak,
    cycleDay: cycleDayOf(streak),
    reward: given ? { asset: tier.prize as ValueAsset, amount: tier.amount } : null,
    entryId: outcome.entryId,
    repeated: outcome.repeated,
  };
}
