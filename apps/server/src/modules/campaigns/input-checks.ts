// The checks of a campaign's input beyond its fields' bounds (docs/decisions/015-campaigns.md):
// its tiers, its budget, and each coupon tier's template; refused when saved (manage.ts), a
// budget again when stock is topped up (lifecycle.ts).

import { paysByTiers } from '@freight/contract/endpoints/campaign-kinds';
import type { CampaignInput } from '@freight/contract/ops';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { couponTemplates } from '../../db/schema/value.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { UserMessage } from '../../http/user-message.ts';
import { checkGameTerms } from './game-terms.ts';
import {
  CAMPAIGN_MESSAGES as M,
  couponAudienceRefusal,
  couponEndsFirstRefusal,
  couponStockRefusal,
  overBudget,
} from './messages.ts';

type TierInput = CampaignInput['tiers'][number];

export function invalid(message: (typeof M)[keyof typeof M]): ApiError {
  return new ApiError(BUSINESS_CODES.VALIDATION_FAILED, message);
}

/**
 * The tiers' rules, beyond their fields' bounds (and a gift pack's audience): one losing tier, without stock; every other tier
 * with stock and a prize worth something; positions unique; every fallback chain ending on the
 * losing tier; odds that add up to something; the budget not exceeded.
 */
export function checkTiers(input: CampaignInput): void {
  const { tiers } = input;
  // A referral programme pays from the ledger by its terms (ADR 016): no tiers, no stock.
  if (!paysByTiers(input.kind)) return;
  // A cut's or a phrase's prize is its one prize tier (ADR 030).
  checkGameTerms(input);
  // A gift pack gives all its items at once, to new users of one type, once each (attempt.ts).
  if (
    input.kind === 'gift_pack' &&
    (input.audience !== 'new' || input.userType === null || input.perCampaignLimit !== 1)
  ) {
    throw invalid(M.badPack);
  }
  // A truck of a flash-sale line is grabbed, held and published as a shipment (issue 15).
  if (
    tiers.some(
      (tier) =>
        tier.prize === 'capacity' &&
        (input.kind !== 'seckill' || input.lockSeconds === null || tier.amount !== 1),
    )
  ) {
    throw invalid(M.badCapacity);
  }
  const losing = tiers.filter((tier) => tier.prize === 'none');
  const positions = new Set(tiers.map((tier) => tier.position));
  const [onlyLosing] = losing;
  if (losing.length !== 1 || !onlyLosing || positions.size !== tiers.length) {
    throw invalid(M.badTiers);
  }
  if (tiers.reduce((sum, tier) => sum + tier.weight, 0) <= 0) throw invalid(M.badTiers);
  for (const tier of tiers) {
    const ok =
      tier.prize === 'none'
        ? tier.total === null && tier.amount === 0 && tier.valueFen === 0
        : tier.total !== null &&
          (tier.prize === 'coupon'
            ? tier.amount === 1 && tier.couponTemplateId !== null
            : tier.amount > 0 && tier.couponTemplateId === null) &&
          (tier.prize !== 'cash_fen' || tier.valueFen === tier.amount);
    if (!ok || (tier.prize !== 'coupon' && tier.couponTemplateId !== null)) {
      throw invalid(M.badTiers);
    }
    // Follow the chain: it must reach the losing tier without a loop.
    let current: TierInput | undefined = tier;
    const seen = new Set<number>();
    while (current && current.prize !== 'none') {
      if (seen.has(current.position)) throw invalid(M.badTiers);
      seen.add(current.position);
      const next: number = current.fallbackPosition ?? onlyLosing.position;
      current = tiers.find((candidate) => candidate.position === next);
    }
    if (!current) throw invalid(M.badTiers);
  }
  checkBudget(input, tiers);
}

export function checkBudget(
  budget: { budgetUnits: number; budgetFen: number },
  tiers: readonly { total: number | null; valueFen: number }[],
): void {
  const units = tiers.reduce((sum, tier) => sum + (tier.total ?? 0), 0);
  const fen = tiers.reduce((sum, tier) => sum + (tier.total ?? 0) * tier.valueFen, 0);
  if (units > budget.budgetUnits || fen > budget.budgetFen) {
    throw new ApiError(
      BUSINESS_CODES.VALIDATION_FAILED,
      overBudget({ units, fen }, { units: budget.budgetUnits, fen: budget.budgetFen }),
    );
  }
}

/**
 * Each coupon tier's template: it exists, has the tier's face value, and can be given to everyone
 * the campaign lets draw, for as long as it runs: its audience includes the campaign's (a driver's
 * coupon in a draw open to shippers would roll a shipper's winning draw back), its stock holds the
 * tier's, and fixed dates do not end before the campaign does. Refused when saved, with figures.
 */
export async function checkTemplates(tx: Db, input: CampaignInput): Promise<void> {
  const { tiers } = input;
  const ids = tiers.flatMap((tier) =>
    tier.couponTemplateId === null ? [] : [tier.couponTemplateId],
  );
  if (ids.length === 0) return;
  const found = await tx
    .select({
      id: couponTemplates.id,
      faceValueFen: couponTemplates.faceValueFen,
      userType: couponTemplates.userType,
      totalStock: couponTemplates.totalStock,
      issued: couponTemplates.issued,
      validUntil: couponTemplates.validUntil,
    })
    .from(couponTemplates)
    .where(inArray(couponTemplates.id, ids));
  const refuse = (message: UserMessage) => new ApiError(BUSINESS_CODES.VALIDATION_FAILED, message);
  for (const tier of tiers) {
    if (tier.couponTemplateId === null) continue;
    const template = found.find((row) => row.id === tier.couponTemplateId);
    if (!template) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.couponTemplateMissing);
    if (template.faceValueFen !== tier.valueFen) throw invalid(M.badTiers);
    if (template.userType !== null && input.userType !== template.userType) {
      throw refuse(couponAudienceRefusal(tier.nameZh, tier.nameEn, template.userType));
    }
    if (template.totalStock !== null) {
      const left = Math.max(0, template.totalStock - template.issued);
      if (tier.total === null || tier.total > left) {
        throw refuse(couponStockRefusal(tier.nameZh, tier.nameEn, left, tier.total));
      }
    }
    if (template.validUntil !== null && template.validUntil.getTime() < Date.parse(input.endsAt)) {
      throw refuse(couponEndsFirstRefusal(tier.nameZh, tier.nameEn));
    }
  }
}
