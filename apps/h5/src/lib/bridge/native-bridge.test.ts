import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BridgeActionError,
  BridgeTimeoutError,
  BridgeUnavailableError,
  type BridgeWindow,
  callNative,
  isBridgeAvailable,
  type NativeMessage,
  pendingNativeCalls,
} from './native-bridge';

/** An Android web-view: `FYNative.postMessage` takes JSON text. */
function androidWindow() {
  const sent: string[] = [];
  const win: BridgeWindow = { FYNative: { postMessage: (text: string) => void sent.push(text) } };
  const last = () => JSON.parse(sent.at(-1) ?? 'null') as NativeMessage;
  return { win, sent, last };
}

/** An iOS WKWebView: the message handler takes the object itself. */
function iosWindow() {
  const sent: unknown[] = [];
  const win: BridgeWindow = {
    webkit: { messageHandlers: { FYNative: { postMessage: (m: unknown) => void sent.push(m) } } },
  };
  const last = () => sent.at(-1) as NativeMessage;
  return { win, sent, last };
}

afterEach(() => vi.useRealTimers());

describe('native bridge', () => {
  it('posts JSON text on Android and resolves with the answer', async () => {
    const { win, sent, last } = androidWindow();
    const call = callNative('navigate', { screen: 'wallet' }, { win });
    expect(typeof sent[0]).toBe('string');
    const message = last();
    expect(message).toMatchObject({ action: 'navigate', params: { screen: 'wallet' } });
    expect(message.callbackId).toMatch(/^fy_\d+_/);
    win.__fyNativeCallback?.(message.callbackId, '{"opened":true}');
    await expect(call).resolves.toEqual({ opened: true });
    expect(pendingNativeCalls()).toBe(0);
  });

  it('posts the object on iOS and resolves with the answer', async () => {
    const { win, sent, last } = iosWindow();
    const call = callNative(
      'share',
      { title: 't', desc: 'd', link: 'https://h5.example.com/', imgUrl: '' },
      { win },
    );
    expect(typeof sent[0]).toBe('object');
    expect(last()).toMatchObject({ action: 'share', params: { title: 't', desc: 'd' } });
    win.__fyNativeCallback?.(last().callbackId, { shared: 'wechat' });
    await expect(call).resolves.toEqual({ shared: 'wechat' });
  });

  it('keeps concurrent calls apart by callback id', async () => {
    const { win, sent } = androidWindow();
    const first = callNative('navigate', { screen: 'wallet' }, { win });
    const second = callNative('navigate', { screen: 'truckList' }, { win });
    const [a, b] = sent.map((text) => JSON.parse(text) as NativeMessage);
    expect(a?.callbackId).not.toBe(b?.callbackId);
    win.__fyNativeCallback?.(b?.callbackId ?? '', 'second');
    win.__fyNativeCallback?.(a?.callbackId ?? '', 'first');
    await expect(first).resolves.toBe('first');
    await expect(second).resolves.toBe('second');
  });

  it('rejects when the app reports an error', async () => {
    const { win, last } = iosWindow();
    const call = callNative('navigate', { screen: 'coupons' }, { win });
    win.__fyNativeCallback?.(last().callbackId, { error: 'unknown screen' });
    await expect(call).rejects.toBeInstanceOf(BridgeActionError);
  });

  it('gives up after 10 s without an answer, and ignores a late one', async () => {
    vi.useFakeTimers();
    const { win, last } = androidWindow();
    const call = callNative('navigate', { screen: 'wallet' }, { win });
    const settled = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(pendingNativeCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBeInstanceOf(BridgeTimeoutError);
    expect(pendingNativeCalls()).toBe(0);
    expect(() => win.__fyNativeCallback?.(last().callbackId, 'late')).not.toThrow();
  });

  it('rejects at once outside the apps and when posting throws', async () => {
    expect(isBridgeAvailable({})).toBe(false);
    await expect(callNative('close', {}, { win: {} })).rejects.toBeInstanceOf(
      BridgeUnavailableError,
    );
    const broken: BridgeWindow = {
      FYNative: {
        postMessage: () => {
          throw new Error('web-view gone');
        },
      },
    };
    await expect(callNative('navigate', { screen: 'wallet' }, { win: broken })).rejects.toThrow(
      'web-view gone',
    );
    expect(pendingNativeCalls()).toBe(0);
  });

  it('installs the callback once per window', () => {
    const { win } = androidWindow();
    void callNative('close', {}, { win, awaitAnswer: false });
    const installed = win.__fyNativeCallback;
    void callNative('close', {}, { win, awaitAnswer: false });
    expect(win.__fyNativeCallback).toBe(installed);
  });
});
