import { render } from 'preact';
import type { ReactNode } from 'react';

/**
 * Renders the app over a first screen from index.html (docs/decisions/020), on the elements it
 * finds: preact's own render diffs against the DOM in the container, attributes included, so
 * what the HTML painted stays where it matches and is corrected where it does not (a host, a
 * style the HTML could not carry). preact/compat's createRoot empties the container first, as
 * React does, which would paint the first screen again. Under React this is hydrateRoot.
 */
export function renderOver(app: ReactNode, container: HTMLElement): void {
  render(app as Parameters<typeof render>[0], container);
}
