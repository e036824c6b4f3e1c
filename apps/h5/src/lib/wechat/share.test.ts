import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_COOKIE } from '@/lib/cookies/channel';
import { capturedEntryUrl, captureEntryUrl, resetEntryUrl } from './entry-url';
import { connectShare, type ShareRouter, shareDataFor, type WxConfig, type WxSdk } from './share';
import { currentPageShare, setShareData } from './share-data';
import { signingUrl } from './share-url';

afterEach(() => {
  resetEntryUrl();
  Cookies.remove(CHANNEL_COOKIE);
  window.history.replaceState(null, '', '/');
});

const ENTRY = 'https://h5.example.com/?code=061Abc&state=s1&from=share';
const NOW = 'https://h5.example.com/?from=share#/epidemic/index?x=1';

describe('the URL wx.config is signed for (PITFALLS 1)', () => {
  it('is the entry URL on iOS, the current one elsewhere, never with the hash', () => {
    const base = { entryUrl: ENTRY, currentHref: NOW };
    expect(signingUrl({ ...base, system: 'ios', isWkWebview: false })).toBe(ENTRY);
    expect(signingUrl({ ...base, system: 'other', isWkWebview: true })).toBe(ENTRY);
    expect(signingUrl({ ...base, system: 'android', isWkWebview: false })).toBe(
      'https://h5.example.com/?from=share',
    );
    // Without a captured entry URL (never expected), iOS falls back to the current one.
    expect(signingUrl({ ...base, entryUrl: null, system: 'ios', isWkWebview: false })).toBe(
      'https://h5.example.com/?from=share',
    );
  });

  it('captures the entry URL once, before anything changes the address bar', () => {
    captureEntryUrl(`${ENTRY}#/epidemic/index`);
    captureEntryUrl(NOW);
    expect(capturedEntryUrl()).toBe(ENTRY);
  });
});

describe('shareDataFor', () => {
  it("shares the page's own data on its route only, with channel ids and without OAuth fields", () => {
    Cookies.set(CHANNEL_COOKIE, 'wx_group_7');
    window.history.replaceState(null, '', '/#/epidemic/index?x=1');
    setShareData({
      title: '路况早知道',
      desc: '司机朋友都在用',
      imgUrl: 'https://cdn.example/a.png',
    });
    const own = shareDataFor(
      'https://h5.example.com/?code=061Abc&state=s1#/epidemic/index?x=2',
      '路况查询',
      currentPageShare(),
      'default',
    );
    expect(own).toEqual({
      title: '路况早知道',
      desc: '司机朋友都在用',
      link: 'https://h5.example.com/#/epidemic/index?x=2&channel_id=wx_group_7',
      imgUrl: 'https://cdn.example/a.png',
    });
    const other = shareDataFor(
      'https://h5.example.com/#/sem/index',
      '选择身份',
      currentPageShare(),
      'default',
    );
    expect(other).toEqual({
      title: '选择身份',
      desc: 'default',
      link: 'https://h5.example.com/#/sem/index?channel_id=wx_group_7',
      imgUrl: '',
    });
  });
});

/** Like the JS-SDK: `ready` callbacks wait for the config being verified, run once, and are dropped. */
function fakeWx() {
  const waiting: Array<() => void> = [];
  let onError: ((error: { errMsg: string }) => void) | null = null;
  const wx = {
    config: vi.fn(),
    ready: (callback: () => void) => void waiting.push(callback),
    error: (callback: (error: { errMsg: string }) => void) => void (onError = callback),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  } satisfies WxSdk;
  return {
    wx,
    ready: () => {
      for (const callback of waiting.splice(0)) callback();
    },
    fail: (errMsg: string) => onError?.({ errMsg }),
  };
}

function fakeRouter() {
  let listener: Parameters<ShareRouter['subscribe']>[0] | null = null;
  const router: ShareRouter = {
    subscribe: (fn) => {
      listener = fn;
      return () => {};
    },
  };
  return {
    router,
    navigated: (key: string) => listener?.({ navigation: { state: 'idle' }, location: { key } }),
  };
}

const config: WxConfig = {
  appId: 'wx-embedded-stand-in',
  timestamp: 1_700_000_000,
  nonceStr: 'n0nce',
  signature: 'a'.repeat(40),
  jsApiList: ['scanQRCode', 'updateAppMessageShareData'],
};

describe('connectShare', () => {
  it('configures for the signing URL, applies on ready and again after each route change', async () => {
    vi.useFakeTimers();
    try {
      const { wx, ready } = fakeWx();
      const { router, navigated } = fakeRouter();
      let url = 'https://h5.example.com/?code=1&state=2';
      let title = '路况查询';
      const getConfig = vi.fn(async () => config);
      await connectShare(router, {
        loadSdk: async () => wx,
        getConfig,
        signingUrl: () => url,
        shareData: () => ({ title, desc: 'd', link: 'https://h5.example.com/#/x', imgUrl: '' }),
      });
      expect(getConfig).toHaveBeenCalledWith('https://h5.example.com/?code=1&state=2');
      expect(wx.config).toHaveBeenCalledWith({
        debug: false,
        ...config,
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'scanQRCode'],
      });
      expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
      ready();
      expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: '路况查询', desc: 'd' }),
      );
      expect(wx.updateTimelineShareData).toHaveBeenCalledTimes(1);

      // A route change on the same URL (iOS, or only the hash changed): the same config, new data.
      title = '选择身份';
      navigated('k1');
      await vi.runAllTimersAsync();
      expect(getConfig).toHaveBeenCalledTimes(1);
      expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: '选择身份' }),
      );
      navigated('k1'); // the same navigation again: nothing new
      await vi.runAllTimersAsync();
      expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(2);

      // Android with a changed query: signed again, applied once ready again.
      url = 'https://h5.example.com/';
      navigated('k2');
      await vi.runAllTimersAsync();
      expect(getConfig).toHaveBeenLastCalledWith('https://h5.example.com/');
      expect(wx.config).toHaveBeenCalledTimes(2);
      expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(2);
      ready();
      expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(3);

      // A page setting its data applies it at once.
      setShareData({ title: 'own', desc: 'own' });
      expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('survives an invalid signature (wx.error) and signs again on the next route change', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { wx, fail } = fakeWx();
      const { router, navigated } = fakeRouter();
      const getConfig = vi.fn(async () => config);
      await connectShare(router, {
        loadSdk: async () => wx,
        getConfig,
        signingUrl: () => 'https://h5.example.com/',
        shareData: () => ({ title: 't', desc: 'd', link: 'l', imgUrl: '' }),
      });
      fail('config:invalid signature');
      expect(warn).toHaveBeenCalled();
      navigated('k3');
      await vi.runAllTimersAsync();
      expect(getConfig).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      warn.mockRestore();
    }
  });
});
