// WeChat relay (/jimu-only-wxauth): in WeChat, authorise silently for the official-account openid
// and continue to the allow-listed `?target=`. Content from the onboarding issue; see docs/pages.md.
import { WechatRelay } from '../components/wechat-relay';

export default function JimuOnlyWxauthPage() {
  return <WechatRelay login={false} />;
}
