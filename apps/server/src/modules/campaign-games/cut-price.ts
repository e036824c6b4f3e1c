// Cut price (kind `cut_price`, docs/decisions/030): a starter's cut holds one unit of the
// campaign's prize tier; friends help once each, the server deciding each cut's size; the help
// that reaches the target gives the starter the prize, once, in its own transaction.
// - A start is the campaign's attempt (attempt.ts): its request id (a retry repeats the answer),
//   window, audience, and the starter's per-day and per-campaign limits; then one open cut per
//   starter and campaign (checked after the counters, whose row lock queues one user's starts), and
//   the prize unit, after lapsed cuts of the tier have returned theirs.
// - A help locks the cut's row first (SELECT … FOR UPDATE), so two helpers on the last cut queue:
//   the first finishes it and gives the prize, the second finds it finished; `cut_fen` cannot pass
//   the target (the size is what is left at most, and a check says so). Then the helper's earlier
//   help of this cut (a retry, a double tap, another request id: the first answer), the starter
//   (refused), finished or lapsed (refused), the helper's cuts today (a counter raised only below
//   the limit), the cut's size, the help row, the cut, and on the last cut the prize through the
//   value core keyed `cut:<id>` and recorded on the start's attempt (the campaign's report counts
//   it there).
// Locks: attempt → counters → cuts (lapsed) → tier, and cut → helper counter → account or coupon
// template; nothing takes them the other way round, nor a cut after an account.

import type { CutPriceGame, CutView } from '@freight/contract/endpoints/campaign-games';
import { CUT_HELPERS_SHOWN } from '@freight/contract/endpoints/campaign-games-values';
import { maskMobile } from '@freight/contract/rules/mask';
import { todayInChina } from '@freight/contract/china-time';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignCutHelperDays,
  campaignCutHelps,
  campaignCuts,
} from '../../db/schema/campaign-games.ts';
import { campaignAttempts, campaignTiers, campaigns } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/users.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { admitted } from '../activity-stock/public.ts';
import {
  CAMPAIGN_MESSAGES,
  campaignOf,
  checkEligible,
  countAttempt,
  cryptoRandomInt,
  cutTermsOf,
  GAME_MESSAGES as M,
  gateKey,
  openAttempt,
  type RandomInt,
  returnUnits,
  takeUnit,
} from '../campaigns/public.ts';
import { nextCutFen } from './cut-size.ts';
import { givePrize, prizeTierOf } from './prize.ts';
import { otherRequest } from '../../http/request-ids.ts';

type Campaign = typeof campaigns.$inferSelect;
type Cut = typeof campaignCuts.$inferSelect;

const HOUR_MS = 3600_000;

function stateOf(cut: Cut, now: number): CutView['state'] {
  if (cut.finishedAt) return 'finished';
  return cut.releasedAt || now >= cut.expiresAt.getTime() ? 'expired' : 'open';
}

/** A cut as `viewerId` sees it: progress, the newest helpers masked, their own part. */
async function cutView(db: Db, cut: Cut, viewerId: number | null, now: number): Promise<CutView> {
  const mine = viewerId === cut.starterId;
  const [[starter], helpers, [myHelp], [attempt]] = await Promise.all([
    db.select({ mobile: users.mobile }).from(users).where(eq(users.id, cut.starterId)),
    db
      .select({
        mobile: users.mobile,
        amountFen: campaignCutHelps.amountFen,
        at: campaignCutHelps.createdAt,
      })
      .from(campaignCutHelps)
      .innerJoin(users, eq(users.id, campaignCutHelps.helperId))
      .where(eq(campaignCutHelps.cutId, cut.id))
      .orderBy(desc(campaignCutHelps.id))
      .limit(CUT_HELPERS_SHOWN),
    viewerId === null || mine
      ? []
      : db
          .select({ amountFen: campaignCutHelps.amountFen })
          .from(campaignCutHelps)
          .where(and(eq(campaignCutHelps.cutId, cut.id), eq(campaignCutHelps.helperId, viewerId))),
    mine && cut.finishedAt
      ? db
          .select({ couponId: campaignAttempts.couponId, entryId: campaignAttempts.entryId })
          .from(campaignAttempts)
          .where(eq(campaignAttempts.id, cut.attemptId))
      : [],
  ]);
  return {
    token: cut.token,
    starter: maskMobile(starter?.mobile ?? ''),
    targetFen: cut.targetFen,
    cutFen: cut.cutFen,
    state: stateOf(cut, now),
    startedAt: cut.createdAt.toISOString(),
    expiresAt: cut.expiresAt.toISOString(),
    finishedAt: cut.finishedAt?.toISOString() ?? null,
    helperCount: cut.helpers,
    helpers: helpers.map((helper) => ({
      mobile: maskMobile(helper.mobile),
      amountFen: helper.amountFen,
      at: helper.at.toISOString(),
    })),
    mine,
    myHelpFen: myHelp?.amountFen ?? null,
    couponId: attempt?.couponId ?? null,
    entryId: attempt?.entryId ?? null,
  };
}

