// The operator's side of the cut-price and collect-words games (ADR 030) and of loyalty tasks
// (ADR 022): their terms are part of the campaign's create and replace (modules/campaigns/manage.ts
// calls these inside its audited transaction, so the terms are frozen with the campaign from its
// start), and of its view.

import type { CollectWordsTerms, CutPriceTerms } from '@freight/contract/endpoints/campaign-games';
import { phraseCharacters } from '@freight/contract/endpoints/campaign-games-values';
import { CAMPAIGN_KIND_REGISTRY } from '@freight/contract/endpoints/campaign-kinds';
import type { CampaignInput, LoyaltyTaskTerms } from '@freight/contract/ops';
import type { TaskMetric, TaskPeriod } from '@freight/contract/endpoints/loyalty';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignCutTerms, campaignWords } from '../../db/schema/campaign-games.ts';
import { loyaltyTasks } from '../../db/schema/loyalty.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { GAME_MESSAGES as M } from './game-messages.ts';

export interface GameTerms {
  cutPrice: CutPriceTerms | null;
  collectWords: CollectWordsTerms | null;
  task: LoyaltyTaskTerms | null;
}

export const NO_GAME_TERMS: GameTerms = { cutPrice: null, collectWords: null, task: null };

/** What a claimed task may pay: an amount into a ledger (modules/loyalty/tasks.ts shows no other). */
const TASK_PRIZES: readonly string[] = ['points', 'lucky_beans', 'cash'];

/**
 * A game's campaign has exactly one prize tier (besides the losing one), which is what a finished
 * cut or a full set gives, and no hold time (nothing is grabbed). The contract has checked that
 * the terms go with the kind.
 */
export function checkGameTerms(input: CampaignInput): void {
  const kind = CAMPAIGN_KIND_REGISTRY[input.kind];
  if (kind.terms === 'task') {
    checkTaskTerms(input);
    return;
  }
  if (kind.engine !== 'game') return;
  const prizes = input.tiers.filter((tier) => tier.prize !== 'none');
  const terms = input[kind.terms];
  if (
    !terms ||
    input.lockSeconds !== null ||
    prizes.length !== 1 ||
    prizes.some((tier) => tier.prize === 'capacity')
  ) {
    throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, M.badGame);
  }
}

/**
 * A task pays one ledger prize (points, lucky beans or cash; its tier, besides the losing one),
 * holds nothing, and counts what its user type can do: only shippers publish shipments.
 */
function checkTaskTerms(input: CampaignInput): void {
  const prizes = input.tiers.filter((tier) => tier.prize !== 'none');
  const task = input.task;
  if (
    !task ||
    input.lockSeconds !== null ||
    prizes.length !== 1 ||
    prizes.some((tier) => !TASK_PRIZES.includes(tier.prize))
  ) {
    throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, M.badTask);
  }
  if (task.metric === 'shipments_published' && input.userType !== 1) {
    throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, M.taskForShippers);
  }
}

/** Writes the game's or the task's terms, replacing those of an earlier version of the draft. */
export async function writeGameTerms(
  tx: Db,
  campaignId: number,
  input: CampaignInput,
): Promise<void> {
  await tx.delete(campaignCutTerms).where(eq(campaignCutTerms.campaignId, campaignId));
  await tx.delete(campaignWords).where(eq(campaignWords.campaignId, campaignId));
  await tx.delete(loyaltyTasks).where(eq(loyaltyTasks.campaignId, campaignId));
  const task = input.task ?? null;
  if (task) await tx.insert(loyaltyTasks).values({ campaignId, ...task });
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

/**
 * The games' and the task's terms of a campaign (null where it is not that kind), for the
 * operators' view.
 */
export async function gameTermsOf(db: Db, campaignId: number): Promise<GameTerms> {
  const [cutPrice, words, [task]] = await Promise.all([
    cutTermsOf(db, campaignId),
    wordsOf(db, campaignId),
    db.select().from(loyaltyTasks).where(eq(loyaltyTasks.campaignId, campaignId)),
  ]);
  return {
    cutPrice,
    task: task
      ? {
          metric: task.metric as TaskMetric,
          target: task.target,
          period: task.period as TaskPeriod,
        }
      : null,
    collectWords:
      words.length === 0
        ? null
        : {
            phrase: words.map((word) => word.char).join(''),
            weights: words.map((word) => word.weight),
          },
  };
}
