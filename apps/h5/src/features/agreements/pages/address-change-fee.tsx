// The "address-change-fee" agreement: its versioned text from the server, rendered as text.
// Content from the onboarding issue (agreements); see docs/pages.md.
import { AgreementView } from '../components/agreement-view';

export default function AddressChangeFeePage() {
  return <AgreementView id="address-change-fee" />;
}
