import { WechatRelay } from '../components/wechat-relay';

export default function JimuOnlyWxauthPage() {
  return <WechatRelay login={false} />;
}
