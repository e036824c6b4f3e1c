import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeWindow, NativeMessage } from '@/lib/bridge/native-bridge';
import { detectHost } from '@/lib/hosts/detect-host';
import { USER_AGENTS as UA } from '@/lib/hosts/user-agents.fixture';
import { createI18n, I18nContext, type Locale, setAppLocale } from '@/lib/i18n/i18n';
import PosterView, { type SharePosterProps } from './poster-view';
import { renderPoster } from './render-poster';
import { SharePoster } from './share-poster';

// The canvas is not in happy-dom: the drawing is stood in for (its output is checked by the QR
// decoding test and in Chromium); what is checked here is what the visitor sees and what the
// app is asked to do in each host.
vi.mock('./render-poster', () => ({ renderPoster: vi.fn() }));
const draw = vi.mocked(renderPoster);
const POSTER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The driver app's web-view, whose native side answers every message with `answer`. */
function driverApp(answer: unknown) {
  const messages: NativeMessage[] = [];
  const win: BridgeWindow = {};
  win.FYNative = {
    postMessage: (text) => {
      const message = JSON.parse(text) as NativeMessage;
      messages.push(message);
      setTimeout(() => win.__fyNativeCallback?.(message.callbackId, answer), 0);
    },
  };
  return { bridge: { host: detectHost(UA.driverAndroid, {}), win }, messages };
}

const props: SharePosterProps = {
  inviteUrl: 'https://h5.example.com/#/driver-invite-driver/index?token=AbC7xK2m&type=3',
  title: '邀请司机，赢福豆',
  caption: '扫码注册，领新人礼包',
  inviterName: '张三丰',
  inviterMobile: '13812348000',
};

function show(extra: Partial<SharePosterProps>, locale: Locale = 'zh-CN') {
  setAppLocale(locale);
  return render(
    <I18nContext.Provider value={createI18n(locale)}>
      <PosterView {...props} {...extra} />
    </I18nContext.Provider>,
  );
}

beforeEach(() => {
  draw.mockReset();
  draw.mockResolvedValue(POSTER);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  setAppLocale('zh-CN');
});

