// WeChat relay (/c2c-wxauth): in WeChat, authorise silently for the official-account openid
// and continue to the allow-listed `?target=`. Content from the onboarding issue; see docs/pages.md.
import { WechatRelay } from '../components/wechat-relay';

export default function C2cWxauthPage() {
  return <WechatRelay login={false} fallback="/c2c/choose" />;
}
