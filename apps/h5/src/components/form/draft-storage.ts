// What a form has typed, kept for the tab: a person who leaves mid-form (an article opened from
// it, the phone's back gesture, the web-view reloaded when the app comes back from the
// background) finds it again. Session storage: gone with the tab, never shared between tabs.
// Forms keep theirs through the form owner (use-form.ts), which reads and writes it here.

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
