// Driver verification (/driver/auth): ID card, driving licence and vehicle, checked and saved step
// by step, then submitted for review. Content from the onboarding issue; see docs/pages.md.
import { VerificationFlow } from '../components/verification-flow';

export default function DriverAuthPage() {
  return <VerificationFlow />;
}
