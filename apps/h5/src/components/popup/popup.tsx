import { Popup, type PopupProps } from 'antd-mobile';
import {
  type CSSProperties,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
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

/** The mark of the history entry an open layer pushed (in `history.state`, beside the router's). */
const LAYER_ENTRY = 'fyLayer';
let layerEntries = 0;

/**
 * The phone's (or WeChat's) Back closes a layer while it is `visible`, instead of leaving the page
 * and what was typed under it. Opening pushes a history entry at the same address; Back pops it and
 * `onClose` runs, and the router never hears that pop (the page stays as it is). Closing the layer
 * otherwise (its button, the mask) takes the entry back off the same way.
 */
export function useBackCloses(visible: boolean, onClose: () => void): void {
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!visible) return;
    const mark = `${Date.now().toString(36)}-${(layerEntries += 1)}`;
    const state: unknown = window.history.state;
    const base = state && typeof state === 'object' ? state : {};
    window.history.pushState({ ...base, [LAYER_ENTRY]: mark }, '', window.location.href);
    let pushed = true;
    // Heard before the router's listener (capture runs first at the window) and kept from it.
    const onPop = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      window.removeEventListener('popstate', onPop, true);
      if (!pushed) return;
      pushed = false;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop, true);
    return () => {
      if (!pushed) return;
      pushed = false;
      const current: unknown = window.history.state;
      const ours =
        current !== null &&
        typeof current === 'object' &&
        (current as Record<string, unknown>)[LAYER_ENTRY] === mark;
      // Left for another page from inside the layer: that entry is the page's, not ours to pop.
      if (ours) window.history.back();
      else window.removeEventListener('popstate', onPop, true);
    };
  }, [visible]);
}
