import { VerificationFlow } from '../components/verification-flow';

export default function JimuAuthPage() {
  return <VerificationFlow partner />;
}
