import { afterLoad } from '@/lib/deferred/after-load';
import { isWechatAgent } from '@/lib/hosts/wechat-agent';
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
  afterLoad(() => {
    import('./share')
      .then(({ startShare }) => startShare(router))
      .catch((error: unknown) => console.warn('[wechat] share not loaded', error));
  });
}
