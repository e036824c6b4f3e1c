import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ELDER_MODE_CLASS } from '@/lib/elder-mode';
import { createI18n, I18nContext } from '@/lib/i18n/i18n';
import { ElderModeToggle } from './elder-mode-toggle';

afterEach(() => document.documentElement.classList.remove(ELDER_MODE_CLASS));

describe('ElderModeToggle', () => {
  it('is a labelled switch that turns elder mode on and off', () => {
    render(<ElderModeToggle />);
    const toggle = screen.getByRole('switch', { name: /长辈模式/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(document.documentElement.classList.contains(ELDER_MODE_CLASS)).toBe(true);
    expect(localStorage.getItem('elderMode')).toBe('1');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.documentElement.classList.contains(ELDER_MODE_CLASS)).toBe(false);
  });

  it('speaks English in the English catalogue', () => {
    render(
      <I18nContext.Provider value={createI18n('en-US')}>
        <ElderModeToggle />
      </I18nContext.Provider>,
    );
    const toggle = screen.getByRole('switch', { name: /Large text mode/ });
    expect(toggle.className).toContain('fy-button');
    expect(
      document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Bigger text and buttons');
  });
});
