// Shipper login (/customer/login): log in or sign up as a shipper with the SMS code.
// Content from the onboarding issue (login pages); see docs/pages.md.
import { LoginPage } from '@/components/login/login-page';

export default function CustomerLoginPage() {
  return <LoginPage userType={1} />;
}
