import { useSearchParams } from '@/lib/routing/router';
import { LoginPage } from '@/components/login/login-page';

export default function C2cLoginPage() {
  const [search] = useSearchParams();
  return <LoginPage userType={search.get('userType') === '3' ? 3 : 1} />;
}
