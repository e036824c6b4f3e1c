import { useCallback, useState } from 'react';

// What a form has typed, kept for the tab: a person who leaves mid-form (an article opened from
// it, the phone's back gesture, the web-view reloaded when the app comes back from the
// background) finds it again. Session storage: gone with the tab, never shared between tabs.

const PREFIX = 'fy-draft:';

/** The stored draft's fields that have the type of the form's own; anything else is dropped. */
function restore<T extends Record<string, string>>(key: string, initial: T): T {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return initial;
    const kept = { ...initial };
    for (const field of Object.keys(initial) as (keyof T)[]) {
      const value = (stored as Record<keyof T, unknown>)[field];
      if (typeof value === 'string') kept[field] = value as T[keyof T];
    }
    return kept;
  } catch {
    return initial;
  }
}

/**
 * A form's text values, restored from and saved to the tab's session storage under `key` as they
 * change; `clear` once the form is sent. Storage blocked or full: the values live with the page.
 */
export function useSessionDraft<T extends Record<string, string>>(
  key: string,
  initial: T,
): [T, (patch: Partial<T>) => void, () => void] {
  const [draft, setDraft] = useState<T>(() => restore(key, initial));
  const update = useCallback(
    (patch: Partial<T>) =>
      setDraft((current) => {
        const next = { ...current, ...patch };
        try {
          sessionStorage.setItem(PREFIX + key, JSON.stringify(next));
        } catch {
          // storage blocked or full: the draft lives as long as the page
        }
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // nothing stored
    }
    setDraft(initial);
    // The initial values are the form's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [draft, update, clear];
}
