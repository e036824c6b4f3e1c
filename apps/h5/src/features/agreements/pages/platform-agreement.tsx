import { useParams } from '@/lib/routing/router';
import { AgreementView } from '../components/agreement-view';

export default function PlatformAgreementPage() {
  const { id = '' } = useParams();
  return <AgreementView id={id} />;
}