/** A start or a help is on a cut-price campaign only. */
function mustBeCut(campaign: Campaign): void {
  if (campaign.kind !== 'cut_price') throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notACut);
}

/** The housekeeping sweep: every lapsed cut released, in a transaction of its own. */
export function releaseLapsedCutsNow(db: Db, now: number): Promise<number> {
  return db.transaction((tx) => releaseLapsedCuts(tx, now));
}

/**
 * Returns the units of lapsed cuts (of one tier, or all) to their tiers, inside the caller's
 * transaction: each cut is released once (its conditional UPDATE) with its unit (`returnUnits`,
 * shared with the flash sale's lapsed locks).
 */
export async function releaseLapsedCuts(tx: Db, now: number, tierId?: number): Promise<number> {
  const released = await tx
    .update(campaignCuts)
    .set({ releasedAt: new Date(now) })
    .where(
      and(
        isNull(campaignCuts.finishedAt),
        isNull(campaignCuts.releasedAt),
        lte(campaignCuts.expiresAt, sqlTimestamp(now)),
        tierId === undefined ? undefined : eq(campaignCuts.tierId, tierId),
      ),
    )
    .returning({ tierId: campaignCuts.tierId });
  await returnUnits(tx, released);
  return released.length;
}

export interface CutGameInput {
  slug: string;
  token: string | null;
  userId: number | null;
  now: number;
}

/** The game's terms, the caller's newest cut, the cut a link names, the caller's helps today. */
export async function cutPriceGame(db: Db, input: CutGameInput): Promise<CutPriceGame> {
  const { slug, token, userId, now } = input;
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), isNotNull(campaigns.publishedAt)));
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, CAMPAIGN_MESSAGES.notFound);
  const terms = await cutTermsOf(db, campaign.id);
  if (campaign.kind !== 'cut_price' || !terms) {
    throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notACut);
  }
  const [[mine], [shared], [helped]] = await Promise.all([
    userId === null
      ? []
      : db
          .select()
          .from(campaignCuts)
          .where(and(eq(campaignCuts.campaignId, campaign.id), eq(campaignCuts.starterId, userId)))
          .orderBy(desc(campaignCuts.id))
          .limit(1),
    token === null ? [] : db.select().from(campaignCuts).where(eq(campaignCuts.token, token)),
    userId === null
      ? []
      : db
          .select({ helps: campaignCutHelperDays.helps })
          .from(campaignCutHelperDays)
          .where(
            and(
              eq(campaignCutHelperDays.campaignId, campaign.id),
              eq(campaignCutHelperDays.helperId, userId),
              eq(campaignCutHelperDays.day, todayInChina(now)),
            ),
          ),
  ]);
  if (token !== null && !shared) throw new ApiError(BUSINESS_CODES.LINK_EXPIRED, M.cutNotFound);
  if (shared && shared.campaignId !== campaign.id) {
    throw new ApiError(BUSINESS_CODES.LINK_EXPIRED, M.otherCampaignsCut);
  }
  return {
    campaignId: campaign.id,
    terms,
    mine: mine ? await cutView(db, mine, userId, now) : null,
    shared: shared ? await cutView(db, shared, userId, now) : null,
    helpsToday: userId === null ? null : (helped?.helps ?? 0),
  };
}

export interface StartCutInput {
  campaignId: number;
  userId: number;
  userType: number;
  requestId: string;
  now: number;
}

/** Starts a cut (or, for a request id already answered, repeats that cut). */
export function startCut(
  db: Db,
  input: StartCutInput,
): Promise<{ cut: CutView; repeated: boolean }> {
  const { campaignId, userId, userType, now } = input;
  return admitted(db, gateKey(campaignId), () =>
    db.transaction(async (tx) => {
      const campaign = await campaignOf(tx, campaignId);
      mustBeCut(campaign);
      const day = todayInChina(now);
      const attempt = await openAttempt(tx, input, day);
      if (!attempt.fresh) {
        const [prior] = await tx
          .select()
          .from(campaignCuts)
          .where(eq(campaignCuts.attemptId, attempt.id));
        if (!prior) throw otherRequest();
        return { cut: await cutView(tx, prior, userId, now), repeated: true };
      }
      await checkEligible(tx, campaign, userId, userType, now);
      await countAttempt(tx, campaign, userId, day);
      const [open] = await tx
        .select({ id: campaignCuts.id })
        .from(campaignCuts)
        .where(
          and(
            eq(campaignCuts.campaignId, campaignId),
            eq(campaignCuts.starterId, userId),
            isNull(campaignCuts.finishedAt),
            isNull(campaignCuts.releasedAt),
            gt(campaignCuts.expiresAt, sqlTimestamp(now)),
          ),
        );
      if (open) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.openCut);
      const terms = await cutTermsOf(tx, campaignId);
      if (!terms) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notACut);
      const tier = await prizeTierOf(tx, campaignId);
      await releaseLapsedCuts(tx, now, tier.id);
      if (!(await takeUnit(tx, tier.id))) {
        throw new ApiError(BUSINESS_CODES.SOLD_OUT, M.prizesGone);
      }
      const [cut] = await tx
        .insert(campaignCuts)
        .values({
          campaignId,
          attemptId: attempt.id,
          starterId: userId,
          tierId: tier.id,
          token: randomBytes(32).toString('base64url'),
          targetFen: terms.targetFen,
          createdAt: new Date(now),
          // Never past the campaign's end: a cut is a part of it.
          expiresAt: new Date(Math.min(now + terms.hours * HOUR_MS, campaign.endsAt.getTime())),
        })
        .returning();
      if (!cut) throw new Error('insert returned no cut');
      await tx
        .update(campaignAttempts)
        .set({ tierId: tier.id })
        .where(eq(campaignAttempts.id, attempt.id));
      return { cut: await cutView(tx, cut, userId, now), repeated: false };
    }),
  );
}

