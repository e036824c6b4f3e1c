// Which app, messenger and system the page runs in, from the user agent (docs/design.md §4, SPEC §6).
// Pure functions of the agent string and a window-like object, so every host is unit-testable.

import { APP_AGENT_TOKENS } from './app-agents';
import { isWechatAgent } from './wechat-agent';

export type HostApp = 'shipper' | 'driver';
export type HostSystem = 'ios' | 'android' | 'other';

export interface Host {
  /** The platform's native app the page is in: shipper (`FYNewCustomer`) or driver (`FYLucky`). */
  app: HostApp | null;
  /** That app's version (`5.4.0`), null outside the apps. */
  appVersion: string | null;
  /** WeChat's in-app browser, the mini-program web-view included. */
  wechat: boolean;
  /** The WeChat mini-program web-view. */
  miniProgram: boolean;
  system: HostSystem;
}

/** The part of `window` detection reads; WeChat sets `__wxjs_environment` in the web-view. */
export interface HostWindow {
  __wxjs_environment?: unknown;
  navigator?: { maxTouchPoints?: number };
}

// The apps append `<token>/<version>`; the version is digits and dots (`FYNewCustomer/5.4.0`).
const APP_TOKENS: ReadonlyArray<readonly [HostApp, RegExp]> = (
  Object.entries(APP_AGENT_TOKENS) as [HostApp, string][]
).map(([app, token]) => [app, new RegExp(`\\b${token}\\/(\\d+(?:\\.\\d+){0,3})`)] as const);

function detectSystem(ua: string, win: HostWindow): HostSystem {
  if (/Android/i.test(ua)) return 'android';
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'ios';
  // iPadOS 13+ announces itself as a Mac; only the touch screen tells it apart.
  if (/Macintosh/.test(ua) && (win.navigator?.maxTouchPoints ?? 0) > 1) return 'ios';
  return 'other';
}

export function detectHost(ua: string = navigator.userAgent, win: HostWindow = window): Host {
  let app: HostApp | null = null;
  let appVersion: string | null = null;
  for (const [name, pattern] of APP_TOKENS) {
    const match = pattern.exec(ua);
    if (match) {
      app = name;
      appVersion = match[1] ?? null;
      break;
    }
  }
  // The mini-program web-view has `miniProgram` in the agent on most versions; older Android
  // clients only set `__wxjs_environment`, and only once the JS bridge is ready.
  const miniProgram = /miniProgram/i.test(ua) || win.__wxjs_environment === 'miniprogram';
  return {
    app,
    appVersion,
    wechat: isWechatAgent(ua) || miniProgram,
    miniProgram,
    system: detectSystem(ua, win),
  };
}

function parts(version: string): number[] {
  return version.split('.').map((part) => {
    const n = Number.parseInt(part, 10);
    return Number.isFinite(n) ? n : 0;
  });
}

/**
 * Compares dotted versions numerically, segment by segment (`5.10.0` > `5.4.0`, which a string
 * comparison gets wrong); a missing segment counts as 0 (`5.4` = `5.4.0`). Returns -1, 0 or 1.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff > 0 ? 1 : -1;
  }
  return 0;
}

/** Whether the page is in one of the apps at `minimum` or above (false outside the apps). */
export function meetsVersion(host: Pick<Host, 'appVersion'>, minimum: string): boolean {
  return host.appVersion !== null && compareVersions(host.appVersion, minimum) >= 0;
}

let current: Host | null = null;

/**
 * The host of this page, detected once: the agent does not change while the page lives. The
 * mini-program flag is read again each time, because WeChat sets `__wxjs_environment` late.
 */
export function currentHost(): Host {
  current ??= detectHost();
  if (!current.miniProgram && (window as HostWindow).__wxjs_environment === 'miniprogram') {
    current = { ...current, miniProgram: true, wechat: true };
  }
  return current;
}

/** For tests: forget the detected host. */
export function resetCurrentHost(): void {
  current = null;
}
