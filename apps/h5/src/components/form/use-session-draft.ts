import { useForm } from './use-form';

// State of the kit that outlives a page like a form's draft (the SMS code's wait), held by the
// form owner (use-form.ts) without a form around it: one way to keep values for the tab.

/**
 * Text values, restored from and saved to the tab's session storage under `key` as they change;
 * `clear` once done with. Storage blocked or full: the values live with the page.
 */
export function useSessionDraft<T extends Record<string, string>>(
  key: string,
  initial: T,
): [T, (patch: Partial<T>) => void, () => void] {
  const { values, set, clear } = useForm({ draft: key, initial, send: () => {} });
  return [values, set, clear];
}
