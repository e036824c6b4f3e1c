import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `endAt` (ms since epoch), 0 when none. Computed from the absolute end
 * time on every tick and when the page becomes visible again, so it does not drift after a tab
 * switch or the phone sleeping (PITFALLS 10).
 */
export function useCountdown(endAt: number | null, now: () => number = Date.now): number {
  const left = () => (endAt === null ? 0 : Math.max(0, Math.ceil((endAt - now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const update = () => setSeconds(left());
    update();
    if (endAt === null) return;
    const timer = setInterval(update, 1000);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
    // `left` reads endAt and now, which are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endAt, now]);
  return seconds;
}
