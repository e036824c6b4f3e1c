import { todayInChina } from '@freight/contract/china-time';
import type { CampaignOutcome } from '@freight/contract/endpoints/index';

// Today's blessing slip, kept for the tab between the draw and its page (a reload of the result
// keeps it): the draw answers it once, and the server keeps no list of outcomes to ask again.
// Keyed by campaign and China day, so yesterday's slip is never shown as today's.

const keyOf = (slug: string) => `fy-blessing:${slug}:${todayInChina()}`;

export function keepSlip(slug: string, outcome: CampaignOutcome): void {
  try {
    sessionStorage.setItem(keyOf(slug), JSON.stringify(outcome));
  } catch {
    // storage blocked or full: the result page says the slip was drawn
  }
}

/** Today's slip for the campaign, when this tab drew it; null otherwise or if the entry is bad. */
export function todaysSlip(slug: string): CampaignOutcome | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(slug)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const slip = stored as Partial<CampaignOutcome>;
    return typeof slip.won === 'boolean' && typeof slip.tier?.name === 'string'
      ? (slip as CampaignOutcome)
      : null;
  } catch {
    return null;
  }
}
