import { render } from 'preact';
import type { ReactNode } from 'react';

/** What index.html's body script keeps of the taps on a first screen (build/first-screens.ts). */
const TAPS = '__firstScreenTaps';

/**
 * The mark of a frame first screen's skeleton (the content's place under the hero): taken away
 * before the first render, so the render does not take it for one of its own elements further
 * down the page and move it there (a layout shift); the page's own placeholders come in its stead.
 */
export const FRAME_SKELETON = 'data-frame-skeleton';

/**
 * Renders the app over a first screen from index.html (docs/decisions/020), on the elements it
 * finds: preact's own render diffs against the DOM in the container, attributes included, so
 * what the HTML painted stays where it matches and is corrected where it does not (a host, a
 * style the HTML could not carry). preact/compat's createRoot empties the container first, as
 * React does, which would paint the first screen again. Under React this is hydrateRoot.
 *
 * Then the app has the screen: a tap the visitor made on it before (held by the body script) is
 * made again on the same element, now that its handler is there.
 */
export function renderOver(app: ReactNode, container: HTMLElement): void {
  for (const placeholder of container.querySelectorAll(`[${FRAME_SKELETON}]`)) placeholder.remove();
  render(app as Parameters<typeof render>[0], container);
  container.removeAttribute('data-first-screen');
  const held = (window as unknown as Record<string, unknown>)[TAPS];
  if (!Array.isArray(held) || held.length === 0) return;
  const taps = held.splice(0) as HTMLElement[];
  // After the render's effects, in the order they were made.
  setTimeout(() => {
    for (const tap of taps) if (tap.isConnected) tap.click();
  }, 0);
}
