import { WechatRelay } from '../components/wechat-relay';

export default function JimuWxauthPage() {
  return <WechatRelay login={true} />;
}
