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
