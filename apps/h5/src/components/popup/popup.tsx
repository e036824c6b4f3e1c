import { Popup, type PopupProps } from 'antd-mobile';
import { type CSSProperties, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { UI } from '../ui-config';

// Why: antd-mobile layers every popup at z-index 1000 (`--adm-popup-z-index`), below our fixed
// headers and with no order between two open popups. SPEC §9 puts popups from 2000 up; each popup
// opened while another is open goes one step higher, so the newest is always on top. The toast
// (feedback.css, 2100) stays above up to ten stacked popups.

/** How much higher each stacked popup sits. Ours, not the spec's: any step works; 10 leaves room. */
export const POPUP_Z_STEP = 10;

// Which layer holds which level, shared by every popup of the page.
const levels = new Map<object, number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function acquireLevel(owner: object): void {
  const taken = new Set(levels.values());
  let level = 0;
  while (taken.has(level)) level += 1;
  levels.set(owner, level);
  listeners.forEach((listener) => listener());
}

function releaseLevel(owner: object): void {
  levels.delete(owner);
  listeners.forEach((listener) => listener());
}

/**
 * The z-index for a layer that is `visible`: `UI.popupZIndex` for the first one open, one step more
 * for each one opened on top of it. Kept while open; given back when hidden or unmounted.
 */
export function usePopupZIndex(visible: boolean): number {
  const [owner] = useState(() => ({}));
  const level = useSyncExternalStore(subscribe, () => levels.get(owner) ?? 0);
  useLayoutEffect(() => {
    if (!visible) return;
    acquireLevel(owner);
    return () => releaseLevel(owner);
  }, [owner, visible]);
  return UI.popupZIndex + level * POPUP_Z_STEP;
}

/** antd-mobile's CSS variable for a popup's (and mask's) z-index. */
export type ZIndexStyle = CSSProperties & { '--z-index'?: string };

export type AppPopupProps = PopupProps;

/** antd-mobile's `Popup` at our z-index (SPEC §9); every other prop passes through. */
export function AppPopup({ style, visible = false, ...rest }: AppPopupProps) {
  const zIndex = usePopupZIndex(visible);
  return <Popup {...rest} visible={visible} style={{ ...style, '--z-index': String(zIndex) }} />;
}
