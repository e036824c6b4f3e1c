// The route a measurement belongs to, as the router declares it (`/customer/platform-agreement/:id`),
// never the concrete URL: ids and queries would split one page into thousands of rows, and a URL
// can carry personal data (tokens, openids).

/** The part of a React Router match this needs. */
export interface PatternMatch {
  route: { path?: string };
}

/**
 * Joins the matched routes' paths: absolute ones (our feature tables use `/customer/login`) start
 * over, relative ones (layout children, `childOf` pages) are appended; `*` is NotFound.
 */
export function routePatternOf(matches: readonly PatternMatch[]): string {
  let pattern = '';
  for (const { route } of matches) {
    const path = route.path;
    if (path === undefined || path === '') continue;
    if (path === '*') return '*';
    pattern = path.startsWith('/') ? path : `${pattern.replace(/\/$/, '')}/${path}`;
  }
  return pattern === '' ? '/' : pattern;
}
