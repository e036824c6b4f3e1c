// Driver verification for the partner channel (/driver/jimuAuth): the same flow as /driver/auth,
// introduced as the partner's channel. Content from the onboarding issue; see docs/pages.md.
import { VerificationFlow } from '../components/verification-flow';

export default function JimuAuthPage() {
  return <VerificationFlow partner />;
}
