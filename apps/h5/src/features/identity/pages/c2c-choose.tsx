// Choose a role before logging in (/c2c/choose): shipper or driver, then /c2c/login for it.
// Content from the onboarding issue (login pages); see docs/pages.md.
import { Link, useSearchParams } from 'react-router';
import { useFeatureI18n } from '../i18n/catalogue';
import { safeInternalPath } from '@/lib/routing/safe-redirect';

export default function C2cChoosePage() {
  const { t } = useFeatureI18n();
  const [search] = useSearchParams();
  const redirect = safeInternalPath(search.get('redirect'));
  const to = (userType: 1 | 3) =>
    `/c2c/login?userType=${userType}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
  return (
    <main className="fy-page">
      <header className="fy-page__hero">
        <h1>{t('choose.title')}</h1>
        <p>{t('choose.subtitle')}</p>
      </header>
      <nav className="fy-choices" aria-label={t('choose.title')}>
        <Link className="fy-choice" to={to(1)}>
          <strong>{t('choose.shipper')}</strong>
          <span>{t('choose.shipper.hint')}</span>
        </Link>
        <Link className="fy-choice" to={to(3)}>
          <strong>{t('choose.driver')}</strong>
          <span>{t('choose.driver.hint')}</span>
        </Link>
      </nav>
    </main>
  );
}
