import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  ChunkLoadTimeoutError,
  classifyLoadError,
  loadWithTimeout,
  PAGE_LOAD_TIMEOUT_MS,
  reloadOnceForStaleChunk,
  StylesheetLoadError,
} from './load-errors';

afterEach(() => vi.useRealTimers());

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('page load errors', () => {
  it('names a failed dynamic import a chunk-load error and a failed stylesheet its own error', () => {
    expect(
      classifyLoadError(new TypeError('Failed to fetch dynamically imported module: x.js')),
    ).toBeInstanceOf(ChunkLoadError);
    expect(classifyLoadError(new TypeError('Importing a module script failed.'))).toBeInstanceOf(
      ChunkLoadError,
    );
    const css = classifyLoadError(new Error('Unable to preload CSS for /assets/page.css'));
    expect(css).toBeInstanceOf(StylesheetLoadError);
    expect(css.name).toBe('StylesheetLoadError');
  });

  it('gives up on a page after 120 s, not before', async () => {
    vi.useFakeTimers();
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(120_000);
    const never = loadWithTimeout(() => new Promise<never>(() => {}));
    const outcome = never.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('resolves with the module when it arrives in time', async () => {
    await expect(loadWithTimeout(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('reloads once for a stale chunk, then not again within a minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const error = new ChunkLoadError('gone');
    expect(reloadOnceForStaleChunk(error, storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForStaleChunk(error, storage, reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForStaleChunk(error, storage, reload, 1_061_000)).toBe(true);
  });

  it('never reloads for a timeout, a stylesheet or any other error', () => {
    const reload = vi.fn();
    for (const error of [
      new ChunkLoadTimeoutError('slow'),
      new StylesheetLoadError('css'),
      new Error('bug'),
    ]) {
      expect(reloadOnceForStaleChunk(error, memoryStorage(), reload)).toBe(false);
    }
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage is blocked, so it cannot loop', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadOnceForStaleChunk(new ChunkLoadError('x'), blocked, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
