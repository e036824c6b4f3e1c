// The idempotency key of one tap of a button that gives or spends value (a draw, a grab, an
// exchange): made once per tap, sent again unchanged on a retry, so a lost answer never counts
// twice. 96 random bits in hex, within the contract's request id pattern.

import { useRef } from 'react';

export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One value tap at a time, for a mutation hook: `start` answers false while one is in flight (two
 * taps within one frame come before any re-render, so the mutation's own state cannot tell them
 * apart), and `id` stays the same until `succeeded`, so the retry of a tap whose answer was lost
 * (a tunnel, a dropped 4G) repeats the first outcome on the server instead of counting again.
 */
export function useValueTap() {
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  return {
    start: () => {
      if (busy.current) return false;
      busy.current = true;
      return true;
    },
    done: () => {
      busy.current = false;
    },
    id: () => (key.current ??= newRequestId()),
    succeeded: () => {
      key.current = null;
    },
  };
}
