// Named errors for pages that fail to arrive, so the error page can tell the visitor what happened
// and the app can reload once after a deploy replaced the chunks (SPEC §8, PITFALLS 14).

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** The page's code did not arrive within the spec's 120 s. */
export class ChunkLoadTimeoutError extends ChunkLoadError {
  override name = 'ChunkLoadTimeoutError';
}

export class StylesheetLoadError extends Error {
  override name = 'StylesheetLoadError';
}

export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/** Vite's preload helper rejects with this message when a chunk's stylesheet fails to load. */
const CSS_PRELOAD_FAILURE = /Unable to preload CSS/i;

/** Turns whatever a dynamic import rejected with into one of the named errors. */
export function classifyLoadError(error: unknown): ChunkLoadError | StylesheetLoadError {
  if (error instanceof ChunkLoadError || error instanceof StylesheetLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (CSS_PRELOAD_FAILURE.test(message)) {
    return new StylesheetLoadError(message, { cause: error });
  }
  return new ChunkLoadError(message, { cause: error });
}

/** Resolves with the module, or rejects with a named error on failure or after `timeoutMs`. */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = PAGE_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError(`Page did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(classifyLoadError(error));
      },
    );
  });
}

const RELOAD_MARK = 'freight:chunk-reload-at';
/** A second failure within this window shows the error page instead of reloading again. */
const RELOAD_GUARD_MS = 60_000;

/**
 * After a deploy, a page opened from the old HTML asks for chunks that no longer exist. Reload once
 * to get the new HTML; the mark in session storage keeps a persistent failure from looping.
 * Returns true when a reload was started.
 */
export function reloadOnceForStaleChunk(
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  if (!(error instanceof ChunkLoadError) || error instanceof ChunkLoadTimeoutError) return false;
  let last: number;
  try {
    last = Number(storage.getItem(RELOAD_MARK)) || 0;
  } catch {
    return false; // storage blocked (private mode): never risk a loop
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(RELOAD_MARK, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
