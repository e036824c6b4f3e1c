// Third-party SDKs (analytics, Web Vitals, WeChat's JS-SDK) must never compete with the page for
// the network or the main thread while it first renders: they start after the window's `load`
// event, when the main thread is idle (with a deadline, so that a busy page still gets them).

export interface AfterLoadWindow {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once: boolean }): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** How long an idle callback may wait before it runs anyway. */
export const IDLE_DEADLINE_MS = 3000;

/** Runs `task` once after load, at the next idle moment (Safari < 16.4 has no idle callback). */
export function afterLoad(task: () => void, win: AfterLoadWindow = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(task, { timeout: IDLE_DEADLINE_MS });
    } else {
      win.setTimeout(task, 1);
    }
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

// The analytics SDK (~50 KiB gzip) and Web Vitals wait longer still: on a weak 4G link anything
// fetched or parsed in the first seconds delays the page's own data and its largest paint (issue
// 14's Lighthouse trace had the SDK start inside the load window). They start at the visitor's
// first interaction (the page is up and being used), when the page is hidden (a visitor switching
// away: the page usually lives on and sends what it recorded), or some seconds after load at idle,
// whichever comes first. A visit that neither touches the page nor stays that long goes unreported.

/** Events that mean the visitor is using the page. */
export const FIRST_USE_EVENTS = [
  'pointerdown',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
] as const;
/** Without any interaction, how long after load the deferred work starts anyway (at idle). */
export const QUIET_START_MS = 5000;

export interface FirstUseWindow extends AfterLoadWindow {
  addEventListener(
    type: string,
    listener: () => void,
    options?: { once?: boolean; capture?: boolean; passive?: boolean },
  ): void;
  removeEventListener(type: string, listener: () => void, options?: { capture?: boolean }): void;
  document: AfterLoadWindow['document'] & {
    visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

/** Runs `task` once: at the first interaction, when the page is hidden, or QUIET_START_MS after load. */
export function afterFirstUse(task: () => void, win: FirstUseWindow = window): void {
  let done = false;
  const options = { capture: true, passive: true };
  const run = () => {
    if (done) return;
    done = true;
    for (const type of FIRST_USE_EVENTS) win.removeEventListener(type, run, options);
    win.document.removeEventListener('visibilitychange', onVisibility);
    task();
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') run();
  };
  for (const type of FIRST_USE_EVENTS) win.addEventListener(type, run, options);
  win.document.addEventListener('visibilitychange', onVisibility);
  afterLoad(() => void win.setTimeout(() => afterLoad(run, win), QUIET_START_MS), win);
}
