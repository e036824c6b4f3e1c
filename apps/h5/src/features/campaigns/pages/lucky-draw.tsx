import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import type { CampaignOutcome, CampaignRules } from '@freight/contract/endpoints/index';
import { publishedRulesOf } from '@/components/rules-page/campaign-rules';
import { oddsPercent, RulesBody } from '@/components/rules-page/rules-page';
import { FormError } from '@/components/form/form-error';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useDrawCampaign } from '@/lib/campaigns/attempt';
import { useCampaignRules } from '@/lib/campaigns/rules';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { useSearchParams } from '@/lib/routing/router';
import { useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/draw.css';

/**
 * `/luckdrawnew?slug=…` 'lucky draw': a draw campaign as the server publishes it (its prizes with
 * their odds and what is left, the window, the caller's draws left) and the draw itself, decided
 * by the server: a double tap is one draw, and a draw whose answer was lost on the road is asked
 * again with the same request id and gets the same outcome (lib/campaigns/attempt.ts). The rules
 * are on the page. A link without a campaign, or to one that is not a draw, says so.
 */
export default function LuckyDrawPage() {
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  return CAMPAIGN_SLUG_PATTERN.test(slug) ? <Draw slug={slug} /> : <Missing />;
}

function Missing() {
  const { t } = useFeatureI18n();
  return <PageFrame title={t('rules.missing')} subtitle={t('rules.missing.hint')} />;
}

function Draw({ slug }: { slug: string }) {
  const { t } = useFeatureI18n();
  const rules = useCampaignRules(slug);
  if (isRequestError(rules.error) && rules.error.status === 404) return <Missing />;
  if (rules.data && rules.data.kind !== 'draw') return <Missing />;
  const data = rules.data;
  return (
    <PageFrame
      title={data?.title}
      subtitle={
        data
          ? t('draw.window', {
              start: formatDate(data.startsAt, 'YYYY-MM-DD'),
              end: formatDate(data.endsAt, 'YYYY-MM-DD'),
            })
          : undefined
      }
    >
      <QueryView query={rules} rows={6}>
        {(loaded) => <Campaign rules={loaded} />}
      </QueryView>
    </PageFrame>
  );
}

function Campaign({ rules }: { rules: CampaignRules }) {
  const { t } = useFeatureI18n();
  return (
    <>
      <Prizes rules={rules} />
      {rules.state === 'running' && !rules.endedEarly ? (
        <LoginGate userType={rules.userType ?? 3} heading={t('draw.gate')}>
          {() => <DrawButton rules={rules} />}
        </LoginGate>
      ) : (
        <p className="fy-card" role="status">
          {rules.state === 'scheduled'
            ? t('draw.notStarted', { date: formatDate(rules.startsAt, 'YYYY-MM-DD hh:mm') })
            : (rules.endedEarly?.notice ?? t('draw.ended'))}
        </p>
      )}
      <details className="fy-card fy-draw__rules">
        <summary>{t('draw.rules')}</summary>
        <RulesBody rules={publishedRulesOf(rules, t)} />
      </details>
    </>
  );
}

function Prizes({ rules }: { rules: CampaignRules }) {
  const { t } = useFeatureI18n();
  return (
    <section className="fy-card">
      <h2>{t('draw.prizes')}</h2>
      <ul className="fy-draw__prizes">
        {rules.tiers
          .filter((tier) => tier.prize !== 'none')
          .map((tier) => (
            <li key={tier.tierId} data-gone={tier.remaining === 0}>
              <strong>{tier.name}</strong>
              <span>{t('draw.odds', { odds: oddsPercent(Number(tier.oddsPercent) / 100) })}</span>
              {tier.remaining !== null ? (
                <span>
                  {tier.remaining === 0
                    ? t('draw.gone')
                    : t('draw.left', { count: tier.remaining })}
                </span>
              ) : null}
            </li>
          ))}
      </ul>
    </section>
  );
}

/** What a draw's outcome says: the prize and where it went, or the losing tier's words. */
function OutcomeText({ outcome }: { outcome: CampaignOutcome }) {
  const { t } = useFeatureI18n();
  if (!outcome.won) return <p>{t('draw.lost', { prize: outcome.tier.name })}</p>;
  return (
    <>
      <h2>{t('draw.won', { prize: outcome.tier.name })}</h2>
      <p>{t(outcome.tier.prize === 'coupon' ? 'draw.won.coupon' : 'draw.won.credit')}</p>
    </>
  );
}

function DrawButton({ rules }: { rules: CampaignRules }) {
  const { t, locale } = useFeatureI18n();
  const draw = useDrawCampaign(rules.slug, rules.campaignId);
  const me = rules.me ?? { attemptsToday: 0, attempts: 0 };
  const today = rules.perDayLimit === null ? null : rules.perDayLimit - me.attemptsToday;
  const total = rules.perCampaignLimit === null ? null : rules.perCampaignLimit - me.attempts;
  const none = (today !== null && today <= 0) || (total !== null && total <= 0);
  return (
    <section className="fy-card fy-draw">
      {draw.data ? (
        <div className="fy-draw__outcome" role="status" data-won={draw.data.won}>
          <OutcomeText outcome={draw.data} />
        </div>
      ) : null}
      <p>
        {none
          ? t('draw.noChances')
          : [
              today !== null ? t('draw.chances', { today }) : null,
              total !== null ? t('draw.chances.total', { total }) : null,
            ]
              .filter(Boolean)
              .join(locale === 'en-US' ? '; ' : '，')}
      </p>
      <FormError text={draw.error ? draw.error.message : null} />
      <button
        type="button"
        className="fy-button fy-button--primary fy-draw__button"
        disabled={none || draw.isPending}
        aria-busy={draw.isPending}
        onClick={draw.draw}
      >
        {draw.isPending ? t('draw.drawing') : t('draw.button')}
      </button>
    </section>
  );
}
