import type { SubmitLeadData } from '@freight/contract/endpoints/index';
import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n/i18n';

/** After a sign-up: what happens next, and the right app for the new user. */
export function RegistrationDone({ result }: { result: SubmitLeadData }) {
  const { t } = useI18n();
  const driver = result.user.userType === 3;
  return (
    <section className="fy-card" role="status">
      <h2>{t('register.done.title')}</h2>
      <p>{t(driver ? 'register.done.driver' : 'register.done.shipper')}</p>
      <Link
        className="fy-button fy-button--primary"
        to={driver ? '/driver/download' : '/customer/download'}
      >
        {t(driver ? 'register.done.driverApp' : 'register.done.shipperApp')}
      </Link>
    </section>
  );
}
