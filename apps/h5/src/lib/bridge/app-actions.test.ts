import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectHost } from '@/lib/hosts/detect-host';
import { USER_AGENTS as UA } from '@/lib/hosts/user-agents.fixture';
import { setAppLocale } from '@/lib/i18n/i18n';
import {
  closePage,
  navigateToScreen,
  openInnerBrowser,
  saveImage,
  saveImageWay,
  shareContent,
} from './app-actions';
import type { BridgeWindow, NativeMessage } from './native-bridge';

const host = (ua: string) => detectHost(ua, {});

/** A web-view of the app whose native side answers every message at once with `answer`. */
function appWindow(system: 'android' | 'ios', answer: unknown = { ok: true }) {
  const messages: NativeMessage[] = [];
  const win: BridgeWindow = {};
  const receive = (message: NativeMessage) => {
    messages.push(message);
    queueMicrotask(() => win.__fyNativeCallback?.(message.callbackId, answer));
  };
  if (system === 'android') {
    win.FYNative = { postMessage: (text) => receive(JSON.parse(text) as NativeMessage) };
  } else {
    win.webkit = {
      messageHandlers: { FYNative: { postMessage: (m) => receive(m as NativeMessage) } },
    };
  }
  return { win, messages };
}

let goTo: ReturnType<typeof vi.fn<(path: string) => void>>;
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  goTo = vi.fn<(path: string) => void>();
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  setAppLocale('zh-CN');
});

describe('navigateToScreen', () => {
  it('asks the app on Android and on iOS', async () => {
    for (const [system, ua] of [
      ['android', UA.shipperAndroid],
      ['ios', UA.shipperIos],
    ] as const) {
      const { win, messages } = appWindow(system);
      const result = await navigateToScreen('wallet', { host: host(ua), win, goTo });
      expect(result).toEqual({ outcome: 'native', result: { ok: true } });
      expect(messages[0]).toMatchObject({ action: 'navigate', params: { screen: 'wallet' } });
      expect(goTo).not.toHaveBeenCalled();
    }
  });

  it('opens score centre and coupons natively in the shipper app from 5.4.0', async () => {
    for (const ua of [UA.shipperAndroid, UA.shipperIos]) {
      const { win, messages } = appWindow('android');
      expect((await navigateToScreen('scoreCenter', { host: host(ua), win })).outcome).toBe(
        'native',
      );
      expect((await navigateToScreen('coupons', { host: host(ua), win })).outcome).toBe('native');
      expect(messages).toHaveLength(2);
    }
  });

  it('asks for an upgrade below 5.4.0, in the driver app and outside the apps', async () => {
    const { win, messages } = appWindow('android');
    for (const ua of [UA.shipperAndroidOld, UA.driverAndroid, UA.androidWechat, UA.safariIos]) {
      for (const screen of ['scoreCenter', 'coupons'] as const) {
        expect(await navigateToScreen(screen, { host: host(ua), win, goTo })).toEqual({
          outcome: 'upgrade-required',
          message: '请升级货主App至5.4.0及以上版本后打开',
          downloadPath: '/customer/download',
        });
      }
    }
    expect(messages).toEqual([]);
    expect(goTo).not.toHaveBeenCalled();
    setAppLocale('en-US');
    const result = await navigateToScreen('coupons', { host: host(UA.chromeAndroid), goTo });
    expect(result).toMatchObject({
      message: 'Please upgrade the shipper app to version 5.4.0 or above to open this',
    });
  });

  it('falls back to the web page that does the job outside the apps', async () => {
    const outside = host(UA.androidWechat);
    const cases = [
      ['identityVerify', '/driver/auth'],
      ['truckList', '/driver/download'],
      ['publishGoods', '/customer/download'],
    ] as const;
    for (const [screen, path] of cases) {
      expect(await navigateToScreen(screen, { host: outside, win: {}, goTo })).toEqual({
        outcome: 'web',
        target: path,
      });
      expect(goTo).toHaveBeenLastCalledWith(path);
    }
  });

  it("sends the wallet to the visitor's own app's download page", async () => {
    const outside = host(UA.chromeAndroid);
    const driver = await navigateToScreen('wallet', { host: outside, win: {}, goTo, userType: 3 });
    const shipper = await navigateToScreen('wallet', { host: outside, win: {}, goTo, userType: 1 });
    const unknown = await navigateToScreen('wallet', {
      host: outside,
      win: {},
      goTo,
      userType: null,
    });
    expect([driver, shipper, unknown]).toEqual([
      { outcome: 'web', target: '/driver/download' },
      { outcome: 'web', target: '/customer/download' },
      { outcome: 'web', target: '/customer/download' },
    ]);
  });

  it('uses the web fallback in an app whose web-view has no bridge', async () => {
    const result = await navigateToScreen('identityVerify', {
      host: host(UA.driverAndroid),
      win: {},
      goTo,
    });
    expect(result).toEqual({ outcome: 'web', target: '/driver/auth' });
  });

  it('reports a failure with a message when the app answers with an error', async () => {
    const { win } = appWindow('ios', { error: 'not supported' });
    const result = await navigateToScreen('truckList', { host: host(UA.driverIos), win, goTo });
    expect(result).toEqual({ outcome: 'failed', message: 'App没有响应，请稍后重试' });
  });
});

