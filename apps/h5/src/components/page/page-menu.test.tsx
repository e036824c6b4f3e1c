import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ELDER_MODE_CLASS } from '@/lib/elder-mode';
import { PageMenu } from './page-menu';

afterEach(() => {
  document.documentElement.classList.remove(ELDER_MODE_CLASS);
  localStorage.clear();
});

describe('PageMenu', () => {
  it('closes over the page once elder mode is switched, focus back on its button', () => {
    const { container } = render(<PageMenu />);
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent.click(screen.getByRole('switch', { name: /长辈模式/ }));
    expect(document.documentElement.classList.contains(ELDER_MODE_CLASS)).toBe(true);
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector('summary'));
  });
});