export interface HelpCutInput {
  campaignId: number;
  token: string;
  userId: number;
  requestId: string;
  now: number;
  /** The cut's size source; cryptographic unless a test seeds it. */
  random?: RandomInt;
}

/** One help on a friend's cut; the first answer again for a helper who helped it already. */
export function helpCut(
  db: Db,
  input: HelpCutInput,
): Promise<{ amountFen: number; cut: CutView; repeated: boolean }> {
  const { campaignId, token, userId, requestId, now } = input;
  const random = input.random ?? cryptoRandomInt;
  return admitted(db, gateKey(campaignId), () =>
    db.transaction(async (tx) => {
      const campaign = await campaignOf(tx, campaignId);
      mustBeCut(campaign);
      const [cut] = await tx
        .select()
        .from(campaignCuts)
        .where(eq(campaignCuts.token, token))
        .for('update');
      // A made-up token, or another campaign's cut: the link leads nowhere (as an invitation's).
      if (!cut) throw new ApiError(BUSINESS_CODES.LINK_EXPIRED, M.cutNotFound);
      if (cut.campaignId !== campaignId) {
        throw new ApiError(BUSINESS_CODES.LINK_EXPIRED, M.otherCampaignsCut);
      }
      const [earlier] = await tx
        .select()
        .from(campaignCutHelps)
        .where(and(eq(campaignCutHelps.cutId, cut.id), eq(campaignCutHelps.helperId, userId)));
      if (earlier) {
        return {
          amountFen: earlier.amountFen,
          cut: await cutView(tx, cut, userId, now),
          repeated: true,
        };
      }
      if (cut.starterId === userId) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.ownCut);
      const state = stateOf(cut, now);
      if (state === 'finished') throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.cutFinished);
      if (state === 'expired') throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, M.cutExpired);
      const terms = await cutTermsOf(tx, campaignId);
      if (!terms) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notACut);
      const day = todayInChina(now);
      const [counted] = await tx
        .insert(campaignCutHelperDays)
        .values({ campaignId, helperId: userId, day, helps: 1 })
        .onConflictDoUpdate({
          target: [
            campaignCutHelperDays.campaignId,
            campaignCutHelperDays.helperId,
            campaignCutHelperDays.day,
          ],
          set: { helps: sql`${campaignCutHelperDays.helps} + 1` },
          setWhere: sql`${campaignCutHelperDays.helps} < ${terms.helpsPerDay}`,
        })
        .returning({ helps: campaignCutHelperDays.helps });
      if (!counted) throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, M.helpLimit);

      const amountFen = nextCutFen(cut.targetFen - cut.cutFen, terms, random);
      const [help] = await tx
        .insert(campaignCutHelps)
        .values({ cutId: cut.id, helperId: userId, requestId, amountFen, createdAt: new Date(now) })
        .onConflictDoNothing()
        .returning({ id: campaignCutHelps.id });
      // The helper's request id went to another cut: a caller's bug, not a retry.
      if (!help) throw otherRequest();
      const finishes = cut.cutFen + amountFen === cut.targetFen;
      const [updated] = await tx
        .update(campaignCuts)
        .set({
          cutFen: sql`${campaignCuts.cutFen} + ${amountFen}`,
          helpers: sql`${campaignCuts.helpers} + 1`,
          finishedAt: finishes ? new Date(now) : null,
        })
        .where(eq(campaignCuts.id, cut.id))
        .returning();
      if (!updated) throw new Error('update returned no cut');
      if (finishes) {
        // The unit the cut has held since its start.
        const [tier] = await tx
          .select()
          .from(campaignTiers)
          .where(eq(campaignTiers.id, updated.tierId));
        if (!tier) throw new ApiError(BUSINESS_CODES.NOT_FOUND, CAMPAIGN_MESSAGES.noSuchTier);
        const given = await givePrize(tx, {
          campaignId,
          tier,
          userId: updated.starterId,
          key: `cut:${updated.id}`,
          now,
        });
        await tx
          .update(campaignAttempts)
          .set(given)
          .where(eq(campaignAttempts.id, updated.attemptId));
      }
      return { amountFen, cut: await cutView(tx, updated, userId, now), repeated: false };
    }),
  );
}
