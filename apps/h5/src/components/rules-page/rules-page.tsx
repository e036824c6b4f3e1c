import { markWords } from '@/components/marked-words/marked-words';
import { formatDate } from '@/lib/format/date-time';
import { useRulesI18n } from './i18n/catalogue';
import { PageFrame } from '../page/page-frame';
import './rules-page.css';

/** A prize tier as published: its odds are what the server draws with (docs/design.md §5). */
export interface PublishedTier {
  name: string;
  /** Chance of this outcome per attempt, 0 to 1 (a losing tier included); null: not drawn (a grab). */
  odds: number | null;
  /** Units in stock when published, top-ups included; null for an outcome without stock. */
  quantity: number | null;
  /** What a unit is worth, in words (¥10 coupon, 50 points). */
  value?: string;
}

/** A campaign's rules as published, from the rows the server draws from. */
export interface PublishedRules {
  title: string;
  /** ISO date-times. */
  startsAt: string;
  endsAt: string;
  /** Who may take part, in words. */
  audience?: string;
  limits: { perDay?: number; perCampaign?: number };
  tiers: PublishedTier[];
  /** Quantities added after the start: only ever up, each shown with its time. */
  topUps: { at: string; tier: string; added: number }[];
  /** Ended before its end time by the operator, with the notice users read. */
  endedEarly: { at: string; notice: string } | null;
  /**
   * The rules text (redemption terms included), as headings and paragraphs; `chinese`: words in
   * them that stay Chinese in any language (a word game's phrase and characters), marked so.
   */
  sections: { heading: string; paragraphs: string[]; chinese?: readonly string[] }[];
}

/** Odds as a percentage with up to two decimals (0.0125 → 1.25%). */
export function oddsPercent(odds: number): string {
  return `${Number((odds * 100).toFixed(2))}%`;
}

/**
 * The rules page of any campaign (draws, red packets, sign-in, flash sales, referral programmes):
 * window, audience and limits, each prize with its quantity and odds as percentages, the top-ups
 * since the start, an early end with its notice, and the rules text. It renders what the server
 * publishes; nothing here is a constant of a page.
 */
export function RulesPage({ rules }: { rules: PublishedRules }) {
  return (
    <PageFrame title={rules.title}>
      <RulesBody rules={rules} />
    </PageFrame>
  );
}

/** The rules' cards, for a page that makes its own frame (the campaign's, while it loads). */
export function RulesBody({ rules }: { rules: PublishedRules }) {
  const { t } = useRulesI18n();
  const dateTime = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
  return (
    <>
      {rules.endedEarly ? (
        <section className="fy-card fy-rules__ended" role="note">
          <h2>{t('rules.endedEarly', { time: dateTime(rules.endedEarly.at) })}</h2>
          <p>{rules.endedEarly.notice}</p>
        </section>
      ) : null}
      <section className="fy-card">
        <h2>{t('rules.window')}</h2>
        <p>
          {t('rules.windowText', { start: dateTime(rules.startsAt), end: dateTime(rules.endsAt) })}
        </p>
        {rules.audience ? <p>{t('rules.audience', { audience: rules.audience })}</p> : null}
        {rules.limits.perDay ? <p>{t('rules.perDay', { count: rules.limits.perDay })}</p> : null}
        {rules.limits.perCampaign ? (
          <p>{t('rules.perCampaign', { count: rules.limits.perCampaign })}</p>
        ) : null}
      </section>
      {rules.tiers.length > 0 ? (
        <section className="fy-card fy-rules__prizes">
          <h2>{t('rules.prizes')}</h2>
          <table className="fy-rules__table">
            <thead>
              <tr>
                <th scope="col">{t('rules.prize')}</th>
                <th scope="col">{t('rules.quantity')}</th>
                <th scope="col">{t('rules.odds')}</th>
              </tr>
            </thead>
            <tbody>
              {rules.tiers.map((tier) => (
                <tr key={tier.name}>
                  <th scope="row">
                    {tier.name}
                    {tier.value ? <span className="fy-rules__value">{tier.value}</span> : null}
                  </th>
                  <td>
                    <span className="fy-rules__label">{t('rules.quantity')}</span>
                    {tier.quantity ?? '-'}
                  </td>
                  <td>
                    <span className="fy-rules__label">{t('rules.odds')}</span>
                    {tier.odds === null ? '-' : oddsPercent(tier.odds)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rules.topUps.length > 0 ? (
            <>
              <h3>{t('rules.topUps')}</h3>
              <ul>
                {rules.topUps.map((topUp) => (
                  <li key={`${topUp.at}-${topUp.tier}`}>
                    {t('rules.topUp', {
                      time: dateTime(topUp.at),
                      tier: topUp.tier,
                      added: topUp.added,
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      {rules.sections.map((section) => (
        <section key={section.heading} className="fy-card">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              {section.chinese ? markWords(paragraph, section.chinese, 'zh-CN') : paragraph}
            </p>
          ))}
        </section>
      ))}
    </>
  );
}
