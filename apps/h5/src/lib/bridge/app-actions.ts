import { readUserInfo } from '@/lib/cookies/user-info';
import { currentHost, type Host, meetsVersion } from '@/lib/hosts/detect-host';
import { appTranslate } from '@/lib/i18n/i18n';
import { copyText, type LinkClipboard } from '@/lib/links/copy-link';
import { allowedUrl } from '@/lib/links/safe-url';
import { navigateSafely } from '@/lib/routing/navigation';
import type { UserType } from '@/lib/routing/route-table';
import {
  BridgeActionError,
  BridgeUnavailableError,
  type BridgeWindow,
  callNative,
  isBridgeAvailable,
  type NativeScreen,
  type ShareContent,
} from './native-bridge';

// What pages call to reach the apps' screens (SPEC §1, docs/design.md §4). Inside an app the bridge
// does it; outside, each action has a web fallback, and anything that cannot happen comes back
// as an outcome with a message for the page to show: nothing fails silently.

export type BridgeOutcome =
  /** The app did it. */
  | { outcome: 'native'; result: unknown }
  /** Done on the web instead: `target` is the route or URL opened, or the action taken. */
  | { outcome: 'web'; target: string }
  /** Score centre and coupons need the shipper app at 5.4.0 or above (SPEC §5). */
  | { outcome: 'upgrade-required'; message: string; downloadPath: string }
  /**
   * Only the visitor can do it (share in WeChat): show `message`; with `link`, a browser that could
   * neither share nor copy it: show the link selected, to copy by hand (lib/links/copy-link.ts).
   */
  | { outcome: 'hint'; message: string; link?: string }
  /** The link is not one the app opens. */
  | { outcome: 'refused'; message: string }
  /** The app did not do it (no answer, or it reported a failure). */
  | { outcome: 'failed'; message: string };

export interface BridgeContext {
  host?: Host;
  win?: BridgeWindow;
  /** Opens a route of this app (hash path such as `/driver/auth`). */
  goTo?: (path: string) => void;
  /** Leaves for a URL (a whole-page navigation). */
  assign?: (url: string) => void;
  currentHostname?: string;
  /** Who the visitor is, to pick the right download page outside the apps. */
  userType?: UserType | null;
  timeoutMs?: number;
}

/** Score centre and coupon list open natively only in the shipper app from this version. */
export const SHIPPER_SCREENS_MIN_VERSION = '5.4.0';
export const CUSTOMER_DOWNLOAD_PATH = '/customer/download';
export const DRIVER_DOWNLOAD_PATH = '/driver/download';

/**
 * The web page that does each screen's job outside the apps. Only identity verification has a
 * web version (the driver verification pages); the other screens exist in the apps alone, so the
 * visitor gets the download page of the app that has them (wallet: the visitor's own app).
 */
const WEB_FALLBACK: Record<NativeScreen, string | 'own-app-download'> = {
  identityVerify: '/driver/auth',
  wallet: 'own-app-download',
  coupons: CUSTOMER_DOWNLOAD_PATH,
  scoreCenter: CUSTOMER_DOWNLOAD_PATH,
  truckList: DRIVER_DOWNLOAD_PATH,
  publishGoods: CUSTOMER_DOWNLOAD_PATH,
  // A driver takes goods in the driver app; outside it, the way to get it.
  goodsDetail: DRIVER_DOWNLOAD_PATH,
};

const SHIPPER_ONLY: ReadonlySet<NativeScreen> = new Set(['coupons', 'scoreCenter']);

function defaultGoTo(path: string): void {
  void navigateSafely(path).then((outcome) => {
    // No router yet (or it refused): the hash router picks the change up from the URL.
    if (outcome === 'aborted') window.location.hash = path;
  });
}

function resolveContext(context: BridgeContext) {
  return {
    host: context.host ?? currentHost(),
    win: context.win ?? (window as unknown as BridgeWindow),
    goTo: context.goTo ?? defaultGoTo,
    assign: context.assign ?? ((url: string) => window.location.assign(url)),
    currentHostname: context.currentHostname ?? window.location.hostname,
    timeoutMs: context.timeoutMs,
  };
}

