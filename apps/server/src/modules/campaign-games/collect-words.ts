// Collect words (kind `collect_words`, docs/decisions/030): each draw gives one character of the
// campaign's phrase, picked by the server with the draws' selection (odds.ts, cryptographic) over
// the published weights; a user holding every character redeems the campaign's prize once.
// - A draw is the campaign's attempt (attempt.ts): request id (a retry answers the same
//   character), window, audience, per-day and per-campaign limits; then the character, its card
//   count raised, and the attempt recorded on the losing tier (a character is not a prize, so the
//   campaign's report counts it as a draw without a prize).
// - A redemption is an attempt too (its request id), not counted against the draws' limits: the
//   redemption row first, unique per user and campaign (a concurrent twin with another request id
//   waits on the index, then is told it was redeemed), one of each character taken by one
//   conditional UPDATE (all or the transaction rolls back), a unit of the prize tier, and the
//   prize keyed `words:<redemption id>`.
// Locks: attempt → counters → card (draw); redemption → cards → tier → account or template.

import type {
  CollectWordsGame,
  WordDraw,
  WordsRedemption,
} from '@freight/contract/endpoints/campaign-games';
import type { Locale } from '@freight/contract/status';
import { todayInChina } from '@freight/contract/china-time';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignWordCards,
  campaignWordDraws,
  campaignWordRedemptions,
} from '../../db/schema/campaign-games.ts';
import { campaignAttempts, campaignTiers, campaigns } from '../../db/schema/campaigns.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { admitted } from '../activity-stock/public.ts';
import {
  attemptsOf,
  CAMPAIGN_MESSAGES,
  campaignOf,
  checkEligible,
  countAttempt,
  cryptoRandomInt,
  GAME_MESSAGES as M,
  gateKey,
  oddsPercent,
  openAttempt,
  pickPosition,
  type RandomInt,
  takeUnit,
  wordsOf,
} from '../campaigns/public.ts';
import { givePrize, prizeTierOf, type Tier } from './prize.ts';
import { otherRequest } from '../../http/request-ids.ts';
import { localized } from '../../http/user-message.ts';

type Campaign = typeof campaigns.$inferSelect;

function mustBeWords(campaign: Campaign): void {
  if (campaign.kind !== 'collect_words') {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notWords);
  }
}

/** The user's cards, one per character of the phrase (0 where none is held). */
async function cardsOf(db: Db, campaignId: number, userId: number) {
  const [words, held] = await Promise.all([
    wordsOf(db, campaignId),
    db
      .select({ position: campaignWordCards.position, count: campaignWordCards.count })
      .from(campaignWordCards)
      .where(
        and(eq(campaignWordCards.campaignId, campaignId), eq(campaignWordCards.userId, userId)),
      ),
  ]);
  return words.map((word) => ({
    position: word.position,
    count: held.find((card) => card.position === word.position)?.count ?? 0,
  }));
}

/** The phrase, each character's published odds, and the caller's cards and redemption. */
export async function collectWordsGame(
  db: Db,
  { slug, userId }: { slug: string; userId: number | null },
): Promise<CollectWordsGame> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), isNotNull(campaigns.publishedAt)));
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, CAMPAIGN_MESSAGES.notFound);
  const words = await wordsOf(db, campaign.id);
  if (campaign.kind !== 'collect_words' || words.length === 0) {
    throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notWords);
  }
  const sum = words.reduce((total, word) => total + word.weight, 0);
  const [cards, [redemption]] =
    userId === null
      ? [null, []]
      : await Promise.all([
          cardsOf(db, campaign.id, userId),
          db
            .select({ at: campaignWordRedemptions.createdAt })
            .from(campaignWordRedemptions)
            .where(
              and(
                eq(campaignWordRedemptions.campaignId, campaign.id),
                eq(campaignWordRedemptions.userId, userId),
              ),
            ),
        ]);
  return {
    campaignId: campaign.id,
    phrase: words.map((word) => word.char).join(''),
    characters: words.map((word) => ({
      position: word.position,
      char: word.char,
      oddsPercent: oddsPercent(word.weight, sum),
    })),
    me: cards ? { cards, redeemedAt: redemption?.at.toISOString() ?? null } : null,
  };
}

export interface WordInput {
  campaignId: number;
  userId: number;
  userType: number;
  requestId: string;
  now: number;
  /** The draw's random source; cryptographic unless a test seeds it. */
  random?: RandomInt;
}

