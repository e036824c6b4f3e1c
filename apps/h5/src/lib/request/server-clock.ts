// The server's clock, for countdowns to a session's start or end: a phone's clock may be minutes
// off, and a sale that opens at 10:00 opens at the server's 10:00. GET /api/time is asked once (and
// again after ten minutes); the difference to the phone's clock is kept, measured at the middle of
// the round trip, and added to the phone's clock whenever the time is read.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from './endpoint';

/** Server clock minus phone clock, in ms. */
export const serverClockQuery = queryOptions({
  queryKey: ['server-clock'],
  queryFn: async () => {
    const sent = Date.now();
    const { epochMs } = await callEndpoint('getServerTime', {});
    return epochMs - (sent + Date.now()) / 2;
  },
  staleTime: 10 * 60_000,
});

export interface ServerClock {
  /** Milliseconds since the epoch by the server's clock (the phone's until it has answered). */
  now: () => number;
  /** Whether the server has answered: a countdown is shown only then. */
  known: boolean;
}

/**
 * The server's clock, for `useCountdown` and for telling whether a session has started; `now` is
 * stable while the difference is.
 */
export function useServerClock(): ServerClock {
  const offset = useQuery(serverClockQuery).data;
  const now = useCallback(() => Date.now() + (offset ?? 0), [offset]);
  return { now, known: offset !== undefined };
}
