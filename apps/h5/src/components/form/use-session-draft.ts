import { useCallback, useState } from 'react';

// What a form has typed, kept for the tab: a person who leaves mid-form (an article opened from
// it, the phone's back gesture, the web-view reloaded when the app comes back from the
// background) finds it again. Session storage: gone with the tab, never shared between tabs.
// Forms keep theirs through the form owner (use-form.ts); the hook below is for the kit's own
// state that outlives a page in the same way (the SMS code's wait).

const PREFIX = 'fy-draft:';

/** The stored draft's fields that have the type of the form's own; anything else is dropped. */
export function restoreDraft<T extends Record<string, string>>(key: string, initial: T): T {
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

/** Keeps `values` as the draft under `key`; storage blocked or full: they live with the page. */
export function saveDraft(key: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // storage blocked or full: the draft lives as long as the page
  }
}

/** The form was sent: its draft is gone. */
export function forgetDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // nothing stored
  }
}

/**
 * Text values, restored from and saved to the tab's session storage under `key` as they change;
 * `clear` once done with. Storage blocked or full: the values live with the page.
 */
export function useSessionDraft<T extends Record<string, string>>(
  key: string,
  initial: T,
): [T, (patch: Partial<T>) => void, () => void] {
  const [draft, setDraft] = useState<T>(() => restoreDraft(key, initial));
  const update = useCallback(
    (patch: Partial<T>) =>
      setDraft((current) => {
        const next = { ...current, ...patch };
        saveDraft(key, next);
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => {
    forgetDraft(key);
    setDraft(initial);
    // The initial values are the form's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [draft, update, clear];
}
