import { AgreementView } from '../components/agreement-view';

export default function ShipperContractPage() {
  return <AgreementView id="shipper-contract" />;
}
