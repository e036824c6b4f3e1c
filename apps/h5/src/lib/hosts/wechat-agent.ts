// WeChat's in-app browser, mini-program web-views included, names itself in the user agent. Kept
// apart from detect-host so that the entry can ask this alone (share-install) without carrying
// the rest of host detection onto every route's critical path.

export function isWechatAgent(ua: string): boolean {
  return /MicroMessenger\//i.test(ua);
}
