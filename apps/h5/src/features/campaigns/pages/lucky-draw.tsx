import type { CampaignRules } from '@freight/contract/endpoints/index';
import { FormError } from '@/components/form/form-error';
import { LoginGate } from '@/components/login/login-gate';
import { KeptQueryView } from '@/components/query-view/kept-query-view';
import { keptQuery } from '@/lib/request/kept';
import { useDrawCampaign } from '@/lib/campaigns/attempt';
import { useOpenedForVisitor } from '@/lib/identity/session';
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
 * The draw is decided by the server: a double tap is one draw, and a draw whose answer was lost on
 * the road is asked again with the same request id and gets the same outcome
 * (lib/campaigns/attempt.ts). A second visit shows the campaign as last read until the server
 * answers (ADR 048), and the draw button only then.
 *
 * A visitor (no user info on the phone when the page opened) gets the login card under the hero
 * from the first render on, before the signed read, in words that claim nothing of the campaign's
 * state; it stays in that place, and a campaign that is not on replaces it once the read says so
 * (docs/decisions/049). The HTML's first screen for a visitor is that render.
 */
export default function LuckyDrawPage() {
  const visitor = useOpenedForVisitor();
  return (
    <CampaignPage
      kind="draw"
      drawPage="lucky_draw"
      kept={{ view: KeptQueryView, read: keptQuery }}
      lead={visitor ? (rules) => <Entry rules={rules} /> : undefined}
    >
      {(rules) => (
        <>
          <PrizeGrid rules={rules} />
          {visitor ? null : <Entry rules={rules} />}
          <RulesDetails rules={rules} />
        </>
      )}
    </CampaignPage>
  );
}

/** The login, then the draw; or why the draw is not on, once the signed read says so. */
function Entry({ rules }: { rules: CampaignRules | undefined }) {
  const { t } = useFeatureI18n();
  if (rules && !isRunning(rules)) return <NotRunning rules={rules} />;
  return (
    <LoginGate userType={rules?.userType ?? 3} heading={t('draw.gate')}>
      {() => (rules ? <DrawButton rules={rules} /> : null)}
    </LoginGate>
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
