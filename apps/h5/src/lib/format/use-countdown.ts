import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `endAt` (ms since epoch), 0 when none. Computed from the absolute end
 * time at every render (ticked each second, and when the page becomes visible again), so it does
 * not drift after a tab switch or the phone sleeping (PITFALLS 10), and is right in the very render
 * where `now` changes: the server's clock arriving must not show one frame by the phone's.
 */
export function useCountdown(endAt: number | null, now: () => number = Date.now): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (endAt === null) return;
    const tick = () => setTick((count) => count + 1);
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [endAt]);
  return endAt === null ? 0 : Math.max(0, Math.ceil((endAt - now()) / 1000));
}
