// The operator's side of the cut-price and collect-words games (ADR 030): their terms are part of
// the campaign's create and replace (modules/campaigns/manage.ts calls these inside its audited
// transaction, so the terms are frozen with the campaign from its start), and of its view.

import type { CollectWordsTerms, CutPriceTerms } from '@freight/contract/endpoints/campaign-games';
import { phraseCharacters } from '@freight/contract/endpoints/campaign-games-values';
import type { CampaignInput } from '@freight/contract/ops';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignCutTerms, campaignWords } from '../../db/schema/campaign-games.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { GAME_MESSAGES as M } from './messages.ts';

export interface GameTerms {
  cutPrice: CutPriceTerms | null;
  collectWords: CollectWordsTerms | null;
}

/**
 * A game's campaign has exactly one prize tier (besides the losing one), which is what a finished
 * cut or a full set gives, and no hold time (nothing is grabbed). The contract has checked that
 * the terms go with the kind.
 */
export function checkGameTerms(input: CampaignInput): void {
  if (input.kind !== 'cut_price' && input.kind !== 'collect_words') return;
  const prizes = input.tiers.filter((tier) => tier.prize !== 'none');
  const terms = input.kind === 'cut_price' ? input.cutPrice : input.collectWords;
  if (
    !terms ||
    input.lockSeconds !== null ||
    prizes.length !== 1 ||
    prizes.some((tier) => tier.prize === 'capacity')
  ) {
    throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, M.badGame);
  }
}

/** Writes the game's terms, replacing those of an earlier version of the draft. */
export async function writeGameTerms(
  tx: Db,
  campaignId: number,
  input: CampaignInput,
): Promise<void> {
  await tx.delete(campaignCutTerms).where(eq(campaignCutTerms.campaignId, campaignId));
  await tx.delete(campaignWords).where(eq(campaignWords.campaignId, campaignId));
  const cut = input.cutPrice ?? null;
  if (cut) await tx.insert(campaignCutTerms).values({ campaignId, ...cut });
  const words = input.collectWords ?? null;
  if (words) {
    await tx.insert(campaignWords).values(
      phraseCharacters(words.phrase).map((char, position) => ({
        campaignId,
        position,
        char,
        weight: words.weights[position] ?? 1,
      })),
    );
  }
}

/** A cut-price campaign's terms, or null. */
export async function cutTermsOf(db: Db, campaignId: number): Promise<CutPriceTerms | null> {
  const [row] = await db
    .select()
    .from(campaignCutTerms)
    .where(eq(campaignCutTerms.campaignId, campaignId));
  if (!row) return null;
  const { campaignId: _id, ...terms } = row;
  return terms;
}

/** A collect-words campaign's characters in order, with their weights. */
export function wordsOf(db: Db, campaignId: number) {
  return db
    .select()
    .from(campaignWords)
    .where(eq(campaignWords.campaignId, campaignId))
    .orderBy(asc(campaignWords.position));
}

/** Both games' terms of a campaign (null where it is not that game), for the operators' view. */
export async function gameTermsOf(db: Db, campaignId: number): Promise<GameTerms> {
  const [cutPrice, words] = await Promise.all([
    cutTermsOf(db, campaignId),
    wordsOf(db, campaignId),
  ]);
  return {
    cutPrice,
    collectWords:
      words.length === 0
        ? null
        : {
            phrase: words.map((word) => word.char).join(''),
            weights: words.map((word) => word.weight),
          },
  };
}
