import { type Location, ScrollRestoration, type UIMatch } from 'react-router';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { routeMetaOf } from './route-handle';

/**
 * Scroll positions are remembered per history entry, so back and forward return to where the
 * visitor was; kept-alive pages remember theirs per path, so they also survive a fresh visit.
 */
export function scrollKey(location: Location, matches: UIMatch[]): string {
  return matches.some((match) => routeMetaOf(match)?.keepAlive === true)
    ? location.pathname
    : location.key;
}

export function AppLayout() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <KeepAliveOutlet />
    </>
  );
}
