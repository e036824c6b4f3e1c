// The native bridge of the platform's apps (docs/design.md §4). The page posts
// `{ action, params, callbackId }` to `window.FYNative.postMessage(jsonString)` (Android) or
// `window.webkit.messageHandlers.FYNative.postMessage(object)` (iOS); the app answers by calling
// `window.__fyNativeCallback(callbackId, result)`, where `result` is any JSON value (or its text,
// as Android's evaluateJavascript often passes it) and `{ "error": "..." }` means the action failed.

/** The app screens a page may open (docs/design.md §4). */
export const NATIVE_SCREENS = [
  'wallet',
  'coupons',
  'scoreCenter',
  'truckList',
  'identityVerify',
  'publishGoods',
  'goodsDetail',
] as const;
export type NativeScreen = (typeof NATIVE_SCREENS)[number];

export interface ShareContent {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** Each action and its params; the compiler refuses an action or a param the apps do not know. */
export interface NativeActions {
  /** `goodsId` with `goodsDetail`: the shipment the screen shows, by its ref (32 hex characters). */
  navigate: { screen: NativeScreen; goodsId?: string };
  openInnerBrowser: { url: string };
  share: ShareContent;
  /** Saves an image to the phone's album: a data URL (a poster drawn on the page) or an image URL. */
  saveImage: { url: string };
  close: Record<string, never>;
}
export type NativeAction = keyof NativeActions;

export interface NativeMessage<A extends NativeAction = NativeAction> {
  action: A;
  params: NativeActions[A];
  callbackId: string;
}

type Callback = (callbackId: string, result: unknown) => void;

/** What the apps inject into the page, and the callback the page installs. */
export interface BridgeWindow {
  FYNative?: { postMessage?: (message: string) => void };
  webkit?: { messageHandlers?: { FYNative?: { postMessage?: (message: unknown) => void } } };
  __fyNativeCallback?: Callback;
}

/** An answer not received within 10 s: the app did not handle the action. */
export const NATIVE_TIMEOUT_MS = 10_000;

export class BridgeUnavailableError extends Error {
  override name = 'BridgeUnavailableError';
}
export class BridgeTimeoutError extends Error {
  override name = 'BridgeTimeoutError';
}
/** The app answered that the action failed. */
export class BridgeActionError extends Error {
  override name = 'BridgeActionError';
}

type Post = (message: NativeMessage) => void;

function bridgeWindow(): BridgeWindow {
  return window as unknown as BridgeWindow;
}

/** How to reach the app from this window, or null outside the apps. */
function transport(win: BridgeWindow): Post | null {
  const android = win.FYNative;
  if (typeof android?.postMessage === 'function') {
    // Android's injected object takes text only; call it as a method (it checks `this`).
    return (message) => android.postMessage?.(JSON.stringify(message));
  }
  const ios = win.webkit?.messageHandlers?.FYNative;
  if (typeof ios?.postMessage === 'function') return (message) => ios.postMessage?.(message);
  return null;
}

export function isBridgeAvailable(win: BridgeWindow = bridgeWindow()): boolean {
  return transport(win) !== null;
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const pending = new Map<string, Pending>();
const installedOn = new WeakSet<BridgeWindow>();
let sequence = 0;

function decodeResult(result: unknown): unknown {
  if (typeof result !== 'string') return result;
  try {
    return JSON.parse(result) as unknown;
  } catch {
    return result;
  }
}

function settle(callbackId: string, raw: unknown): void {
  const entry = pending.get(String(callbackId));
  if (!entry) return; // late (after the timeout) or unknown: nobody waits for it any more
  pending.delete(String(callbackId));
  clearTimeout(entry.timer);
  const result = decodeResult(raw);
  if (typeof result === 'object' && result !== null && 'error' in result) {
    entry.reject(new BridgeActionError(String(result.error)));
  } else {
    entry.resolve(result);
  }
}

/** Installs `__fyNativeCallback` once per window; every answer goes through it. */
export function installNativeCallback(win: BridgeWindow = bridgeWindow()): void {
  if (installedOn.has(win)) return;
  installedOn.add(win);
  win.__fyNativeCallback = settle;
}

export interface CallNativeOptions {
  win?: BridgeWindow;
  timeoutMs?: number;
  /**
   * false: resolve once the message is posted. For `close`, whose page is gone before any
   * answer could arrive.
   */
  awaitAnswer?: boolean;
}

/**
 * Sends one action to the app. Resolves with the app's answer; rejects with
 * BridgeUnavailableError outside the apps, BridgeTimeoutError after 10 s without an answer, or
 * BridgeActionError when the app reports a failure.
 */
export function callNative<A extends NativeAction>(
  action: A,
  params: NativeActions[A],
  options: CallNativeOptions = {},
): Promise<unknown> {
  const win = options.win ?? bridgeWindow();
  const post = transport(win);
  if (!post) return Promise.reject(new BridgeUnavailableError(`no native bridge for ${action}`));
  installNativeCallback(win);
  sequence += 1;
  const callbackId = `fy_${sequence}_${Date.now().toString(36)}`;
  const message: NativeMessage = { action, params, callbackId };
  if (options.awaitAnswer === false) {
    try {
      post(message);
      return Promise.resolve(undefined);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(callbackId);
      reject(
        new BridgeTimeoutError(
          `no answer to ${action} in ${options.timeoutMs ?? NATIVE_TIMEOUT_MS} ms`,
        ),
      );
    }, options.timeoutMs ?? NATIVE_TIMEOUT_MS);
    pending.set(callbackId, { resolve, reject, timer });
    try {
      post(message);
    } catch (error) {
      // A bridge object left over from a dead web-view throws: fail now, not after 10 s.
      pending.delete(callbackId);
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** For tests: how many calls still wait for an answer. */
export function pendingNativeCalls(): number {
  return pending.size;
}