describe('the share poster', () => {
  it('draws the invite link with the inviter masked, and shows it as an image with alt text', async () => {
    show({ bridge: { host: detectHost(UA.chromeAndroid, {}), win: {} } });
    expect(screen.getByRole('status').textContent).toBe('海报生成中…');
    const image = await screen.findByRole('img');
    expect(image.getAttribute('src')).toBe(POSTER);
    expect(image.getAttribute('alt')).toBe(
      '邀请司机，赢福豆的分享海报，含张** 138****8000的邀请二维码',
    );
    expect(draw).toHaveBeenCalledWith(
      expect.objectContaining({
        inviteUrl: props.inviteUrl,
        brand: '货运平台',
        title: props.title,
        caption: props.caption,
        inviter: '张** 138****8000 邀请你',
        reward: null,
        figures: [],
      }),
    );
  });

  it('draws the reward with the condition it is paid on, and says both in the alt text', async () => {
    const reward = { reward: '300 积分', event: '完成首单运输', days: 30 };
    show({ reward, bridge: { host: detectHost(UA.iosWechat, {}), win: {} } });
    const image = await screen.findByRole('img');
    expect(draw).toHaveBeenCalledWith(
      expect.objectContaining({
        reward: {
          lead: '注册成为新用户，你可得',
          reward: '300 积分',
          condition: '注册后 30 天内完成首单运输即发放',
        },
      }),
    );
    expect(image.getAttribute('alt')).toBe(
      '邀请司机，赢福豆的分享海报，含张** 138****8000的邀请二维码：注册成为新用户，你可得300 积分，注册后 30 天内完成首单运输即发放',
    );
  });

  it('says the condition in English, with the days counted', async () => {
    const reward = { reward: '¥5 in cash', event: 'passes driver verification', days: 1 };
    show({ reward, bridge: { host: detectHost(UA.iosWechat, {}), win: {} } }, 'en-US');
    await screen.findByRole('img');
    expect(draw).toHaveBeenCalledWith(
      expect.objectContaining({
        brand: 'Freight platform',
        inviter: '张** 138****8000 invites you',
        reward: {
          lead: 'Sign up as a new user and get',
          reward: '¥5 in cash',
          condition:
            'Paid when your new account passes driver verification within 1 day of signing up',
        },
      }),
    );
  });

  it('draws the figures it is given, in order, and draws again when they change', async () => {
    const bridge = { host: detectHost(UA.iosWechat, {}), win: {} };
    const trips = { label: '完成运输', value: '128 趟' };
    const cities = { label: '到过的城市', value: '36 座城市，12 个省份' };
    const view = show({ inviterName: null, inviterMobile: null, figures: [trips, cities], bridge });
    const image = await screen.findByRole('img');
    expect(draw).toHaveBeenLastCalledWith(expect.objectContaining({ figures: [trips, cities] }));
    expect(image.getAttribute('alt')).toBe(
      '邀请司机，赢福豆的分享海报，含邀请二维码：完成运输 128 趟；到过的城市 36 座城市，12 个省份',
    );
    // The same content in new objects is not drawn again; other figures are.
    view.rerender(
      <I18nContext.Provider value={createI18n('zh-CN')}>
        <PosterView
          {...props}
          inviterName={null}
          inviterMobile={null}
          figures={[{ ...trips }, { ...cities }]}
          bridge={bridge}
        />
      </I18nContext.Provider>,
    );
    expect(draw).toHaveBeenCalledTimes(1);
    view.rerender(
      <I18nContext.Provider value={createI18n('zh-CN')}>
        <PosterView
          {...props}
          inviterName={null}
          inviterMobile={null}
          figures={[cities]}
          bridge={bridge}
        />
      </I18nContext.Provider>,
    );
    await waitFor(() => expect(draw).toHaveBeenCalledTimes(2));
    expect(draw).toHaveBeenLastCalledWith(expect.objectContaining({ figures: [cities] }));
  });

  it('saves the image through the bridge in the app, and says it did', async () => {
    const { bridge, messages } = driverApp({ ok: true });
    show({ bridge });
    const button = await screen.findByRole('button', { name: '保存到相册' });
    expect(button.className).toContain('fy-button'); // 44 px tall, 60 px in elder mode
    fireEvent.click(button);
    expect(await screen.findByText('已保存到相册，快去分享吧')).toBeTruthy();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ action: 'saveImage', params: { url: POSTER } });
    expect(screen.queryByText(/长按/)).toBeNull();
  });

  it('shows the refusal when the app does not save it, in English too', async () => {
    const { bridge } = driverApp({ error: 'album permission denied' });
    show({ bridge }, 'en-US');
    fireEvent.click(await screen.findByRole('button', { name: 'Save to photos' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The image was not saved. Allow the app to use your photos and try again.',
    );
    // The button is back, to try again once access is given.
    expect(screen.getByRole('button', { name: 'Save to photos' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('asks for a long press in WeChat, with no button and no download link', async () => {
    for (const ua of [UA.iosWechat, UA.androidMiniProgram]) {
      const { unmount } = show({ bridge: { host: detectHost(ua, {}), win: {} } });
      await screen.findByRole('img');
      expect(screen.getByText('长按上方海报，保存到手机相册后分享给好友')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      unmount();
    }
  });

  it('offers a download link in a browser', async () => {
    show({ bridge: { host: detectHost(UA.chromeDesktop, {}), win: {} }, fileName: 'invite.png' });
    const link = await screen.findByRole('link', { name: '下载海报' });
    expect(link.getAttribute('href')).toBe(POSTER);
    expect(link.getAttribute('download')).toBe('invite.png');
    expect(link.className).toContain('fy-button');
  });

  it('says when the poster cannot be drawn, and draws it again on retry', async () => {
    draw.mockRejectedValueOnce(new Error('no 2D canvas context'));
    show({ bridge: { host: detectHost(UA.iosWechat, {}), win: {} } });
    expect((await screen.findByRole('alert')).textContent).toBe('海报没有生成成功，请重试');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img')).toBeTruthy();
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('names nobody when there is no inviter', async () => {
    show(
      {
        inviterName: null,
        inviterMobile: null,
        bridge: { host: detectHost(UA.iosWechat, {}), win: {} },
      },
      'en-US',
    );
    const image = await screen.findByRole('img');
    expect(image.getAttribute('alt')).toBe(
      'Share poster for 邀请司机，赢福豆, with an invitation QR code',
    );
    expect(draw).toHaveBeenCalledWith(expect.objectContaining({ inviter: null }));
  });
});

describe('SharePoster (what pages import)', () => {
  it('loads the poster on demand and shows it', async () => {
    render(
      <I18nContext.Provider value={createI18n('zh-CN')}>
        <SharePoster {...props} bridge={{ host: detectHost(UA.iosWechat, {}), win: {} }} />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('加载中');
    expect((await screen.findByRole('img')).getAttribute('src')).toBe(POSTER);
  });
});
