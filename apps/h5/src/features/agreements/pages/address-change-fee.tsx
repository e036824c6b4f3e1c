import { AgreementView } from '../components/agreement-view';

export default function AddressChangeFeePage() {
  return <AgreementView id="address-change-fee" />;
}
