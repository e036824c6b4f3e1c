import { afterLoad } from '@/lib/deferred/after-load';
import { isWechatAgent } from '@/lib/hosts/wechat-agent';
import { whenNoTrip } from './trip-state';
import type { ShareRouter } from './share';

// The entry's part of WeChat sharing: after load, inside WeChat only (its user agent, mini program
// web-views included), share.ts (a small chunk) loads and starts; there it loads the JS-SDK. Full
// host detection is left to it, so that nothing of this is on any route's critical path, and a
// browser or the platform's apps never fetch it. (Not deferred to the first interaction: a WeChat
// user may share from the menu, outside the page, before touching it.)

let installed = false;

export function installWechatShare(router: ShareRouter): void {
  if (installed || !isWechatAgent(navigator.userAgent)) return;
  installed = true;
  // Not while an openid trip decides: a page on its way to the authorize page would sign a URL it
  // is leaving, the call and the JS-SDK cut off as it goes; the page it comes back to shares.
  afterLoad(() =>
    whenNoTrip(() => {
      import('./share')
        .then(({ startShare }) => startShare(router))
        .catch((error: unknown) => console.warn('[wechat] share not loaded', error));
    }),
  );
}
