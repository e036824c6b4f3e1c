import { describe, expect, it, vi } from 'vitest';
import { afterLoad, type AfterLoadWindow, IDLE_DEADLINE_MS } from './after-load';

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  let onLoad: (() => void) | null = null;
  const win = {
    document: { readyState },
    addEventListener: vi.fn((_type: 'load', listener: () => void) => void (onLoad = listener)),
    setTimeout: vi.fn((callback: () => void) => callback()),
    ...(idle ? { requestIdleCallback: vi.fn((callback: () => void) => (callback(), 1)) } : {}),
  } satisfies AfterLoadWindow;
  return { win, load: () => onLoad?.() };
}

describe('afterLoad', () => {
  it('waits for the load event, then for an idle moment (with a deadline)', () => {
    const { win, load } = fakeWindow('interactive', true);
    const task = vi.fn();
    afterLoad(task, win);
    expect(task).not.toHaveBeenCalled();
    load();
    expect(win.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_DEADLINE_MS });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once (still off the current task) when the page has loaded, without idle callbacks too', () => {
    const { win } = fakeWindow('complete', false);
    const task = vi.fn();
    afterLoad(task, win);
    expect(win.addEventListener).not.toHaveBeenCalled();
    expect(win.setTimeout).toHaveBeenCalledWith(task, 1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
