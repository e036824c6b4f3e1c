import { describe, expect, it, vi } from 'vitest';
import { copyOrSelect, copyText, selectLink } from './copy-link';

describe('copyText', () => {
  it('copies where the clipboard lets the page, and says false where it does not', async () => {
    const writeText = vi.fn(async () => {});
    expect(await copyText('https://h5.example.com/#/x', { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://h5.example.com/#/x');
    expect(await copyText('x', null)).toBe(false);
    expect(await copyText('x', { writeText: () => Promise.reject(new Error('denied')) })).toBe(
      false,
    );
  });
});

describe('selectLink', () => {
  it('focuses the field and selects the whole link', () => {
    const field = document.createElement('input');
    field.readOnly = true;
    field.value = 'https://h5.example.com/#/customer/cutReward?slug=a&cut=b';
    document.body.append(field);
    selectLink(field);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    selectLink(null);
    field.remove();
  });
});

describe('copyOrSelect', () => {
  it('selects the link in its field where the page may not copy it', async () => {
    const field = document.createElement('input');
    field.value = 'https://h5.example.com/#/x';
    document.body.append(field);
    vi.stubGlobal('navigator', { clipboard: undefined });
    expect(await copyOrSelect(field.value, field)).toBe(false);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    field.blur();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyOrSelect(field.value, field)).toBe(true);
    expect(writeText).toHaveBeenCalledWith(field.value);
    expect(document.activeElement).not.toBe(field);
    vi.unstubAllGlobals();
    field.remove();
  });
});
