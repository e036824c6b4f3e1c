import { useCallback, useLayoutEffect, useRef, useState } from 'react';

// One tap, one request. A double tap arrives as two events before React has re-rendered the
// button as disabled, so a check of `isPending` in the handler still sees the old value: the lock
// here is a ref, set in the first event and released when its work settles.

export interface SingleFlight<A extends unknown[]> {
  /** Starts the work unless it is already running; a tap while it runs does nothing. */
  run: (...args: A) => void;
  /** The work is running: show the button busy (and say so). */
  busy: boolean;
}

export function useSingleFlight<A extends unknown[]>(
  work: (...args: A) => Promise<unknown> | void,
): SingleFlight<A> {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  // The newest work (it closes over the form's current values), for a tap after a re-render.
  const latest = useRef(work);
  useLayoutEffect(() => {
    latest.current = work;
  });
  const run = useCallback((...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void (async () => {
      try {
        await latest.current(...args);
      } catch (error) {
        // The work reports its own failures (a field error, a retry); this only keeps the lock sane.
        console.warn('[action] failed', error);
      } finally {
        running.current = false;
        setBusy(false);
      }
    })();
  }, []);
  return { run, busy };
}
