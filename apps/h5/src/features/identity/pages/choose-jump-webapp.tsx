// Choose a web app (/choose-jump-webapp): a shared link lands here and the visitor picks which of
// the platform's apps to continue to; channel ids go along. Content from the onboarding issue.
import { Link } from 'react-router';
import { withChannelParams } from '@/lib/cookies/channel';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';

const WEB_APPS: { title: FeatureKey; hint: FeatureKey; to: string }[] = [
  { title: 'jump.shipper', hint: 'jump.shipper.hint', to: '/customer/download' },
  { title: 'jump.driver', hint: 'jump.driver.hint', to: '/driver/download' },
  { title: 'jump.partner', hint: 'jump.partner.hint', to: '/driver/jjdetail' },
  { title: 'jump.lines', hint: 'jump.lines.hint', to: '/zyd/download' },
  { title: 'jump.broker', hint: 'jump.broker.hint', to: '/broker/download' },
];

export default function ChooseJumpWebappPage() {
  const { t } = useFeatureI18n();
  return (
    <main className="fy-page">
      <header className="fy-page__hero">
        <h1>{t('title.choose-jump-webapp')}</h1>
        <p>{t('jump.subtitle')}</p>
      </header>
      <nav className="fy-choices" aria-label={t('title.choose-jump-webapp')}>
        {WEB_APPS.map((app) => (
          <Link key={app.to} className="fy-choice" to={withChannelParams(app.to)}>
            <strong>{t(app.title)}</strong>
            <span>{t(app.hint)}</span>
          </Link>
        ))}
      </nav>
    </main>
  );
}
