import { useLayoutEffect } from 'react';
import { type Location, useLocation } from '@/lib/routing/router';
import {
  type AppMatch,
  type AppRouterState,
  useAppMatches,
  useAppRouter,
} from '@/lib/routing/app-router';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { isKeptAlive } from './route-handle';

/**
 * Scroll positions are remembered per history entry, so back and forward return to where the
 * visitor was; kept-alive pages remember theirs per path, so they also survive a fresh visit.
 * Entries the router did not create itself (the page the visitor landed on, a plain `#/…` link,
 * a typed URL) all carry the key 'default'; those are told apart by path and query instead.
 */
export function scrollKey(location: Location, matches: readonly AppMatch[]): string {
  if (isKeptAlive(matches)) return location.pathname;
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

const STORAGE_KEY = 'freight:scroll-positions';

function storedPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(stored);
  } catch {
    return new Map();
  }
}

/** Positions of this tab's history entries; in session storage too, so a reload keeps them. */
const positions = storedPositions();

/**
 * An entry seen before returns to its position (back and forward; a kept-alive page on any
 * visit); a new one starts at the top, or at the element its `#hash` names. A position is taken as a navigation starts, while the page it
 * belongs to is still on screen (and as the tab is left, for a reload).
 */
function useScrollRestoration() {
  const router = useAppRouter();
  const location = useLocation();
  const key = scrollKey(location, useAppMatches());
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = (state: AppRouterState) =>
      positions.set(scrollKey(state.location, state.matches), window.scrollY);
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'loading') save(state);
    });
    const persist = () => {
      save(router.state);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
      } catch {
        // storage full or blocked: positions live as long as the page
      }
    };
    window.addEventListener('pagehide', persist);
    return () => {
      stop();
      window.removeEventListener('pagehide', persist);
    };
  }, [router]);
  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (saved !== undefined) return window.scrollTo(0, saved);
    const anchor = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, location.key, location.hash]);
}

export function AppLayout() {
  useScrollRestoration();
  return <KeepAliveOutlet />;
}
