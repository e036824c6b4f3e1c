import { type ReactNode, useState } from 'react';
import { useLocation, useOutlet } from '@/lib/routing/router';
import { useAppMatches } from '@/lib/routing/app-router';
import { isKeptAlive } from './route-handle';

/**
 * Renders the current page, and keeps pages whose meta says `keepAlive` mounted but hidden (a
 * `hidden` wrapper; preact/compat has no <Activity>) after the visitor leaves them, so their state
 * survives the trip to another route. A hidden page keeps running its effects; it does not set the
 * title or record page views (usePageMeta checks it is the current page). Their scroll position is
 * kept by the layout's scroll restoration, keyed by path for these routes.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useAppMatches();
  const { pathname } = useLocation();
  // A cache that lives as long as the layout; written during render on purpose: the page element to
  // keep is only known here, and writing it again on a re-render is harmless.
  const [kept] = useState(() => new Map<string, ReactNode>());
  const keepCurrent = isKeptAlive(matches);
  if (keepCurrent && outlet) kept.set(pathname, outlet);
  return (
    <>
      {[...kept].map(([path, element]) => (
        <div key={path} className="fy-kept-page" hidden={!(keepCurrent && path === pathname)}>
          {element}
        </div>
      ))}
      {keepCurrent ? null : outlet}
    </>
  );
}
