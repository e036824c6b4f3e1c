import type { CampaignRules } from '@freight/contract/endpoints/index';
import { FormError } from '@/components/form/form-error';
import { LoginGate } from '@/components/login/login-gate';
import { KeptQueryView } from '@/components/query-view/kept-query-view';
import { useDrawCampaign } from '@/lib/campaigns/attempt';
import {
  CampaignPage,
  ChancesText,
  chancesOf,
  isRunning,
  NotRunning,
  OutcomeText,
  PrizeGrid,
  RulesDetails,
} from '../components/campaign-parts';
import { useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/**
 * `/luckdrawnew?slug=…` 'lucky draw': a draw campaign as the server publishes it (its prizes with
 * their odds and what is left, the window, the caller's draws left) and the draw itself, decided
 * by the server: a double tap is one draw, and a draw whose answer was lost on the road is asked
 * again with the same request id and gets the same outcome (lib/campaigns/attempt.ts). The rules
 * are on the page. A link without a campaign, or to one that is not a draw, says so. A second
 * visit shows the campaign as last read, with its age, until the server answers (ADR 048): its
 * stock, chances and state once it has, and its draw button only then.
 */
export default function LuckyDrawPage() {
  return (
    <CampaignPage kind="draw" drawPage="lucky_draw" keptView={KeptQueryView}>
      {(rules) => <Campaign rules={rules} />}
    </CampaignPage>
  );
}

function Campaign({ rules }: { rules: CampaignRules }) {
  const { t } = useFeatureI18n();
  return (
    <>
      <PrizeGrid rules={rules} />
      {isRunning(rules) ? (
        <LoginGate userType={rules.userType ?? 3} heading={t('draw.gate')}>
          {() => <DrawButton rules={rules} />}
        </LoginGate>
      ) : (
        <NotRunning rules={rules} />
      )}
      <RulesDetails rules={rules} />
    </>
  );
}

function DrawButton({ rules }: { rules: CampaignRules }) {
  const { t } = useFeatureI18n();
  const draw = useDrawCampaign(rules.slug, rules.campaignId);
  const { none } = chancesOf(rules);
  return (
    <section className="fy-card fy-draw">
      {draw.data ? (
        <div className="fy-draw__outcome" role="status" data-won={draw.data.won}>
          <OutcomeText outcome={draw.data} />
        </div>
      ) : null}
      <ChancesText rules={rules} />
      <button
        type="button"
        className="fy-button fy-button--primary fy-draw__button"
        disabled={none || draw.isPending}
        aria-busy={draw.isPending}
        onClick={draw.draw}
      >
        {draw.isPending ? t('draw.drawing') : t('draw.button')}
      </button>
      <FormError text={draw.error ? draw.error.message : null} />
    </section>
  );
}
