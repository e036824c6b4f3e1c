import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentHost } from '@/lib/hosts/detect-host';
import { USER_AGENTS } from '@/lib/hosts/user-agents.fixture';
import { openIdStatus, setOpenIdStatus } from './open-id';
import { openIdGuard } from './route-guard';
import { whenNoTrip } from './trip-state';

// The openid guard as the router runs it before a `needOasOpenId` route: its chunk is loaded only
// in WeChat, where there is an openid to get. Outside, the route's data and code start at once.
const guardRoute = vi.hoisted(() => vi.fn(async () => ({ kind: 'available', openid: 'o1' })));
vi.mock('./open-id-guard', () => ({ guardRoute }));

const ROUTE_URL = 'http://route.invalid/luckdrawnew?slug=demo-driver-draw';

function openIn(ua: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  resetCurrentHost();
}

afterEach(() => {
  vi.restoreAllMocks();
  guardRoute.mockClear();
  resetCurrentHost();
  setOpenIdStatus(null);
});

describe('the openid guard of a route', () => {
  it('outside WeChat loads nothing, starts no trip, and the page knows it is outside', async () => {
    openIn(USER_AGENTS.chromeAndroid);
    await openIdGuard({})(ROUTE_URL);
    expect(guardRoute).not.toHaveBeenCalled();
    const ran = vi.fn();
    whenNoTrip(ran);
    expect(ran).toHaveBeenCalled();
    expect(openIdStatus()).toEqual({ kind: 'outside-wechat' });
  });

  it('in WeChat runs the guard on the route, a trip deciding until it answers', async () => {
    openIn(USER_AGENTS.androidWechat);
    const ran = vi.fn();
    let finish: (value: { kind: 'available'; openid: string }) => void = () => undefined;
    guardRoute.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const guarded = openIdGuard({ userType: 3 })(ROUTE_URL);
    whenNoTrip(ran);
    expect(ran).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(guardRoute).toHaveBeenCalledWith({ userType: 3 }, ROUTE_URL));
    finish({ kind: 'available', openid: 'o1' });
    setOpenIdStatus({ kind: 'available', openid: 'o1' });
    await guarded;
    expect(ran).toHaveBeenCalled();
  });
});
