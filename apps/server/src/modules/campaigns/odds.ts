// The draw's selection, the one code production runs (and the odds test runs 100 000 times): a
// uniform whole number below the sum of the published weights picks the tier whose cumulative
// range holds it. The random source is injectable so a test can seed it; production uses the
// operating system's cryptographic generator (`crypto.randomInt`, unbiased by rejection), so no
// one can predict or replay an outcome from earlier ones.

import { randomInt } from 'node:crypto';

/** A uniform whole number in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

export interface WeightedTier {
  position: number;
  weight: number;
  /** Null: never runs out (the losing tier). */
  remaining: number | null;
  fallbackPosition: number | null;
}

/** The position the published weights pick with `random`. */
export function pickPosition(tiers: readonly WeightedTier[], random: RandomInt): number {
  const sum = tiers.reduce((total, tier) => total + tier.weight, 0);
  if (sum <= 0) throw new Error('a campaign needs a positive sum of weights');
  let ticket = random(sum);
  for (const tier of tiers) {
    if (ticket < tier.weight) return tier.position;
    ticket -= tier.weight;
  }
  throw new Error(`random source answered outside [0, ${sum})`);
}

/**
 * Where a draw landing on `position` ends when that tier has no stock left: its fallback, then the
 * fallback's, ending on the losing tier (publication refuses chains that do not). `hasStock` is
 * asked for each tier on the way; in the database it takes the unit, so the answer is final.
 */
export async function settlePosition(
  tiers: readonly WeightedTier[],
  position: number,
  losingPosition: number,
  hasStock: (position: number) => Promise<boolean>,
): Promise<number> {
  const byPosition = new Map(tiers.map((tier) => [tier.position, tier]));
  let current = position;
  for (let step = 0; step <= tiers.length; step += 1) {
    const tier = byPosition.get(current);
    if (!tier) throw new Error(`no tier at position ${current}`);
    if (tier.remaining === null || (await hasStock(current))) return current;
    current = tier.fallbackPosition ?? losingPosition;
  }
  return losingPosition;
}

/** A weight as the percentage users read, with two decimals ("12.50"). */
export function oddsPercent(weight: number, sum: number): string {
  return sum <= 0 ? '0.00' : ((weight * 100) / sum).toFixed(2);
}
