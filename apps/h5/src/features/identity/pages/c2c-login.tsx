// Login for the customer-to-customer invitation flow (/c2c/login): the role comes from `?userType=`
// (set by /c2c/choose; shipper unless it says 3). Content from the onboarding issue; docs/pages.md.
import { useSearchParams } from '@/lib/routing/router';
import { LoginPage } from '@/components/login/login-page';

export default function C2cLoginPage() {
  const [search] = useSearchParams();
  return <LoginPage userType={search.get('userType') === '3' ? 3 : 1} />;
}
