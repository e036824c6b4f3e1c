// Debounce and throttle with the spec's 500 ms default (SPEC §9). Written here (a few lines)
// rather than taken from lodash, which the app has only as a dependency of a dependency.

/** SPEC §9; the same number as `UI.debounceMs` in components/ui-config.tsx, which lib cannot import. */
export const DEFAULT_WAIT_MS = 500;

export interface Cancellable<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call (a page unmounting). */
  cancel(): void;
}

/** Runs `fn` once calls stop for `wait` ms, with the last arguments (search as you type). */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = DEFAULT_WAIT_MS,
): Cancellable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/**
 * Runs `fn` at once, then ignores calls for `wait` ms (a submit or draw button tapped twice sends
 * once). With `trailing`, the last call ignored in a window runs when it ends (scroll handlers).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = DEFAULT_WAIT_MS,
  { trailing = false }: { trailing?: boolean } = {},
): Cancellable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | null = null;
  const release = () => {
    timer = undefined;
    if (waiting) {
      const args = waiting;
      waiting = null;
      throttled(...args);
    }
  };
  const throttled = (...args: A) => {
    if (timer !== undefined) {
      if (trailing) waiting = args;
      return;
    }
    fn(...args);
    timer = setTimeout(release, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = null;
  };
  return throttled;
}
