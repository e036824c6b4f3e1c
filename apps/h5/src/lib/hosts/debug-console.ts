import { isDebugHost } from '@/config/hosts';

// SPEC §7: a debug console loads on dev and test hosts, so testers can read logs and requests on a
// phone. vConsole (Tencent's, made for WeChat web-views) is imported dynamically: it lands in its
// own chunk and production pages never download its ~75 KiB (gzip).

export interface DebugConsole {
  destroy(): void;
}

let loading: Promise<DebugConsole | null> | null = null;

/** The developer's own machine: its desktop browser has real developer tools. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\./.test(hostname);
}

/**
 * Loads the console once on a dev or test host reached from a phone; resolves null elsewhere or
 * when it fails. Not on loopback (a desktop with developer tools, where the browser tests and
 * Lighthouse run) and not under automation (`navigator.webdriver`): they measure the page itself.
 */
export function loadDebugConsole(
  hostname: string = window.location.hostname,
  automated: boolean = navigator.webdriver === true,
): Promise<DebugConsole | null> {
  if (automated || isLoopback(hostname) || !isDebugHost(hostname)) return Promise.resolve(null);
  loading ??= import('vconsole').then(
    ({ default: VConsole }) => new VConsole(),
    (error: unknown) => {
      // A missing debug tool must never break the page it was meant to debug.
      console.warn('[debug-console] not loaded', error);
      loading = null;
      return null;
    },
  );
  return loading;
}
