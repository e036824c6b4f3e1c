import { WechatRelay } from '../components/wechat-relay';

export default function C2cWxauthPage() {
  return <WechatRelay login={false} fallback="/c2c/choose" />;
}
