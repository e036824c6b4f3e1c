import type { SubmitLeadData } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { downloadPathFor } from '@/lib/identity/session';
import { useFeatureI18n } from '../i18n/catalogue';

/** After a sign-up: what happens next, and the right app for the new user. */
export function RegistrationDone({ result }: { result: SubmitLeadData }) {
  const { t } = useFeatureI18n();
  const driver = result.user.userType === 3;
  return (
    <section className="fy-card" role="status">
      <h2>{t('register.done.title')}</h2>
      <p>{t(driver ? 'register.done.driver' : 'register.done.shipper')}</p>
      <Link className="fy-button fy-button--primary" to={downloadPathFor(result.user.userType)}>
        {t(driver ? 'register.done.driverApp' : 'register.done.shipperApp')}
      </Link>
    </section>
  );
}
