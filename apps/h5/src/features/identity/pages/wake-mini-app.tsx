// Wake a mini-program (/wake/mini/app/:client): which platform mini-program `:client` names, how to
// open it inside WeChat, and the app download elsewhere. Content from the onboarding issue.
import { Link, useParams } from 'react-router';
import { currentHost } from '@/lib/hosts/detect-host';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';
import '@/components/button-link.css';

/** The platform's mini-programs by the `:client` of the link (word characters, SPEC §2). */
const MINI_PROGRAMS: Record<string, { name: FeatureKey; download: string }> = {
  customer: { name: 'wake.customer', download: '/customer/download' },
  driver: { name: 'wake.driver', download: '/driver/download' },
};

export default function WakeMiniAppPage() {
  const { t } = useFeatureI18n();
  const { client = '' } = useParams();
  const program = Object.hasOwn(MINI_PROGRAMS, client) ? MINI_PROGRAMS[client] : undefined;
  const host = currentHost();
  if (!program) {
    return (
      <main className="fy-page">
        <header className="fy-page__hero">
          <h1>{t('wake.unknown.title')}</h1>
          <p>{t('wake.unknown.description')}</p>
        </header>
        <Link className="fy-button fy-button--primary" to="/">
          {t('common.backHome')}
        </Link>
      </main>
    );
  }
  const name = t(program.name);
  return (
    <main className="fy-page">
      <header className="fy-page__hero">
        <h1>{t('wake.title', { name })}</h1>
        <p>{t(host.wechat ? 'wake.inWechat' : 'wake.outside', { name })}</p>
      </header>
      <section className="fy-card">
        <h2>{t('wake.how')}</h2>
        <ol>
          <li>{t('wake.step1')}</li>
          <li>{t('wake.step2', { name })}</li>
        </ol>
      </section>
      <Link className="fy-button fy-button--primary" to={program.download}>
        {t('wake.download')}
      </Link>
    </main>
  );
}
