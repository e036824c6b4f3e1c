import type { CampaignRules } from '@freight/contract/endpoints/index';
import { useEffect } from 'react';
import { Link, useNavigate } from '@/lib/routing/router';
import { FormError } from '@/components/form/form-error';
import { LoginGate } from '@/components/login/login-gate';
import { useDrawCampaign } from '@/lib/campaigns/attempt';
import {
  CampaignPage,
  chancesOf,
  isRunning,
  NotRunning,
  RulesDetails,
} from '../components/campaign-parts';
import { useBlessingI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/**
 * The server decides the slip; a draw whose answer was lost is asked again and gives that slip, not
 * another.
 */
export default function DailyBlessingPage() {
  return (
    <CampaignPage kind="draw" drawPage="daily_blessing">
      {(rules) => <Blessing rules={rules} />}
    </CampaignPage>
  );
}

function Blessing({ rules }: { rules: CampaignRules }) {
  const { t } = useBlessingI18n();
  return (
    <>
      {isRunning(rules) ? (
        <LoginGate userType={rules.userType ?? 3} heading={t('blessing.gate')}>
          {() => <Today rules={rules} />}
        </LoginGate>
      ) : (
        <NotRunning rules={rules} />
      )}
      <RulesDetails rules={rules} />
    </>
  );
}

function Today({ rules }: { rules: CampaignRules }) {
  const { t } = useBlessingI18n();
  const navigate = useNavigate();
  const draw = useDrawCampaign(rules.slug, rules.campaignId);
  const result = `/driver/dailyblessing/result?slug=${rules.slug}`;
  const drawn = draw.data;
  // The slip drawn: its page opens (it reads the slip from the rules, where the draw put it).
  useEffect(() => {
    if (drawn) void navigate(result);
  }, [drawn, navigate, result]);
  if (chancesOf(rules).none && !draw.isPending && !drawn) {
    return (
      <section className="fy-card fy-blessing">
        <h2>{t('blessing.today')}</h2>
        <p>{t('blessing.done')}</p>
        <Link className="fy-button fy-button--primary" to={result}>
          {t('blessing.see')}
        </Link>
      </section>
    );
  }
  return (
    <section className="fy-card fy-blessing">
      <h2>{t('blessing.today')}</h2>
      <p>{t('blessing.intro')}</p>
      <button
        type="button"
        className="fy-button fy-button--primary fy-draw__button"
        disabled={draw.isPending}
        aria-busy={draw.isPending}
        onClick={draw.draw}
      >
        {draw.isPending ? t('blessing.drawing') : t('blessing.draw')}
      </button>
      <FormError text={draw.error ? draw.error.message : null} />
    </section>
  );
}
