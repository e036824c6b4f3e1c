// Platform agreement by id (/customer/platform-agreement/:id): the versioned text the server keeps
// for that id; an unknown id says so. Content from the onboarding issue; see docs/pages.md.
import { useParams } from '@/lib/routing/router';
import { AgreementView } from '../components/agreement-view';

export default function PlatformAgreementPage() {
  const { id = '' } = useParams();
  return <AgreementView id={id} />;
}
