import { Link } from '@/lib/routing/router';
import { markWords } from '@/components/marked-words/marked-words';
import { PageFrame } from '@/components/page/page-frame';
import { useC2cI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

const STEPS = ['follow.1', 'follow.2', 'follow.3'] as const;

/** The platform's official account as WeChat names it: searched for as written, in Chinese. */
const OFFICIAL_ACCOUNT = '货运平台';

/**
 * Whether the visitor follows the account is WeChat's to know, not the page's: it says what to do
 * and lets them go on.
 */
export default function C2cFollowPage() {
  const { t } = useC2cI18n();
  return (
    <PageFrame>
      <section className="fy-card" aria-labelledby="fy-follow">
        <h2 id="fy-follow">{t('follow.title')}</h2>
        <ol>
          {STEPS.map((key) => (
            <li key={key}>
              {markWords(t(key, { account: OFFICIAL_ACCOUNT }), [OFFICIAL_ACCOUNT], 'zh-CN')}
            </li>
          ))}
        </ol>
        <Link className="fy-button fy-button--primary" to="../gotoinvite" relative="path">
          {t('follow.done')}
        </Link>
      </section>
    </PageFrame>
  );
}
