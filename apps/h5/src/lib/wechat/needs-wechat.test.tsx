import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserInfo, readMessengerUserInfo } from '@/lib/cookies/user-info';
import { resetCurrentHost } from '@/lib/hosts/detect-host';
import { USER_AGENTS } from '@/lib/hosts/user-agents.fixture';
import { RequestError } from '@/lib/request/request-error';
import { defineRoutes } from '@/lib/routing/route-table';
import { testCatalogue } from '@/test/catalogues';
import { renderApp } from '@/test/render-app';
import { NeedsWechat } from './needs-wechat';
import { setOpenIdStatus } from './open-id';
import { STATE_KEY } from './oauth-state';

// The guard as the app runs it: the real route builder (a `needOasOpenId` route gets the guard as
// its loader), the browser's URL, session storage and cookies; only the server call is a fake. No
// `needOasOpenId` page is mounted in the app yet, so this fake route table stands in for one.
const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock('@/lib/request/endpoint', () => ({ callEndpoint }));

const CODE = '061Abc2w3dEf4g5h6i7j8k9l0m1n2o3p';
const STATE = 'Zx9_-aB3cD4eF5gH6iJ7kL';
const OPENID = 'oAbCdEfGhIjKlMnOpQrStUvWxYz0';

function RoadConditions() {
  return (
    <main>
      <h1>road conditions</h1>
      <NeedsWechat>{(openid) => <p>report as {openid}</p>}</NeedsWechat>
    </main>
  );
}

const tables = [
  defineRoutes('test', testCatalogue, [
    {
      path: '/epidemic/index',
      meta: { title: 'title.epidemic.index', needOasOpenId: true },
      page: async () => ({ default: RoadConditions }),
    },
  ]),
];

let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

function openIn(ua: string, search = '') {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  resetCurrentHost();
  window.history.replaceState(null, '', `/${search}#/epidemic/index`);
  return renderApp(tables, '/epidemic/index');
}

beforeEach(() => {
  callEndpoint.mockReset();
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
});

afterEach(() => {
  vi.restoreAllMocks();
  resetCurrentHost();
  setOpenIdStatus(null);
  clearUserInfo();
  window.history.replaceState(null, '', '/');
});

describe('a needOasOpenId route', () => {
  it('outside WeChat renders the page and says to open it in WeChat', async () => {
    openIn(USER_AGENTS.chromeAndroid);
    expect(await screen.findByRole('heading', { name: 'road conditions' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('请在微信中打开');
    expect(screen.getByText('本活动需要在微信中参与，请用微信打开本页面。')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it('in WeChat without an openid sends the visitor to authorize, back to the same route', async () => {
    openIn(USER_AGENTS.androidWechat, '?last_channel_id=abc');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    const target = new URL(replace.mock.calls[0]?.[0] as string);
    expect(target.pathname).toBe('/wechat/oauth/authorize');
    expect(target.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/?last_channel_id=abc#/epidemic/index`,
    );
    expect(target.searchParams.get('state')).toBe(sessionStorage.getItem(STATE_KEY));
    // The page does not flash while the browser leaves.
    expect(screen.queryByRole('heading', { name: 'road conditions' })).toBeNull();
  });

  it('back with a code: exchanges it once, keeps the openid in the cookie and removes the code', async () => {
    sessionStorage.setItem(STATE_KEY, STATE);
    callEndpoint.mockResolvedValue({ openid: OPENID, userType: null });
    openIn(USER_AGENTS.iosWechat, `?last_channel_id=abc&code=${CODE}&state=${STATE}`);
    expect(await screen.findByText(`report as ${OPENID}`)).toBeTruthy();
    expect(callEndpoint).toHaveBeenCalledTimes(1);
    expect(callEndpoint).toHaveBeenCalledWith('wechatOauthExchange', { code: CODE, state: STATE });
    expect(window.location.search).toBe('?last_channel_id=abc');
    expect(window.location.hash).toBe('#/epidemic/index');
    expect(readMessengerUserInfo()).toEqual({ openid: OPENID, userType: 3 });
    expect(replace).not.toHaveBeenCalled();
  });

  it('back with a used code: says so on the page, no loop, and offers to try again', async () => {
    sessionStorage.setItem(STATE_KEY, STATE);
    callEndpoint.mockRejectedValue(
      new RequestError('business', '授权已失效，请重新进入页面', { status: 200, code: 1004 }),
    );
    openIn(USER_AGENTS.androidWechat, `?code=${CODE}&state=${STATE}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('微信授权已失效，请重新授权。');
    expect(window.location.search).toBe('');
    expect(replace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重新授权' }));
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('back with a code this tab did not ask for: never exchanged', async () => {
    openIn(USER_AGENTS.androidWechat, `?code=${CODE}&state=${STATE}`);
    expect((await screen.findByRole('alert')).textContent).toContain('授权链接无效');
    expect(callEndpoint).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('speaks English too', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS.chromeDesktop);
    resetCurrentHost();
    renderApp(tables, '/epidemic/index', 'en-US');
    expect((await screen.findByRole('status')).textContent).toContain('Open this page in WeChat');
  });
});
