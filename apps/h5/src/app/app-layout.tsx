import { type Location, ScrollRestoration, type UIMatch } from 'react-router';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { routeMetaOf } from './route-handle';

/**
 * Scroll positions are remembered per history entry, so back and forward return to where the
 * visitor was; kept-alive pages remember theirs per path, so they also survive a fresh visit.
 * Entries the router did not create itself (the page the visitor landed on, a plain `#/…` link,
 * a typed URL) all carry the key 'default'; those are told apart by path and query instead.
 */
export function scrollKey(location: Location, matches: UIMatch[]): string {
  if (matches.some((match) => routeMetaOf(match)?.keepAlive === true)) return location.pathname;
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

export function AppLayout() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <KeepAliveOutlet />
    </>
  );
}
