import { LoginPage } from '@/components/login/login-page';

export default function CustomerLoginPage() {
  return <LoginPage userType={1} />;
}
