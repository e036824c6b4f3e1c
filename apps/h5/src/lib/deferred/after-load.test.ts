import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstUse,
  afterLoad,
  type AfterLoadWindow,
  IDLE_DEADLINE_MS,
  QUIET_START_MS,
} from './after-load';

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

describe('afterFirstUse', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, at the first interaction, and not again at the next or after the quiet delay', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterFirstUse(task);
    vi.advanceTimersByTime(QUIET_START_MS - 100);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('touchstart'));
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(QUIET_START_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs when the page is hidden (the visitor switches away)', () => {
    const task = vi.fn();
    afterFirstUse(task);
    document.dispatchEvent(new Event('visibilitychange')); // still visible: nothing
    expect(task).not.toHaveBeenCalled();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs by itself some seconds after load, at an idle moment, when nobody touches the page', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterFirstUse(task);
    vi.advanceTimersByTime(QUIET_START_MS - 10);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_DEADLINE_MS + 100);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
