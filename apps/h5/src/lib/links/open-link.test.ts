import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeWindow, NativeMessage } from '@/lib/bridge/native-bridge';
import { detectHost } from '@/lib/hosts/detect-host';
import { USER_AGENTS as UA } from '@/lib/hosts/user-agents.fixture';
import { openLink } from './open-link';

const host = (ua: string) => detectHost(ua, {});
const url = 'https://h5.example.com/#/benefits/grade';

function androidApp() {
  const messages: NativeMessage[] = [];
  const win: BridgeWindow = {
    FYNative: {
      postMessage: (text) => {
        const message = JSON.parse(text) as NativeMessage;
        messages.push(message);
        queueMicrotask(() => win.__fyNativeCallback?.(message.callbackId, { ok: true }));
      },
    },
  };
  return { win, messages };
}

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.fn<(url: string) => void>();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('openLink', () => {
  it('opens link types 1 and 3 directly, inside the app too', async () => {
    const { win, messages } = androidApp();
    const context = { assign, win, currentHostname: 'localhost' };
    expect(await openLink({ linkType: 1, linkUrl: url }, host(UA.shipperAndroid), context)).toBe(
      'opened',
    );
    expect(await openLink({ linkType: 3, linkUrl: url }, host(UA.chromeAndroid), context)).toBe(
      'opened',
    );
    expect(assign.mock.calls).toEqual([[url], [url]]);
    expect(messages).toEqual([]);
  });

  it('opens link type 2 in the inner browser inside the app', async () => {
    const { win, messages } = androidApp();
    const context = { assign, win, currentHostname: 'localhost' };
    expect(await openLink({ linkType: 2, linkUrl: url }, host(UA.driverAndroid), context)).toBe(
      'opened-in-app',
    );
    expect(messages[0]).toMatchObject({ action: 'openInnerBrowser', params: { url } });
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens link type 2 directly outside the apps', async () => {
    const context = { assign, win: {}, currentHostname: 'localhost' };
    expect(await openLink({ linkType: 2, linkUrl: url }, host(UA.iosWechat), context)).toBe(
      'opened',
    );
    expect(assign).toHaveBeenCalledWith(url);
  });

  it.each([1, 2, 3])(
    'refuses and logs an unsafe or foreign URL for link type %i',
    async (linkType) => {
      const { win, messages } = androidApp();
      const context = { assign, win, currentHostname: 'localhost' };
      for (const linkUrl of [
        'javascript:alert(1)',
        'JAVASCRIPT:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        '//evil.com',
        'https://h5.example.com@evil.com',
        'https://evil.com\\@h5.example.com',
        'https://evil.com/',
      ]) {
        expect(await openLink({ linkType, linkUrl }, host(UA.shipperAndroid), context)).toBe(
          'refused',
        );
      }
      expect(assign).not.toHaveBeenCalled();
      expect(messages).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(7);
    },
  );

  it('refuses a link type it does not know', async () => {
    expect(await openLink({ linkType: 4, linkUrl: url }, host(UA.chromeAndroid), { assign })).toBe(
      'refused',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });
});