describe('openInnerBrowser', () => {
  it('opens an allowed URL in the app browser inside the app', async () => {
    const { win, messages } = appWindow('ios');
    const result = await openInnerBrowser('https://h5.example.com/#/x', {
      host: host(UA.shipperIos),
      win,
      assign,
      currentHostname: 'localhost',
    });
    expect(result.outcome).toBe('native');
    expect(messages[0]?.params).toEqual({ url: 'https://h5.example.com/#/x' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens it in the page outside the apps, or when the app browser fails', async () => {
    const outside = await openInnerBrowser('https://h5.example.com/a', {
      host: host(UA.safariIos),
      assign,
      currentHostname: 'localhost',
    });
    expect(outside).toEqual({ outcome: 'web', target: 'https://h5.example.com/a' });
    const { win } = appWindow('android', { error: 'busy' });
    const afterFailure = await openInnerBrowser('https://h5.example.com/b', {
      host: host(UA.shipperAndroid),
      win,
      assign,
      currentHostname: 'localhost',
    });
    expect(afterFailure.outcome).toBe('web');
    expect(assign.mock.calls).toEqual([['https://h5.example.com/a'], ['https://h5.example.com/b']]);
  });

  it('refuses a URL off the allow-list, even inside the app', async () => {
    const { win, messages } = appWindow('android');
    for (const url of ['https://evil.com/', 'javascript:alert(1)']) {
      const result = await openInnerBrowser(url, {
        host: host(UA.shipperAndroid),
        win,
        assign,
        currentHostname: 'localhost',
      });
      expect(result).toEqual({ outcome: 'refused', message: '该链接无法打开' });
    }
    expect(messages).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('shareContent', () => {
  const content = {
    title: '邀请有礼',
    desc: '注册领券',
    link: 'https://h5.example.com/#/x',
    imgUrl: '',
  };

  it('uses the app share sheet inside the app', async () => {
    const { win, messages } = appWindow('android');
    const result = await shareContent(content, { host: host(UA.driverAndroid), win });
    expect(result.outcome).toBe('native');
    expect(messages[0]).toMatchObject({ action: 'share', params: content });
  });

  it('points WeChat visitors to the ··· menu', async () => {
    const result = await shareContent(content, { host: host(UA.iosWechat), win: {} });
    expect(result).toEqual({ outcome: 'hint', message: '点击右上角“···”，分享给微信好友' });
  });

  it('uses the system sheet in a browser that has one, else a hint', async () => {
    const share = vi.fn(async () => {});
    const withSheet = await shareContent(content, {
      host: host(UA.safariIos),
      win: {},
      webShare: { share },
    });
    expect(withSheet).toEqual({ outcome: 'web', target: 'web-share' });
    expect(share).toHaveBeenCalledWith({ title: '邀请有礼', text: '注册领券', url: content.link });
    const cancelled = await shareContent(content, {
      host: host(UA.chromeAndroid),
      win: {},
      webShare: { share: () => Promise.reject(new DOMException('', 'AbortError')) },
      clipboard: null,
    });
    expect(cancelled.outcome).toBe('hint');
  });

  it('without a sheet copies the link, else gives it to the page to show for copying by hand', async () => {
    const writeText = vi.fn(async () => {});
    const copied = await shareContent(content, {
      host: host(UA.chromeDesktop),
      win: {},
      webShare: {},
      clipboard: { writeText },
    });
    expect(copied).toEqual({ outcome: 'web', target: 'clipboard' });
    expect(writeText).toHaveBeenCalledWith(content.link);
    for (const clipboard of [
      null,
      { writeText: () => Promise.reject(new DOMException('', 'NotAllowedError')) },
    ]) {
      const byHand = await shareContent(content, {
        host: host(UA.chromeDesktop),
        win: {},
        webShare: {},
        clipboard,
      });
      // Not the address bar's link: the page's may not be the one to share.
      expect(byHand).toEqual({
        outcome: 'hint',
        message: '请复制选中的链接，发给好友',
        link: content.link,
      });
    }
  });
});

describe('closePage', () => {
  it('asks the app to close its web-view without waiting for an answer', async () => {
    const { win, messages } = appWindow('ios', undefined);
    const result = await closePage({ host: host(UA.shipperIos), win });
    expect(result.outcome).toBe('native');
    expect(messages[0]).toMatchObject({ action: 'close', params: {} });
  });

  it('closes the WeChat window, goes back in a browser, or home when there is no history', async () => {
    const call = vi.fn();
    const history = { length: 3, back: vi.fn() };
    expect(
      await closePage({ host: host(UA.androidWechat), win: {}, weixin: { call }, history }),
    ).toEqual({ outcome: 'web', target: 'closeWindow' });
    expect(call).toHaveBeenCalledWith('closeWindow');

    expect(await closePage({ host: host(UA.chromeAndroid), win: {}, history, goTo })).toEqual({
      outcome: 'web',
      target: 'back',
    });
    expect(history.back).toHaveBeenCalledTimes(1);

    const fresh = { length: 1, back: vi.fn() };
    expect(await closePage({ host: host(UA.safariIos), win: {}, history: fresh, goTo })).toEqual({
      outcome: 'web',
      target: '/',
    });
    expect(fresh.back).not.toHaveBeenCalled();
    expect(goTo).toHaveBeenCalledWith('/');
  });
});

describe('saveImage', () => {
  const poster = 'data:image/png;base64,iVBORw0KGgo=';

  it('saves to the album through the app on Android and on iOS', async () => {
    for (const [system, ua] of [
      ['android', UA.driverAndroid],
      ['ios', UA.shipperIos],
    ] as const) {
      const { win, messages } = appWindow(system);
      expect(saveImageWay({ host: host(ua), win })).toBe('native');
      const result = await saveImage(poster, { host: host(ua), win });
      expect(result).toEqual({ outcome: 'native', result: { ok: true } });
      expect(messages[0]).toMatchObject({ action: 'saveImage', params: { url: poster } });
    }
  });

  it('says so, in both languages, when the app refuses or does not answer', async () => {
    const refusing = appWindow('android', { error: 'album permission denied' });
    const context = { host: host(UA.driverAndroid), win: refusing.win };
    expect(await saveImage(poster, context)).toEqual({
      outcome: 'failed',
      message: '图片没有保存，请允许App访问相册后重试',
    });
    setAppLocale('en-US');
    expect(await saveImage(poster, context)).toMatchObject({
      outcome: 'failed',
      message: 'The image was not saved. Allow the app to use your photos and try again.',
    });
    const silent: BridgeWindow = { FYNative: { postMessage: () => {} } };
    expect(
      await saveImage(poster, { host: host(UA.driverAndroid), win: silent, timeoutMs: 5 }),
    ).toEqual({ outcome: 'failed', message: 'The app did not respond. Please try again.' });
  });

  it('gives the long-press hint in WeChat and in an app web-view without the bridge', async () => {
    const download = vi.fn();
    for (const ua of [UA.androidWechat, UA.iosWechat, UA.iosMiniProgram, UA.driverAndroid]) {
      expect(saveImageWay({ host: host(ua), win: {} })).toBe('long-press');
      expect(await saveImage(poster, { host: host(ua), win: {}, download })).toEqual({
        outcome: 'hint',
        message: '长按图片，保存到手机相册',
      });
    }
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads the image in a browser', async () => {
    const download = vi.fn();
    const context = { host: host(UA.chromeAndroid), win: {}, download, fileName: 'invite.png' };
    expect(saveImageWay(context)).toBe('download');
    expect(await saveImage(poster, context)).toEqual({ outcome: 'web', target: 'download' });
    expect(download).toHaveBeenCalledWith(poster, 'invite.png');
  });
});
