import type { CampaignRules } from '@freight/contract/endpoints/index';
import { useIsFetching } from '@tanstack/react-query';
import { Link } from '@/lib/routing/router';
import { campaignKeys } from '@/lib/campaigns/keys';
import { LoginGate } from '@/components/login/login-gate';
import { CampaignPage } from '../components/campaign-parts';
import { useBlessingI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/campaign.css';

export default function BlessingResultPage() {
  return <CampaignPage kind="draw">{(rules) => <Result rules={rules} />}</CampaignPage>;
}

function Result({ rules }: { rules: CampaignRules }) {
  const { t } = useBlessingI18n();
  return (
    <LoginGate userType={rules.userType ?? 3} heading={t('blessing.gate')}>
      {() => <Slip rules={rules} />}
    </LoginGate>
  );
}

function Slip({ rules }: { rules: CampaignRules }) {
  const { t } = useBlessingI18n();
  const slip = rules.me?.outcomesToday[0];
  // No `me` while the rules that came before the login are asked again (the frame); an answer
  // still without one (a session the server no longer knows) is no slip, not endless loading.
  const asking = useIsFetching({ queryKey: campaignKeys.rules(rules.slug) }) > 0;
  const back = (
    <Link className="fy-button" to={`/driver/dailyblessing/index?slug=${rules.slug}`}>
      {t('blessing.back')}
    </Link>
  );
  if (!slip) {
    return (
      <section className="fy-card" role="status">
        <p>{t(!rules.me && asking ? 'common.loading' : 'blessing.none')}</p>
        {back}
      </section>
    );
  }
  return (
    <section className="fy-card fy-blessing__slip" role="status">
      <p className="fy-blessing__text">{slip.tier.name}</p>
      {slip.won && slip.tier.prize === 'points' ? (
        <p>{t('blessing.points', { amount: slip.tier.amount })}</p>
      ) : null}
      <p>{t('blessing.tomorrow')}</p>
      {back}
    </section>
  );
}
