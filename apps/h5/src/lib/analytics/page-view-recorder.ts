import { afterFirstUse } from '@/lib/deferred/after-load';
import { addIdentityListener } from '@/lib/identity/identity-events';
import { setPageViewHandler } from '@/lib/routing/page-view';
import type { RecordedCall } from './analytics';

// The only analytics code on the critical path: from the start it records page views (with the
// URL of the moment) and logins in order; at the visitor's first interaction (or when the page is
// hidden, or a few seconds after load: lib/deferred) the analytics module loads in its own chunk
// (then the SDK in another), takes over the hooks and replays the record. Nothing recorded is lost
// and nothing competes with the page's loading.

/** A visit that never gets the analytics module (offline) must not grow memory without bound. */
export const MAX_RECORDED = 200;

let installed = false;

/** main.tsx: start recording now, hand over at first use. */
export function installAnalytics(): void {
  if (installed) return;
  installed = true;
  const recorded: RecordedCall[] = [];
  const record = (call: RecordedCall) => {
    if (recorded.length < MAX_RECORDED) recorded.push(call);
  };
  setPageViewHandler((page) => record({ kind: 'page', page, href: window.location.href }));
  const stopListening = addIdentityListener({
    login: (user) => record({ kind: 'login', user }),
    logout: (forget) => record({ kind: 'logout', forget }),
  });
  afterFirstUse(() => {
    import('./analytics')
      .then(({ startAnalytics }) => {
        stopListening();
        // startAnalytics registers its own page-view handler in place of this recorder's.
        startAnalytics(recorded.splice(0));
      })
      .catch((error: unknown) => {
        // A weak connection: keep recording; the next visit reports. Analytics never breaks a page.
        console.warn('[analytics] not loaded', error);
      });
  });
}