function failed(error: unknown): BridgeOutcome {
  console.warn('[bridge] native action failed', error);
  return { outcome: 'failed', message: appTranslate('bridge.noResponse') };
}

function ownDownloadPath(host: Host, userType: UserType | null | undefined): string {
  const driver = host.app === 'driver' || (host.app === null && userType === 3);
  return driver ? DRIVER_DOWNLOAD_PATH : CUSTOMER_DOWNLOAD_PATH;
}

/** Opens one of the apps' screens: natively in the app, else its web fallback. */
export async function navigateToScreen(
  screen: NativeScreen,
  context: BridgeContext = {},
  /** What the screen shows: the goods id of `goodsDetail`. */
  shows: { goodsId?: string } = {},
): Promise<BridgeOutcome> {
  const ctx = resolveContext(context);
  if (
    SHIPPER_ONLY.has(screen) &&
    !(ctx.host.app === 'shipper' && meetsVersion(ctx.host, SHIPPER_SCREENS_MIN_VERSION))
  ) {
    return {
      outcome: 'upgrade-required',
      message: appTranslate('bridge.upgradeShipperApp'),
      downloadPath: CUSTOMER_DOWNLOAD_PATH,
    };
  }
  if (ctx.host.app !== null && isBridgeAvailable(ctx.win)) {
    try {
      const result = await callNative('navigate', { screen, ...shows }, ctx);
      return { outcome: 'native', result };
    } catch (error) {
      return failed(error);
    }
  }
  const fallback = WEB_FALLBACK[screen];
  const target =
    fallback === 'own-app-download'
      ? ownDownloadPath(ctx.host, context.userType ?? readUserInfo()?.userType)
      : fallback;
  ctx.goTo(target);
  return { outcome: 'web', target };
}

/**
 * Opens a URL in the app's inner browser (link type 2), or in this page outside the apps. The
 * allow-list applies either way: the app's browser must not become a way round it.
 */
export async function openInnerBrowser(
  rawUrl: string,
  context: BridgeContext = {},
): Promise<BridgeOutcome> {
  const ctx = resolveContext(context);
  const url = allowedUrl(rawUrl, ctx.currentHostname);
  if (!url) return { outcome: 'refused', message: appTranslate('link.refused') };
  if (ctx.host.app !== null && isBridgeAvailable(ctx.win)) {
    try {
      const result = await callNative('openInnerBrowser', { url: url.href }, ctx);
      return { outcome: 'native', result };
    } catch (error) {
      // The app could not open its browser: the link still opens, in this web-view.
      console.warn('[bridge] inner browser failed, opening in the page', error);
    }
  }
  ctx.assign(url.href);
  return { outcome: 'web', target: url.href };
}

interface WebShareNavigator {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
}

/**
 * Shares through the app's sheet. WeChat gives pages no share sheet (the JS-SDK only presets what
 * its own menu shares), so there the visitor is pointed to the ··· menu; other browsers use the
 * system sheet when they have one, else the link is copied (`web`, target `clipboard`), else the
 * page is to show it selected for copying by hand (`hint` with the link).
 */
export async function shareContent(
  content: ShareContent,
  context: BridgeContext & {
    webShare?: WebShareNavigator;
    clipboard?: LinkClipboard;
  } = {},
): Promise<BridgeOutcome> {
  const ctx = resolveContext(context);
  if (ctx.host.app !== null && isBridgeAvailable(ctx.win)) {
    try {
      const result = await callNative('share', content, ctx);
      return { outcome: 'native', result };
    } catch (error) {
      console.warn('[bridge] native share failed', error);
    }
  }
  if (ctx.host.wechat) return { outcome: 'hint', message: appTranslate('bridge.shareHintWechat') };
  const webShare = context.webShare ?? navigator;
  if (typeof webShare.share === 'function') {
    try {
      await webShare.share({ title: content.title, text: content.desc, url: content.link });
      return { outcome: 'web', target: 'web-share' };
    } catch (error) {
      // The visitor closed the sheet, or the browser refused: fall through to the hint.
      console.warn('[bridge] web share did not complete', error);
    }
  }
  const copied = await copyText(content.link, context.clipboard);
  if (copied) return { outcome: 'web', target: 'clipboard' };
  return { outcome: 'hint', message: appTranslate('bridge.shareHintBrowser'), link: content.link };
}

