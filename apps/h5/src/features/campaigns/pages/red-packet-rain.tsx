import type { CampaignRules } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { LoginGate } from '@/components/login/login-gate';
import {
  CampaignPage,
  ChancesText,
  chancesOf,
  isRunning,
  NotRunning,
  PrizeGrid,
  RulesDetails,
} from '../components/campaign-parts';
import { usePacketsI18n } from '../i18n/catalogue';
import { CASH_BALANCE_PATH } from '@/lib/value/balances';
import '@/components/button-link.css';

export default function RedPacketRainPage() {
  return (
    <CampaignPage kind="red_packet_rain">{(rules) => <Campaign rules={rules} />}</CampaignPage>
  );
}

function Campaign({ rules }: { rules: CampaignRules }) {
  const { t } = usePacketsI18n();
  return (
    <>
      <PrizeGrid rules={rules} />
      {isRunning(rules) ? (
        <LoginGate userType={rules.userType ?? 1} heading={t('packets.gate')}>
          {() => (
            <section className="fy-card">
              <p>{t('packets.intro')}</p>
              <ChancesText rules={rules} game="packets" />
              {chancesOf(rules).none ? null : (
                <Link
                  className="fy-button fy-button--primary fy-draw__button"
                  to={`/redpacketrain/game?slug=${rules.slug}`}
                >
                  {t('packets.start')}
                </Link>
              )}
              {rules.tiers.some((tier) => tier.prize === 'cash_fen') ? (
                <Link className="fy-button" to={CASH_BALANCE_PATH}>
                  {t('packets.balance')}
                </Link>
              ) : null}
            </section>
          )}
        </LoginGate>
      ) : (
        <NotRunning rules={rules} />
      )}
      <RulesDetails rules={rules} />
    </>
  );
}
