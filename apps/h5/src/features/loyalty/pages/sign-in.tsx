import { Link } from '@/lib/routing/router';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { useSignInStatus } from '../api/loyalty';
import { SignInCard } from '../components/sign-in-card';
import { useSignInI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/loyalty.css';

export default function SignInPage() {
  const { t } = useSignInI18n();
  return (
    <PageFrame subtitle={t('signIn.subtitle')}>
      <LoginGate userType={1}>
        {() => (
          <>
            <SignInCard />
            <Recent />
          </>
        )}
      </LoginGate>
    </PageFrame>
  );
}

function Recent() {
  const { t } = useSignInI18n();
  const status = useSignInStatus().data;
  if (!status?.campaign) return null;
  return (
    <section className="fy-card">
      <p>{t('signIn.recent', { days: status.recent.length })}</p>
      <p className="fy-loyalty-links">
        <Link to="/rewardCenter/index">{t('signIn.tasks')}</Link>
        <Link to="/rewardCenter/scoreList">{t('centre.scoreList')}</Link>
      </p>
    </section>
  );
}
