// Wake a mini-program (/wake/mini/app/:client): which platform mini-program `:client` names, how to
// open it inside WeChat, and the app download elsewhere. Content from the onboarding issue.
import { Link, useParams } from '@/lib/routing/router';
import { currentHost } from '@/lib/hosts/detect-host';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';
import '@/components/button-link.css';
import { PageFrame } from '@/components/page/page-frame';

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
      <PageFrame title={t('wake.unknown.title')} subtitle={t('wake.unknown.description')}>
        <Link className="fy-button fy-button--primary" to="/">
          {t('common.backHome')}
        </Link>
      </PageFrame>
    );
  }
  const name = t(program.name);
  return (
    <PageFrame
      title={t('wake.title', { name })}
      subtitle={t(host.wechat ? 'wake.inWechat' : 'wake.outside', { name })}
    >
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
    </PageFrame>
  );
}