/**
 * How a visitor keeps an image here. Inside the apps the bridge saves it to the album; WeChat has
 * no save API for pages and ignores `<a download>`, so there (and in an app web-view too old to
 * have the bridge) the image is shown as an `<img>` to press and hold; a browser downloads it.
 */
export type SaveImageWay = 'native' | 'long-press' | 'download';

export function saveImageWay(context: Pick<BridgeContext, 'host' | 'win'> = {}): SaveImageWay {
  const host = context.host ?? currentHost();
  if (host.app !== null) {
    return isBridgeAvailable(context.win ?? (window as unknown as BridgeWindow))
      ? 'native'
      : 'long-press';
  }
  return host.wechat ? 'long-press' : 'download';
}

/**
 * The app may first ask the visitor for access to the album: the answer waits for that dialog,
 * so this action gets longer than the bridge's 10 s before it counts as unanswered.
 */
export const SAVE_IMAGE_TIMEOUT_MS = 60_000;

function downloadWithLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Saves an image (a data URL, such as a poster drawn on the page, or an image URL): to the album
 * through the app, as a download in a browser; where only a long press can save it, the outcome
 * is the hint to show.
 */
export async function saveImage(
  url: string,
  context: BridgeContext & {
    fileName?: string;
    download?: (url: string, fileName: string) => void;
  } = {},
): Promise<BridgeOutcome> {
  const ctx = resolveContext(context);
  const way = saveImageWay(ctx);
  if (way === 'native') {
    try {
      const result = await callNative(
        'saveImage',
        { url },
        { ...ctx, timeoutMs: ctx.timeoutMs ?? SAVE_IMAGE_TIMEOUT_MS },
      );
      return { outcome: 'native', result };
    } catch (error) {
      console.warn('[bridge] saving the image failed', error);
      // The app said no (album access refused, disk full) or never answered.
      const key =
        error instanceof BridgeActionError ? 'bridge.saveImageFailed' : 'bridge.noResponse';
      return { outcome: 'failed', message: appTranslate(key) };
    }
  }
  if (way === 'long-press')
    return { outcome: 'hint', message: appTranslate('bridge.saveImageHint') };
  (context.download ?? downloadWithLink)(url, context.fileName ?? 'image.png');
  return { outcome: 'web', target: 'download' };
}

interface WeixinJsBridge {
  call?: (name: string) => void;
}

/** Closes the page: the app closes its web-view; WeChat its window; a browser goes back. */
export async function closePage(
  context: BridgeContext & {
    history?: Pick<History, 'length' | 'back'>;
    weixin?: WeixinJsBridge;
  } = {},
): Promise<BridgeOutcome> {
  const ctx = resolveContext(context);
  if (ctx.host.app !== null && isBridgeAvailable(ctx.win)) {
    try {
      // No answer comes back from a closed web-view, so only the posting is awaited.
      await callNative('close', {}, { ...ctx, awaitAnswer: false });
      return { outcome: 'native', result: undefined };
    } catch (error) {
      if (!(error instanceof BridgeUnavailableError)) console.warn('[bridge] close failed', error);
    }
  }
  const weixin =
    context.weixin ?? (window as unknown as { WeixinJSBridge?: WeixinJsBridge }).WeixinJSBridge;
  if (ctx.host.wechat && typeof weixin?.call === 'function') {
    weixin.call('closeWindow');
    return { outcome: 'web', target: 'closeWindow' };
  }
  const history = context.history ?? window.history;
  // Opened straight from a link there is nothing to go back to: go to the app's home instead.
  if (history.length > 1) {
    history.back();
    return { outcome: 'web', target: 'back' };
  }
  ctx.goTo('/');
  return { outcome: 'web', target: '/' };
}
