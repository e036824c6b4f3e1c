import { todayInChina } from '@freight/contract/china-time';
import type { CampaignOutcome } from '@freight/contract/endpoints/index';

// What a game's draws answered today, kept for the tab (a reload keeps it): the draw answers once,
// and the server keeps no list of outcomes to ask again. Keyed by game, campaign and China day, so
// yesterday's is never shown as today's. Storage blocked or full keeps nothing: the pages say what
// the server counts (the attempts left).

const keyOf = (game: string, slug: string) => `fy-${game}:${slug}:${todayInChina()}`;

export function keepToday(game: string, slug: string, value: unknown): void {
  try {
    sessionStorage.setItem(keyOf(game, slug), JSON.stringify(value));
  } catch {
    // storage blocked or full
  }
}

/** What was kept today for the game and campaign, as stored (to be checked); null if nothing. */
export function keptToday(game: string, slug: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(keyOf(game, slug)) ?? 'null');
  } catch {
    return null;
  }
}

/** A stored outcome that has what the pages read of it (won, the tier's name). */
export function isOutcome(stored: unknown): stored is CampaignOutcome {
  if (typeof stored !== 'object' || stored === null) return false;
  const outcome = stored as Partial<CampaignOutcome>;
  return typeof outcome.won === 'boolean' && typeof outcome.tier?.name === 'string';
}
