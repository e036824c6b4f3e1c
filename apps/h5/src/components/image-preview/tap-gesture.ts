import { useCallback, useLayoutEffect, useRef } from 'react';
import { UI } from '../ui-config';

// Why: SPEC §4 — in the image preview a double tap toggles the scale between 1 and 2 and a single
// tap closes after 250 ms. antd-mobile's viewer closes on every tap at once, so the rule is ours:
// the first tap waits `windowMs`; a second tap inside the window cancels the close and is a double
// tap.

export interface TapGestureOptions {
  onSingle: () => void;
  onDouble: () => void;
  /** Two taps less than this apart are a double tap (SPEC §9: 250 ms). */
  windowMs?: number;
}

export interface TapGesture {
  /** Call on every tap. */
  tap(): void;
  /** Forget a pending single tap (the preview closing or unmounting). */
  cancel(): void;
}

/** The tap rule without React: a single tap fires `windowMs` after it, unless a second one came. */
export function createTapGesture({
  onSingle,
  onDouble,
  windowMs = UI.imagePreview.doubleTapMs,
}: TapGestureOptions): TapGesture {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(pending);
    pending = undefined;
  };
  return {
    tap() {
      if (pending !== undefined) {
        cancel();
        onDouble();
        return;
      }
      pending = setTimeout(() => {
        pending = undefined;
        onSingle();
      }, windowMs);
    },
    cancel,
  };
}

/** `createTapGesture` for a component: the latest callbacks, and no close after unmounting. */
export function useTapGesture(options: TapGestureOptions): () => void {
  const latest = useRef(options);
  const gesture = useRef<TapGesture | null>(null);
  const { windowMs } = options;
  useLayoutEffect(() => {
    latest.current = options;
  });
  useLayoutEffect(() => {
    const created = createTapGesture({
      onSingle: () => latest.current.onSingle(),
      onDouble: () => latest.current.onDouble(),
      windowMs,
    });
    gesture.current = created;
    return () => created.cancel();
  }, [windowMs]);
  return useCallback(() => gesture.current?.tap(), []);
}
