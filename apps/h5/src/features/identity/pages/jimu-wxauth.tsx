// WeChat relay (/jimu-wxauth): in WeChat, authorise silently for the official-account openid, log in
// and continue to the allow-listed `?target=`. Content from the onboarding issue; see docs/pages.md.
import { WechatRelay } from '../components/wechat-relay';

export default function JimuWxauthPage() {
  return <WechatRelay login={true} />;
}
