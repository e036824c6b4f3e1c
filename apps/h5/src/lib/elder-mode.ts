import { useSyncExternalStore } from 'react';

// Elder mode (docs/design.md §6): many drivers are older, so a toggle kept in local storage raises body
// text to 18 px and touch targets to 60 px. It works by one class on <html> (`fy-elder`), which
// the stylesheets key on (shell.css, button-link.css), so no component needs to know about it.

export const ELDER_MODE_STORAGE_KEY = 'elderMode';
export const ELDER_MODE_CLASS = 'fy-elder';

const listeners = new Set<() => void>();

/** The stored choice; off when storage is unavailable (private mode, disabled storage). */
export function readElderMode(): boolean {
  try {
    const value = localStorage.getItem(ELDER_MODE_STORAGE_KEY);
    return value === '1' || value === 'true';
  } catch {
    return false;
  }
}

export function applyElderMode(on: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle(ELDER_MODE_CLASS, on);
}

/** Applies the stored choice; the app calls it once at start, before the first render. */
export function initElderMode(): boolean {
  const on = readElderMode();
  applyElderMode(on);
  return on;
}

export function setElderMode(on: boolean): void {
  try {
    if (on) localStorage.setItem(ELDER_MODE_STORAGE_KEY, '1');
    else localStorage.removeItem(ELDER_MODE_STORAGE_KEY);
  } catch {
    // Storage refused: the choice still holds for this page.
  }
  applyElderMode(on);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switched it: follow, so both tabs look the same.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ELDER_MODE_STORAGE_KEY && event.key !== null) return;
    applyElderMode(readElderMode());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice and its setter, shared by every component that shows it. */
export function useElderMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readElderMode, () => false);
  return [on, setElderMode];
}
