// A campaign page follows its campaign while it is open (issue 44): the answer it was drawn from
// says whether the campaign runs at the moment it was given, and a page opened before the start
// (or left open over the end, or over an operator's early end) would otherwise say so until a
// reload. One hook for every campaign page: a timer to the next boundary (start, end) by the
// server's clock asks for the campaign again when it passes; a page coming back into view asks
// again; and while the campaign is not over, a modest poll catches an early end.

import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverClockQuery, useServerClock } from '@/lib/request/server-clock';

/** How often an open page asks whether its campaign was ended early. */
export const EARLY_END_POLL_MS = 60_000;
/** Asked a moment after a boundary, so the server's clock has surely passed it too. */
export const BOUNDARY_MARGIN_MS = 1000;
/** A timer longer than this is cut short (browsers run one over 2^31 ms at once). */
const LONGEST_TIMER_MS = 6 * 60 * 60_000;

export interface CampaignWindow {
  startsAt: string;
  endsAt: string;
  /** Set once an operator ended it: nothing more to follow. */
  endedEarly?: unknown;
  /** How the server saw it when it answered, when the answer says. */
  state?: string;
}

/**
 * The first of the window's boundaries (start, end) after the moment the answer was given
 * (`answeredAt`, by the server's clock), when the answer no longer says how things stand; null when
 * the campaign is over. An answer that says its state (scheduled, running) names the boundary that
 * ends it, even one already passed: asked a moment too soon, it is asked again.
 */
export function nextBoundary(window: CampaignWindow, answeredAt: number): number | null {
  if (window.endedEarly || window.state === 'ended') return null;
  // Asked a moment too soon (the two clocks a little apart): the boundary again, at once.
  if (window.state === 'scheduled') return Date.parse(window.startsAt);
  if (window.state === 'running') return Date.parse(window.endsAt);
  return (
    [Date.parse(window.startsAt), Date.parse(window.endsAt)].find((at) => at > answeredAt) ?? null
  );
}

/**
 * Keeps the query `queryKey` (whose answer is `campaign`, given at `updatedAt` by the phone's clock,
 * i.e. TanStack Query's `dataUpdatedAt`) in step with its campaign while the page is open.
 */
export function useFollowCampaign(
  queryKey: QueryKey,
  campaign: CampaignWindow | undefined,
  updatedAt: number,
): void {
  const queryClient = useQueryClient();
  const { now } = useServerClock();
  const key = JSON.stringify(queryKey);
  // Server clock minus phone clock (0 until the server has answered; the timer is set again then).
  const offset = useQuery(serverClockQuery).data ?? 0;
  const boundary = campaign ? nextBoundary(campaign, updatedAt + offset) : null;
  const shown = campaign !== undefined;
  const over = boundary === null;

  // The next boundary: ask again just after it. A new answer sets the timer again (`updatedAt`),
  // so one that still says `scheduled` past the start is asked again a second later.
  useEffect(() => {
    if (boundary === null) return;
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey, exact: true });
    const wait = Math.min(Math.max(0, boundary - now()) + BOUNDARY_MARGIN_MS, LONGEST_TIMER_MS);
    const timer = setTimeout(refetch, wait);
    return () => clearTimeout(timer);
  }, [boundary, now, queryClient, key, updatedAt]);

  // Back into view (a phone woken, an app brought back), and a modest poll for an early end.
  useEffect(() => {
    if (!shown) return;
    const refetch = () => {
      if (document.visibilityState !== 'visible') return;
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey, exact: true });
    };
    document.addEventListener('visibilitychange', refetch);
    const poll = over ? undefined : setInterval(refetch, EARLY_END_POLL_MS);
    return () => {
      document.removeEventListener('visibilitychange', refetch);
      if (poll !== undefined) clearInterval(poll);
    };
  }, [shown, over, queryClient, key]);
}
