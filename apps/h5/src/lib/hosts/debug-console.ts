import { isDebugHost } from '@/config/hosts';

// SPEC §7: a debug console loads on dev and test hosts, so testers can read logs and requests on a
// phone. vConsole (Tencent's, made for WeChat web-views) is imported dynamically: it lands in its
// own chunk and production pages never download its ~75 KiB (gzip).

export interface DebugConsole {
  destroy(): void;
}

let loading: Promise<DebugConsole | null> | null = null;

/**
 * Loads the console once on a dev or test host; resolves null elsewhere or when it fails. Not under
 * automation (`navigator.webdriver`: browser tests and Lighthouse), which measure the page itself.
 */
export function loadDebugConsole(
  hostname: string = window.location.hostname,
  automated: boolean = navigator.webdriver === true,
): Promise<DebugConsole | null> {
  if (automated || !isDebugHost(hostname)) return Promise.resolve(null);
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
