import { act, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ELDER_MODE_CLASS,
  ELDER_MODE_STORAGE_KEY,
  initElderMode,
  readElderMode,
  setElderMode,
  useElderMode,
} from './elder-mode';

const html = document.documentElement;

afterEach(() => html.classList.remove(ELDER_MODE_CLASS));

describe('elder mode', () => {
  it('is off by default', () => {
    expect(readElderMode()).toBe(false);
    expect(initElderMode()).toBe(false);
    expect(html.classList.contains(ELDER_MODE_CLASS)).toBe(false);
  });

  it('keeps the choice in local storage and applies it on the next start', () => {
    setElderMode(true);
    expect(localStorage.getItem(ELDER_MODE_STORAGE_KEY)).toBe('1');
    expect(html.classList.contains(ELDER_MODE_CLASS)).toBe(true);
    html.classList.remove(ELDER_MODE_CLASS); // a new page load
    expect(initElderMode()).toBe(true);
    expect(html.classList.contains(ELDER_MODE_CLASS)).toBe(true);
    setElderMode(false);
    expect(localStorage.getItem(ELDER_MODE_STORAGE_KEY)).toBeNull();
    expect(html.classList.contains(ELDER_MODE_CLASS)).toBe(false);
  });

  it('updates every component that shows it, and follows another tab', () => {
    const first = renderHook(() => useElderMode());
    const second = renderHook(() => useElderMode());
    act(() => first.result.current[1](true));
    expect(second.result.current[0]).toBe(true);

    act(() => {
      localStorage.removeItem(ELDER_MODE_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: ELDER_MODE_STORAGE_KEY }));
    });
    expect(first.result.current[0]).toBe(false);
    expect(html.classList.contains(ELDER_MODE_CLASS)).toBe(false);
  });
});
