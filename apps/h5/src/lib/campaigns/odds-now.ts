// The chances of a draw as they stand now (issue 44): the server picks a tier by the published
// weights and, when that tier's stock is out, gives its fallback (then the fallback's, ending on
// the losing tier; apps/server/src/modules/campaigns/odds.ts settlePosition). A prize that is gone
// cannot be won, and its weight goes to where its draws land, so that is what a page shows.

import type { PublishedTier } from '@freight/contract/endpoints/index';

type Tier = Pick<PublishedTier, 'tierId' | 'position' | 'prize' | 'weight' | 'remaining'> & {
  fallbackPosition: number | null;
};

/** Each tier's chance of being won now (0 to 1), by tier id: 0 for a tier whose stock is out. */
export function oddsNow(tiers: readonly Tier[]): Map<number, number> {
  const byPosition = new Map(tiers.map((tier) => [tier.position, tier]));
  const losing = tiers.find((tier) => tier.prize === 'none');
  const sum = tiers.reduce((total, tier) => total + tier.weight, 0);
  const odds = new Map(tiers.map((tier) => [tier.tierId, 0]));
  if (sum <= 0) return odds;
  for (const drawn of tiers) {
    let tier: Tier | undefined = drawn;
    // The chain a draw follows (publication refuses one that does not end on the losing tier).
    for (let step = 0; tier && step <= tiers.length; step += 1) {
      if (tier.remaining === null || tier.remaining > 0) break;
      tier = byPosition.get(tier.fallbackPosition ?? losing?.position ?? -1);
    }
    const landed = tier && (tier.remaining === null || tier.remaining > 0) ? tier : losing;
    if (landed) odds.set(landed.tierId, (odds.get(landed.tierId) ?? 0) + drawn.weight / sum);
  }
  return odds;
}
