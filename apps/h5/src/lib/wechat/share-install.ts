import { afterLoad } from '@/lib/deferred/after-load';
import type { ShareRouter } from './share';

// The entry's part of WeChat sharing: after first paint, share.ts (a small chunk) loads and starts
// only inside WeChat; there it loads the JS-SDK. Host detection is left to it, so that nothing of
// this is on any route's critical path.

let installed = false;

export function installWechatShare(router: ShareRouter): void {
  if (installed) return;
  installed = true;
  afterLoad(() => {
    import('./share')
      .then(({ startShare }) => startShare(router))
      .catch((error: unknown) => console.warn('[wechat] share not loaded', error));
  });
}
