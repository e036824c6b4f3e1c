import type { CampaignOutcome } from '@freight/contract/endpoints/index';

// Today's blessing slip, kept for the tab between the draw and its page (a reload of the result
// keeps it): the draw answers it once, and the server keeps no list of outcomes to ask again.
// Keyed by campaign and China day, so yesterday's slip is never shown as today's.

// The contract's todayInChina does the same, but importing its module (the ID-card rules) here
// makes enough pages share it that the build moves it onto every route's critical path (+0.1 KiB).
const chinaDay = (now = Date.now()) => new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
const keyOf = (slug: string) => `fy-blessing:${slug}:${chinaDay()}`;

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