/** One draw: a character by the published weights (a retry of its request id: the same one). */
export function drawWord(db: Db, input: WordInput): Promise<WordDraw> {
  const { campaignId, userId, userType, now } = input;
  const random = input.random ?? cryptoRandomInt;
  return admitted(db, gateKey(campaignId), () =>
    db.transaction(async (tx) => {
      const campaign = await campaignOf(tx, campaignId);
      mustBeWords(campaign);
      const day = todayInChina(now);
      const attempt = await openAttempt(tx, input, day);
      const words = await wordsOf(tx, campaignId);
      const answer = async (position: number, repeated: boolean): Promise<WordDraw> => ({
        attemptId: attempt.id,
        position,
        char: words.find((word) => word.position === position)?.char ?? '',
        cards: await cardsOf(tx, campaignId, userId),
        ...(await attemptsOf(tx, campaignId, userId, now)),
        repeated,
      });
      if (!attempt.fresh) {
        const [prior] = await tx
          .select({ position: campaignWordDraws.position })
          .from(campaignWordDraws)
          .where(eq(campaignWordDraws.attemptId, attempt.id));
        if (!prior) throw otherRequest();
        return answer(prior.position, true);
      }
      await checkEligible(tx, campaign, userId, userType, now);
      await countAttempt(tx, campaign, userId, day);
      if (words.length === 0) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notWords);
      const position = pickPosition(
        words.map((word) => ({ ...word, remaining: null, fallbackPosition: null })),
        random,
      );
      await tx.insert(campaignWordDraws).values({ attemptId: attempt.id, position });
      await tx
        .insert(campaignWordCards)
        .values({ campaignId, userId, position, count: 1 })
        .onConflictDoUpdate({
          target: [
            campaignWordCards.campaignId,
            campaignWordCards.userId,
            campaignWordCards.position,
          ],
          set: { count: sql`${campaignWordCards.count} + 1` },
        });
      const [losing] = await tx
        .select({ id: campaignTiers.id })
        .from(campaignTiers)
        .where(and(eq(campaignTiers.campaignId, campaignId), eq(campaignTiers.prize, 'none')));
      await tx
        .update(campaignAttempts)
        .set({ tierId: losing?.id ?? null })
        .where(eq(campaignAttempts.id, attempt.id));
      return answer(position, false);
    }),
  );
}

function prizeOf(tier: Tier, locale: Locale): WordsRedemption['prize'] {
  return {
    name: localized(tier, 'name', locale),
    prize: tier.prize as WordsRedemption['prize']['prize'],
    amount: tier.amount,
    valueFen: tier.valueFen,
  };
}

/** Redeems a full set for the prize, once per user; a retry of the request id repeats the answer. */
export function redeemWords(
  db: Db,
  input: Omit<WordInput, 'random'> & { locale: Locale },
): Promise<WordsRedemption> {
  const { campaignId, userId, userType, now, locale } = input;
  return admitted(db, gateKey(campaignId), () =>
    db.transaction(async (tx) => {
      const campaign = await campaignOf(tx, campaignId);
      mustBeWords(campaign);
      const attempt = await openAttempt(tx, input, todayInChina(now));
      if (!attempt.fresh) {
        const [prior] = await tx
          .select({ redemption: campaignWordRedemptions, attempt: campaignAttempts })
          .from(campaignWordRedemptions)
          .innerJoin(campaignAttempts, eq(campaignAttempts.id, campaignWordRedemptions.attemptId))
          .where(eq(campaignWordRedemptions.attemptId, attempt.id));
        if (!prior) throw otherRequest();
        const tier = await prizeTierOf(tx, campaignId);
        return {
          prize: prizeOf(tier, locale),
          couponId: prior.attempt.couponId,
          entryId: prior.attempt.entryId,
          redeemedAt: prior.redemption.createdAt.toISOString(),
          cards: await cardsOf(tx, campaignId, userId),
          repeated: true,
        };
      }
      await checkEligible(tx, campaign, userId, userType, now);
      const [redemption] = await tx
        .insert(campaignWordRedemptions)
        .values({ campaignId, userId, attemptId: attempt.id, createdAt: new Date(now) })
        .onConflictDoNothing({
          target: [campaignWordRedemptions.campaignId, campaignWordRedemptions.userId],
        })
        .returning({ id: campaignWordRedemptions.id });
      if (!redemption) throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, M.redeemed);
      const words = await wordsOf(tx, campaignId);
      const taken = await tx
        .update(campaignWordCards)
        .set({ count: sql`${campaignWordCards.count} - 1` })
        .where(
          and(
            eq(campaignWordCards.campaignId, campaignId),
            eq(campaignWordCards.userId, userId),
            gt(campaignWordCards.count, 0),
          ),
        )
        .returning({ position: campaignWordCards.position });
      if (words.length === 0 || taken.length !== words.length) {
        throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.missingCharacters);
      }
      const tier = await prizeTierOf(tx, campaignId);
      if (!(await takeUnit(tx, tier.id))) {
        throw new ApiError(BUSINESS_CODES.SOLD_OUT, M.prizesGone);
      }
      const given = await givePrize(tx, {
        campaignId,
        tier,
        userId,
        key: `words:${redemption.id}`,
        now,
      });
      await tx
        .update(campaignAttempts)
        .set({ tierId: tier.id, ...given })
        .where(eq(campaignAttempts.id, attempt.id));
      return {
        prize: prizeOf(tier, locale),
        ...given,
        redeemedAt: new Date(now).toISOString(),
        cards: await cardsOf(tx, campaignId, userId),
        repeated: false,
      };
    }),
  );
}
