import type { CampaignRules } from '@freight/contract/endpoints/index';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { PageSkeleton } from '@/components/skeleton/skeleton';
import { rewardText } from '@/components/rules-page/reward-text';
import type { UserType } from '@/lib/routing/route-table';
import { runningProgrammeQuery } from '../api/running-programme';
import { AnyUserGate } from '@/components/login/any-user-gate';
import { familyNamed, INVITER_FAMILIES } from '../family';
import { useCommissionI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

export default function CommissionInvitePage() {
  const { t } = useCommissionI18n();
  return (
    <PageFrame subtitle={t('commission.programmes')}>
      <AnyUserGate heading={t('commission.login')} visitorType={3}>
        {(user) => <Programmes userType={user.userType} />}
      </AnyUserGate>
    </PageFrame>
  );
}

function Programmes({ userType }: { userType: UserType }) {
  const { t } = useCommissionI18n();
  const families = INVITER_FAMILIES[userType].map(familyNamed);
  const programmes = useQueries({
    queries: families.map((family) => ({
      ...runningProgrammeQuery(family.inviteType),
      // A family without a running programme answers 404: not an error to show here.
      retry: false,
    })),
  });
  if (programmes.some((query) => query.isPending)) return <PageSkeleton rows={3} />;
  const paying = families.flatMap((family, i) => {
    const rules = programmes[i]?.data;
    return rules?.referral?.inviterReward.asset === 'cash_fen' ? [{ family, rules }] : [];
  });
  if (paying.length === 0) {
    return (
      <section className="fy-card" role="status">
        <p>{t('commission.programmes.none')}</p>
      </section>
    );
  }
  return (
    <>
      {paying.map(({ family, rules }) => (
        <Programme key={family.family} to={`/${family.family}/index`} rules={rules} />
      ))}
    </>
  );
}

function Programme({ to, rules }: { to: string; rules: CampaignRules }) {
  const { t } = useCommissionI18n();
  const terms = rules.referral;
  if (!terms) return null;
  const event = t(`rules.referral.event.${terms.qualifyEvent}`);
  return (
    <section className="fy-card">
      <h2>{rules.title}</h2>
      <p>{t('rules.referral.inviter', { event, reward: rewardText(terms.inviterReward, t) })}</p>
      <Link className="fy-button fy-button--primary" to={to}>
        {t('commission.go')}
      </Link>
    </section>
  );
}
