import { LoginPage } from '@/components/login/login-page';

/**
 * `/epidemic/login`: log in or sign up (as a driver: the epidemic pages are the driver app's,
 * SPEC §6), then back to `redirect` (an in-app path), else to road conditions.
 */
export default function EpidemicLoginPage() {
  return <LoginPage userType={3} next="/epidemic/index" />;
}
