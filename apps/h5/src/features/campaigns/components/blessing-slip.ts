import type { CampaignOutcome } from '@freight/contract/endpoints/index';
import { isOutcome, keepToday, keptToday } from './kept-today';

// Today's blessing slip, kept for the tab between the draw and its page (a reload of the result
// keeps it; kept-today.ts).

export function keepSlip(slug: string, outcome: CampaignOutcome): void {
  keepToday('blessing', slug, outcome);
}

/** Today's slip for the campaign, when this tab drew it; null otherwise or if the entry is bad. */
export function todaysSlip(slug: string): CampaignOutcome | null {
  const stored = keptToday('blessing', slug);
  return isOutcome(stored) ? stored : null;
}
