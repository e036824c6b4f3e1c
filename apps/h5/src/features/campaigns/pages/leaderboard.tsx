import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import type { ReferralLeaderboard } from '@freight/contract/endpoints/index';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useCampaignRules } from '@/lib/campaigns/rules';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { useSearchParams } from '@/lib/routing/router';
import { useLeaderboard } from '../api/reports';
import { publishedRulesOf } from '@/components/rules-page/campaign-rules';
import { RulesBody } from '@/components/rules-page/rules-page';
import { useRankI18n } from '../i18n/catalogue';
import '../components/reports.css';

/** docs/decisions/031. A slug not of a campaign's form is "not found" without asking the server. */
export default function LeaderboardPage() {
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  if (!CAMPAIGN_SLUG_PATTERN.test(slug)) return <Missing />;
  return <Board slug={slug} />;
}

function Missing() {
  const { t } = useRankI18n();
  return <PageFrame title={t('rank.missing')} subtitle={t('rank.missing.hint')} />;
}

function Board({ slug }: { slug: string }) {
  const { t } = useRankI18n();
  const board = useLeaderboard(slug);
  if (isRequestError(board.error) && board.error.status === 404) return <Missing />;
  const programme = board.data?.programme;
  const closes = programme?.endedAt ?? programme?.endsAt;
  return (
    <PageFrame
      title={programme?.title}
      subtitle={
        programme
          ? t('rank.window', {
              start: formatDate(programme.startsAt, 'YYYY-MM-DD'),
              end: formatDate(closes, 'YYYY-MM-DD'),
            })
          : undefined
      }
    >
      <QueryView query={board} rows={8}>
        {(data) => <Entries data={data} />}
      </QueryView>
      {/* Under the board once it is there, not pushed down the screen when it comes. */}
      {board.isPending ? null : <Rules slug={slug} />}
    </PageFrame>
  );
}

function Entries({ data }: { data: ReferralLeaderboard }) {
  const { t } = useRankI18n();
  const { programme } = data;
  const state =
    programme.state === 'scheduled'
      ? t('rank.scheduled')
      : programme.endedAt
        ? t('rank.endedEarly', { date: formatDate(programme.endedAt, 'YYYY-MM-DD') })
        : programme.state === 'ended'
          ? t('rank.ended')
          : null;
  return (
    <>
      {state ? (
        <p className="fy-card" role="status">
          {state}
        </p>
      ) : null}
      <section className="fy-card">
        <h2>{t('rank.me')}</h2>
        <p>
          {data.me === null
            ? t('rank.me.login')
            : data.me.rank === null
              ? t('rank.me.none')
              : t('rank.me.rank', { rank: data.me.rank, count: data.me.qualified })}
        </p>
      </section>
      <section className="fy-card">
        <h2>{t('rank.top')}</h2>
        <p>{t('rank.how')}</p>
        {data.entries.length === 0 ? (
          <p>{t('rank.empty')}</p>
        ) : (
          <>
            <ol className="fy-report__list">
              {data.entries.map((entry, i) => (
                <li key={i} data-me={entry.me}>
                  <span>
                    {t('rank.place', { rank: entry.rank })}
                    {entry.tied ? (
                      <>
                        {' '}
                        <span className="fy-report__tag">{t('rank.tied')}</span>
                      </>
                    ) : null}
                  </span>
                  <span className="fy-report__who">
                    {entry.mobileMasked}
                    {entry.me ? (
                      <>
                        {' '}
                        <span className="fy-report__tag">{t('rank.you')}</span>
                      </>
                    ) : null}
                    <br />
                    {t('rank.count', { count: entry.qualified })}
                  </span>
                </li>
              ))}
            </ol>
            <p>{t('rank.inviters', { count: data.inviters, shown: data.entries.length })}</p>
          </>
        )}
      </section>
    </>
  );
}

/** The programme's published rules, folded (the campaigns' one rules answer). */
function Rules({ slug }: { slug: string }) {
  const { t } = useRankI18n();
  const rules = useCampaignRules(slug);
  if (!rules.data) return null;
  return (
    <details className="fy-card fy-report__rules">
      <summary>{t('rank.rules')}</summary>
      <RulesBody rules={publishedRulesOf(rules.data, t)} />
    </details>
  );
}
