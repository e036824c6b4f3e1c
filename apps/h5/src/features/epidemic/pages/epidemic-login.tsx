import { LoginPage } from '@/components/login/login-page';

/** As a driver: the epidemic pages are the driver app's (SPEC §6). */
export default function EpidemicLoginPage() {
  return <LoginPage userType={3} next="/epidemic/index" />;
}
