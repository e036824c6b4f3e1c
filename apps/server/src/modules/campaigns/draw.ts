// Draws and chosen attempts (docs/decisions/015-campaigns.md): a draw picks a tier by the published
// weights; a chosen attempt (a sign-in, a task) gives the tier the server's rule chooses. Both run
// on the shared steps of attempt.ts, in one transaction each, taking row locks in its order.

import type { CampaignOutcome } from '@freight/contract/endpoints/campaigns';
import { kindInfo } from '@freight/contract/endpoints/campaign-kinds';
import { todayInChina } from '@freight/contract/china-time';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignAttempts, campaignTiers } from '../../db/schema/campaigns.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { UserMessage } from '../../http/user-message.ts';
import { admitted } from '../activity-stock/public.ts';
import {
  type AttemptInput,
  award,
  type Campaign,
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
  tiersOf,
} from './attempt.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { cryptoRandomInt, pickPosition, settlePosition } from './odds.ts';
import { otherRequest } from '../../http/request-ids.ts';

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
