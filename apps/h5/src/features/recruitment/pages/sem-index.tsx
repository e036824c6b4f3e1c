// Recruitment entry (/sem/index): a visitor from a search ad says whether they ship goods or drive
// a truck (or opens the PC page). Content from the onboarding issue; see docs/pages.md.
import { Link } from 'react-router';
import { useFeatureI18n } from '../i18n/catalogue';
import '../components/registration.css';

export default function SemIndexPage() {
  const { t } = useFeatureI18n();
  return (
    <main className="fy-page">
      <header className="fy-page__hero">
        <h1>{t('sem.title')}</h1>
        <p>{t('sem.subtitle')}</p>
      </header>
      <nav className="fy-choices" aria-label={t('choose.title')}>
        <Link className="fy-choice" to="/sem/customer-register">
          <strong>{t('choose.shipper')}</strong>
          <span>{t('choose.shipper.hint')}</span>
        </Link>
        <Link className="fy-choice" to="/sem/driver-register">
          <strong>{t('choose.driver')}</strong>
          <span>{t('choose.driver.hint')}</span>
        </Link>
        <Link className="fy-choice fy-choice--quiet" to="/sem/pc-register">
          <strong>{t('sem.pc')}</strong>
          <span>{t('sem.pc.hint')}</span>
        </Link>
      </nav>
    </main>
  );
}
