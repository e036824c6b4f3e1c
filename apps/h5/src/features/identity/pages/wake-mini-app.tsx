import { Link, useParams } from '@/lib/routing/router';
import { currentHost } from '@/lib/hosts/detect-host';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';
import '@/components/button-link.css';
import { markWords } from '@/components/marked-words/marked-words';
import { PageFrame } from '@/components/page/page-frame';

/**
 * The platform's mini-programs by the `:client` of the link (word characters, SPEC §2), with the
 * name to search for in WeChat: their only name there, whatever the page's language.
 */
const MINI_PROGRAMS: Record<string, { name: FeatureKey; search: string; download: string }> = {
  customer: { name: 'wake.customer', search: '货运平台货主小程序', download: '/customer/download' },
  driver: { name: 'wake.driver', search: '货运平台司机小程序', download: '/driver/download' },
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
          <li>
            {/* The Chinese name, marked as such: in English it is what to type, not a slip. */}
            {markWords(t('wake.step2', { search: program.search }), [program.search], 'zh-CN')}
          </li>
        </ol>
      </section>
      {/* In WeChat the mini-program is the way ("no download needed"); elsewhere, the app too. */}
      {host.wechat ? null : (
        <Link className="fy-button fy-button--primary" to={program.download}>
          {t('wake.download')}
        </Link>
      )}
    </PageFrame>
  );
}
