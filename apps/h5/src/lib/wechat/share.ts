import { withChannelParams } from '@/lib/cookies/channel';
import { currentHost } from '@/lib/hosts/detect-host';
import { appTranslate } from '@/lib/i18n/i18n';
import { withoutOAuthParams } from './oauth-url';
import {
  currentPageShare,
  onShareDataChange,
  type PageShare,
  routeOfHash,
  type ShareData,
} from './share-data';
import { capturedEntryUrl } from './entry-url';
import { signingUrl } from './share-url';

// Sharing a page to a WeChat chat or Moments (SPEC §7 getWXConfig; PITFALLS 1): in WeChat only,
// this module and the JS-SDK (`weixin-js-sdk`, ~5 KiB gzip) load after first paint (share-install.ts), `wx.config` is signed by
// the server for the right URL (the entry URL on iOS, the current one on Android, never with the
// hash), and the share data is applied on `ready` and again after every route change. Pages set
// their own title, text, link and image with `setShareData` (share-data.ts); others share their
// title.

/** The part of weixin-js-sdk used here. */
export interface WxSdk {
  config(options: {
    debug?: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (error: { errMsg: string }) => void): void;
  updateAppMessageShareData(data: Required<ShareData> & { success(): void }): void;
  updateTimelineShareData(data: Omit<Required<ShareData>, 'desc'> & { success(): void }): void;
}

export interface WxConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

/** The share APIs asked for: the current ones (JS-SDK 1.4+). */
export const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];

/** What to share on the page being shown: its own data, else its title and the default text. */
export function shareDataFor(
  href: string,
  title: string,
  page: PageShare | null,
  defaultDesc: string,
): Required<ShareData> {
  const own = page && page.route === routeOfHash(new URL(href).hash) ? page.data : null;
  const link = withChannelParams(withoutOAuthParams(own?.link ?? href));
  return {
    title: own?.title ?? title,
    desc: own?.desc ?? defaultDesc,
    link,
    imgUrl: own?.imgUrl ?? '',
  };
}

export interface ShareDeps {
  loadSdk(): Promise<WxSdk>;
  getConfig(url: string): Promise<WxConfig>;
  signingUrl(): string;
  shareData(): Required<ShareData>;
}

/** The router's part this needs: hearing about each finished navigation. */
export interface ShareRouter {
  subscribe(
    listener: (state: { navigation: { state: string }; location: { key: string } }) => void,
  ): () => void;
}

/**
 * Configures the JS-SDK for the page and keeps the share data current. Exported with its
 * dependencies for tests; the app calls `installWechatShare(router)`.
 */
export async function connectShare(router: ShareRouter, deps: ShareDeps): Promise<void> {
  const wx = await deps.loadSdk();
  let signedFor: string | null = null;
  let ready = false;

  const apply = () => {
    if (!ready) return;
    const data = deps.shareData();
    wx.updateAppMessageShareData({ ...data, success: () => {} });
    wx.updateTimelineShareData({
      title: data.title,
      link: data.link,
      imgUrl: data.imgUrl,
      success: () => {},
    });
  };

  // Whether a new config was asked for (the URL to sign changed).
  const configure = async (): Promise<boolean> => {
    const url = deps.signingUrl();
    if (url === signedFor) return false;
    signedFor = url;
    const config = await deps.getConfig(url);
    wx.config({
      debug: false,
      ...config,
      jsApiList: [...new Set([...SHARE_APIS, ...config.jsApiList])],
    });
    // The SDK runs the `ready` callbacks waiting for a config once and drops them, so each config
    // gets its own; the share data is applied once WeChat has it.
    wx.ready(() => {
      ready = true;
      apply();
    });
    return true;
  };

  wx.error((error) => {
    // An invalid signature (a URL WeChat does not recognise) must not break the page.
    console.warn('[wechat] wx.config failed', error.errMsg);
    signedFor = null;
  });
  onShareDataChange(apply);

  let lastKey: string | null = null;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    // The router announces the navigation before the new page renders and sets its title: apply
    // once this task is over, when it has. Android signs the current URL, so a changed query
    // needs a new config; otherwise `configure` keeps the one it has.
    setTimeout(() => {
      configure()
        .then((configuring) => {
          if (!configuring) apply();
        })
        .catch((error: unknown) => console.warn('[wechat] share not configured', error));
    }, 0);
  });
  await configure();
}

async function loadWeixinSdk(): Promise<WxSdk> {
  const module = await import('weixin-js-sdk');
  return module.default as unknown as WxSdk;
}

async function fetchConfig(url: string): Promise<WxConfig> {
  const { callEndpoint } = await import('@/lib/request/endpoint');
  return callEndpoint('getWXConfig', { url });
}

/**
 * Sets up sharing for the page (share-install.ts calls it after first paint): in WeChat only, and
 * not in its mini-program web-view, which has no share menu of its own (its share goes through the
 * mini-program, PITFALLS 3).
 */
export function startShare(router: ShareRouter): void {
  const host = currentHost();
  if (!host.wechat || host.miniProgram) return;
  connectShare(router, {
    loadSdk: loadWeixinSdk,
    getConfig: fetchConfig,
    signingUrl: () =>
      signingUrl({
        system: currentHost().system,
        isWkWebview: (window as { __wxjs_is_wkwebview?: unknown }).__wxjs_is_wkwebview === true,
        entryUrl: capturedEntryUrl(),
        currentHref: window.location.href,
      }),
    shareData: () =>
      shareDataFor(
        window.location.href,
        document.title,
        currentPageShare(),
        appTranslate('wechat.share.defaultDesc'),
      ),
  }).catch((error: unknown) => console.warn('[wechat] share not available', error));
}
