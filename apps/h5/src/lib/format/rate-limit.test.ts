import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WAIT_MS, debounce, throttle } from './rate-limit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, 500 ms after the last call, with its arguments', () => {
    expect(DEFAULT_WAIT_MS).toBe(500);
    const fn = vi.fn();
    const search = debounce(fn);
    search('z');
    vi.advanceTimersByTime(300);
    search('zh');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('zh');
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const search = debounce(fn, 100);
    search();
    search.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('throttle', () => {
  it('runs the first tap at once and ignores the rest for 500 ms', () => {
    const submit = vi.fn();
    const tap = throttle(submit);
    tap(1);
    tap(2);
    vi.advanceTimersByTime(499);
    tap(3);
    expect(submit.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    tap(4);
    expect(submit.mock.calls).toEqual([[1], [4]]);
  });

  it('with trailing, runs the last ignored call when the window ends', () => {
    const onScroll = vi.fn();
    const scroll = throttle(onScroll, 200, { trailing: true });
    scroll('a');
    scroll('b');
    scroll('c');
    vi.advanceTimersByTime(200);
    expect(onScroll.mock.calls).toEqual([['a'], ['c']]);
    scroll.cancel();
    scroll('d');
    expect(onScroll.mock.calls).toEqual([['a'], ['c'], ['d']]);
  });
});
