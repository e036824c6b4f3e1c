import { Activity, type ReactNode, useRef } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { routeMetaOf } from './route-handle';

/**
 * Renders the current page, and keeps pages whose meta says `keepAlive` mounted but hidden (React's
 * <Activity>) after the visitor leaves them, so their state survives the trip to another route.
 * Their scroll position is kept by ScrollRestoration, keyed by path for these routes.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const { pathname } = useLocation();
  const kept = useRef(new Map<string, ReactNode>());
  const keepCurrent = matches.some((match) => routeMetaOf(match)?.keepAlive === true);
  if (keepCurrent && outlet) kept.current.set(pathname, outlet);
  return (
    <>
      {[...kept.current].map(([path, element]) => (
        <Activity key={path} mode={keepCurrent && path === pathname ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {keepCurrent ? null : outlet}
    </>
  );
}
