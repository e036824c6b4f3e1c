import { Link } from '@/lib/routing/router';
import { AnyUserGate } from '@/components/login/any-user-gate';
import { PageFrame } from '@/components/page/page-frame';
import { useValueBalance } from '@/lib/value/balances';
import { AppScreen } from '../components/app-screen';
import { OfferList } from '../components/offer-list';
import { SignInCard } from '../components/sign-in-card';
import { OFFERS_ID, SIGN_IN_ID, TaskList } from '../components/task-list';
import { visitorType } from '../components/visitor-type';
import { useCentreI18n } from '../i18n/catalogue';
import type { UserType } from '@/lib/routing/route-table';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/loyalty.css';

/**
 * SPEC §5: in the shipper app from 5.4.0 the app's own score centre opens; elsewhere the page says
 * to upgrade and stays usable below.
 */
export default function RewardCentrePage() {
  const { t } = useCentreI18n();
  return (
    <PageFrame subtitle={t('centre.subtitle')}>
      <AppScreen screen="scoreCenter" />
      <AnyUserGate heading={t('loyalty.login')} visitorType={visitorType()}>
        {(user) => <Centre userType={user.userType} />}
      </AnyUserGate>
    </PageFrame>
  );
}

function Centre({ userType }: { userType: UserType }) {
  const { t } = useCentreI18n();
  const points = useValueBalance('points');
  return (
    <>
      <section className="fy-card" aria-labelledby="fy-points-heading">
        <h2 id="fy-points-heading">{t('centre.points')}</h2>
        <p className="fy-loyalty-figure">
          <strong>{points ? points.balance : '—'}</strong>
        </p>
        {points?.nextExpiry ? (
          <p className="fy-loyalty-muted">
            {t('centre.expiry', {
              amount: points.nextExpiry.amount,
              date: points.nextExpiry.expiresOn,
            })}
          </p>
        ) : null}
        <p className="fy-loyalty-links">
          <Link to="/rewardCenter/scoreList">{t('centre.scoreList')}</Link>
          <Link to="/rewardCenter/rewardList">{t('centre.rewardList')}</Link>
          <Link to="/rewardCenter/rule">{t('centre.rules')}</Link>
        </p>
      </section>
      <SignInCard id={SIGN_IN_ID} />
      <TaskList userType={userType} />
      <OfferList asset="points" id={OFFERS_ID} />
    </>
  );
}
