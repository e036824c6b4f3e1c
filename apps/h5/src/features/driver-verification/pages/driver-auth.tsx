import { VerificationFlow } from '../components/verification-flow';

export default function DriverAuthPage() {
  return <VerificationFlow />;
}
