import { afterFirstUse } from '@/lib/deferred/after-load';
import { deviceId } from '@/lib/request/device-id';
import type { PatternMatch } from './route-pattern';

// Field Web Vitals (the performance issue): LCP, INP, CLS, FCP and TTFB of real visits, per route,
// to the server's /collect/vitals (see `npm run vitals:report`). Only this much is in the entry:
// web-vitals (~3 KiB gzip) and the reporter load at first use (lib/deferred: the first interaction,
// the page hidden, or a few seconds after load), in their own chunks; the browser buffers the
// entries they read, so nothing of the load is missed.
// The metrics describe one document load, so each is filed under the route the visitor landed on
// (as the Chrome UX Report files them under the landing URL); navigations inside the app are not
// separate page loads to the browser.

/** The part of the app's router this needs: its matches, and a way to hear when they settle. */
export interface VitalsRouter {
  state: { initialized: boolean; navigation: { state: string }; matches: readonly PatternMatch[] };
  subscribe(listener: (state: VitalsRouter['state']) => void): () => void;
}

/** The landing route's matches, once the router has settled (redirects such as `/` resolved). */
export function landingMatches(router: VitalsRouter): Promise<readonly PatternMatch[]> {
  const settled = (state: VitalsRouter['state']) =>
    state.initialized && state.navigation.state === 'idle';
  if (settled(router.state)) return Promise.resolve(router.state.matches);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!settled(state)) return;
      stop();
      resolve(state.matches);
    });
  });
}

let installed = false;

/** Starts field measurement for this page load (main.tsx). */
export function installVitals(router: VitalsRouter): void {
  if (installed || typeof navigator.sendBeacon !== 'function') return;
  installed = true;
  // Known early (the visitor may move on before load); the rest loads at first use, lazily.
  const landing = landingMatches(router);
  afterFirstUse(() => {
    void Promise.all([import('web-vitals'), import('./vitals-reporter'), landing])
      .then(([webVitals, { reportVitals }, matches]) => {
        // The beacon carries the device id's cookie, which the collector limits by: keep it set.
        deviceId();
        reportVitals(webVitals, matches);
      })
      .catch((error: unknown) => console.warn('[vitals] not loaded', error));
  });
}
