import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { useC2cI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

const STEPS = ['follow.1', 'follow.2', 'follow.3'] as const;

/**
 * `/c2c-invite/follow`: in WeChat, following the platform's official account comes first (it
 * sends the inviter's progress and rewards); how, then on to the invitation page. Whether the
 * visitor follows it is WeChat's to know: the page says what to do and lets them go on.
 */
export default function C2cFollowPage() {
  const { t } = useC2cI18n();
  return (
    <PageFrame>
      <section className="fy-card" aria-labelledby="fy-follow">
        <h2 id="fy-follow">{t('follow.title')}</h2>
        <ol>
          {STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <Link className="fy-button fy-button--primary" to="../gotoinvite" relative="path">
          {t('follow.done')}
        </Link>
      </section>
    </PageFrame>
  );
}
