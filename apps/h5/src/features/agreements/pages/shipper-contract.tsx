// The "shipper-contract" agreement: its versioned text from the server, rendered as text.
// Content from the onboarding issue (agreements); see docs/pages.md.
import { AgreementView } from '../components/agreement-view';

export default function ShipperContractPage() {
  return <AgreementView id="shipper-contract" />;
}
