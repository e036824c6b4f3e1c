import type { CampaignOutcome, CampaignRules } from '@freight/contract/endpoints/index';
import { publishedRulesOf } from '@/components/rules-page/campaign-rules';
import { oddsPercent, RulesBody } from '@/components/rules-page/rules-page';
import { chancesOf } from '@/lib/campaigns/chances';
import { oddsNow } from '@/lib/campaigns/odds-now';
import { useKeptAnswer } from '@/components/query-view/kept-context';
import { formatDate } from '@/lib/format/date-time';
import { useFeatureI18n } from '../i18n/catalogue';
import { CampaignFrame, type CampaignFrameProps, type FrameTexts } from './campaign-frame';
import './campaign.css';

// What every game page of a campaign shows around its game: the page for the campaign its link
// names (or "not found"), its prizes with odds and stock, the attempts left, whether it runs, and
// the published rules.

/** The page of the campaign its link names, in the feature's words (campaign-frame.tsx). */
export function CampaignPage({ children, ...props }: Omit<CampaignFrameProps, 'texts'>) {
  const { t } = useFeatureI18n();
  const texts: FrameTexts = {
    missing: t('rules.missing'),
    missingHint: t('rules.missing.hint'),
    window: (dates) => t('draw.window', dates),
    kept: (age) => t('draw.kept', { age }),
  };
  return (
    <CampaignFrame {...props} texts={texts}>
      {children}
    </CampaignFrame>
  );
}

export { chancesOf, isRunning } from '@/lib/campaigns/chances';

/**
 * Why the game is not on: not started yet, or ended (with an early end's notice). Not from a kept
 * answer: the state is said once the server has answered (docs/decisions/048).
 */
export function NotRunning({ rules }: { rules: CampaignRules }) {
  const { t } = useFeatureI18n();
  if (useKeptAnswer()) return null;
  return (
    <p className="fy-card" role="status">
      {rules.state === 'scheduled'
        ? t('draw.notStarted', { date: formatDate(rules.startsAt, 'YYYY-MM-DD HH:mm') })
        : (rules.endedEarly?.notice ?? t('draw.ended'))}
    </p>
  );
}

/**
 * The prizes (the losing outcome left out) with what is left of each and their odds as they stand
 * now: a prize that is gone says so, without odds, and its draws count where they land (odds-now).
 * From a kept answer, the prizes' names only: what is left, and so the odds, once the server has
 * answered (docs/decisions/048).
 */
export function PrizeGrid({ rules }: { rules: CampaignRules }) {
  const { t } = useFeatureI18n();
  // Kept: their place held (nothing moves when the server answers), their words not shown.
  const hidden = useKeptAnswer() ? 'fy-unconfirmed' : undefined;
  const odds = oddsNow(rules.tiers);
  return (
    <section className="fy-card">
      <h2>{t('draw.prizes')}</h2>
      <ul className="fy-draw__prizes">
        {rules.tiers
          .filter((tier) => tier.prize !== 'none')
          .map((tier) => (
            <li key={tier.tierId} data-gone={tier.remaining === 0}>
              <strong>{tier.name}</strong>
              {tier.remaining === 0 ? (
                <span className={hidden}>{t('draw.gone')}</span>
              ) : (
                <>
                  <span className={hidden}>
                    {t('draw.odds', { odds: oddsPercent(odds.get(tier.tierId) ?? 0) })}
                  </span>
                  {tier.remaining !== null ? (
                    <span className={hidden}>{t('draw.left', { count: tier.remaining })}</span>
                  ) : null}
                </>
              )}
            </li>
          ))}
      </ul>
    </section>
  );
}

/**
 * The attempts left, in the game's words (draws, or red packets to open); "none left today" once
 * they are used.
 */
export function ChancesText({
  rules,
  game = 'draw',
}: {
  rules: CampaignRules;
  game?: 'draw' | 'packets';
}) {
  const { t, locale } = useFeatureI18n();
  const { today, total, none } = chancesOf(rules);
  // The caller's chances, once the server has answered (docs/decisions/048).
  if (useKeptAnswer()) return null;
  return (
    <p>
      {none
        ? t(`${game}.noChances`)
        : [
            today !== null ? t(`${game}.chances`, { today }) : null,
            total !== null ? t(`${game}.chances.total`, { total }) : null,
          ]
            .filter(Boolean)
            .join(locale === 'en-US' ? '; ' : '，')}
    </p>
  );
}

/** The published rules, folded on the game's page. */
export function RulesDetails({ rules }: { rules: CampaignRules }) {
  const { t } = useFeatureI18n();
  return (
    <details className="fy-card fy-draw__rules">
      <summary>{t('draw.rules')}</summary>
      <RulesBody rules={publishedRulesOf(rules, t)} />
    </details>
  );
}

/** What an attempt's outcome says: the prize and where it went, or the losing tier's words. */
export function OutcomeText({ outcome }: { outcome: CampaignOutcome }) {
  const { t } = useFeatureI18n();
  if (!outcome.won) return <p>{t('draw.lost', { prize: outcome.tier.name })}</p>;
  return (
    <>
      <h2>{t('draw.won', { prize: outcome.tier.name })}</h2>
      <p>{t(outcome.tier.prize === 'coupon' ? 'draw.won.coupon' : 'draw.won.credit')}</p>
    </>
  );
}
