// A first screen's markup as it goes into the page (docs/decisions/020): without dependencies, for
// the build (build/first-screens.ts) and the Node bundle the server renders with (050).

/**
 * Markup as the page's Content Security Policy lets it stand in HTML: no style attributes (inline
 * styles by attribute are refused; the first render sets them again through the DOM). And its
 * text fields read-only (the login card of a guest's first screen): the first render would set a
 * field back to the app's state, losing what was typed before the scripts came; it takes the
 * attribute away with the rest of what differs.
 */
export function cleanMarkup(html: string): string {
  return html.replace(/ style="[^"]*"/g, '').replace(/<(input|textarea)(?=[\s>])/g, '<$1 readonly');
}
