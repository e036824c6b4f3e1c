import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UI } from '../ui-config';
import { AppPopup, POPUP_Z_STEP } from './popup';

// antd-mobile's hooks come from ahooks, which Vitest does not inline (it would load real React), so
// the library is replaced by a stand-in that shows the props we give it. The real popup is covered
// by the browser tests of the pages that use it (ADR 005).
vi.mock('antd-mobile', () => ({
  Popup: ({ children, style }: { children?: ReactNode; style?: Record<string, string> }) => (
    <div className="adm-popup" data-z-index={style?.['--z-index']}>
      {children}
    </div>
  ),
}));

function zIndexOf(text: string): string | undefined {
  return [...document.querySelectorAll<HTMLElement>('.adm-popup')].find(
    (popup) => popup.textContent === text,
  )?.dataset.zIndex;
}

describe('AppPopup', () => {
  it('starts at the spec z-index and stacks each newer popup one step higher', () => {
    const { rerender } = render(
      <>
        <AppPopup visible>first</AppPopup>
        <AppPopup visible={false}>second</AppPopup>
      </>,
    );
    expect(UI.popupZIndex).toBe(2000);
    expect(zIndexOf('first')).toBe('2000');

    rerender(
      <>
        <AppPopup visible>first</AppPopup>
        <AppPopup visible>second</AppPopup>
      </>,
    );
    expect(zIndexOf('first')).toBe('2000');
    expect(zIndexOf('second')).toBe(String(2000 + POPUP_Z_STEP));
  });

  it('gives the level back when closed, so the next popup starts at 2000 again', () => {
    const { rerender } = render(<AppPopup visible>only</AppPopup>);
    rerender(<AppPopup visible={false}>only</AppPopup>);
    render(<AppPopup visible>next</AppPopup>);
    expect(zIndexOf('next')).toBe('2000');
  });
});
