import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import type { CampaignRules, CollectWordsGame } from '@freight/contract/endpoints/index';
import type { ReactNode } from 'react';
import { FormError } from '@/components/form/form-error';
import { markWords } from '@/components/marked-words/marked-words';
import { QueryView } from '@/components/query-view/query-view';
import { chancesOf, isRunning } from '@/lib/campaigns/chances';
import { useCollectWords, useDrawWord, useRedeemWords } from '@/lib/campaigns/collect-words';
import { formatDate } from '@/lib/format/date-time';
import { useSession } from '@/lib/identity/session';
import { Link, useSearchParams } from '@/lib/routing/router';
import { GameNotRunning, GamePage, GameRulesDetails, prizeOf } from '../components/game-parts';
import { missingOf, WordCards } from '../components/word-cards';
import { useGamesI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

type Game = ReturnType<typeof useCollectWords>;

/**
 * ADR 030. The server decides a draw by the published weights; a draw whose answer was lost is
 * asked again with the same request id and shows that character. The card turning over stands in
 * for the spec's short video per draw, which is not made (see the ADR).
 */
export default function CollectWordsPage() {
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  const game = useCollectWords(CAMPAIGN_SLUG_PATTERN.test(slug) ? slug : null);
  return <GamePage kind="collect_words">{(rules) => <Words rules={rules} game={game} />}</GamePage>;
}

function Words({ rules, game }: { rules: CampaignRules; game: Game }) {
  const { t, locale } = useGamesI18n();
  const prize = prizeOf(rules)?.name ?? '';
  const how = game.data
    ? [
        t('words.intro', {
          phrase: game.data.phrase,
          count: game.data.characters.length,
          prize,
        }),
        game.data.characters
          .map((c) => t('words.odds', { char: c.char, odds: `${Number(c.oddsPercent)}%` }))
          .join(locale === 'en-US' ? '; ' : '；'),
        t('words.redeemOnce'),
      ]
    : [];
  return (
    <>
      <QueryView query={game} rows={4}>
        {(data) => (
          <Play
            rules={rules}
            game={data}
            prize={prize}
            // The phrase and its characters are Chinese in an English sentence too.
            intro={markWords(
              how[0] ?? '',
              [data.phrase, ...data.characters.map((c) => c.char)],
              'zh-CN',
            )}
          />
        )}
      </QueryView>
      {/* Under the cards once they are there, not pushed down the screen when they come. */}
      {game.isPending ? null : (
        <GameRulesDetails
          rules={rules}
          heading={t('words.how')}
          how={how}
          chinese={game.data ? [game.data.phrase, ...game.data.characters.map((c) => c.char)] : []}
        />
      )}
    </>
  );
}

function Play({
  rules,
  game,
  prize,
  intro,
}: {
  rules: CampaignRules;
  game: CollectWordsGame;
  prize: string;
  intro: ReactNode;
}) {
  const { t } = useGamesI18n();
  const session = useSession();
  if (!game.me) {
    // A visitor: the phrase to collect, and the way to log in and come back.
    return (
      <>
        <section className="fy-card">
          <p>{intro}</p>
          <WordCards game={game} cards={[]} drawn={null} />
        </section>
        {isRunning(rules) ? (
          <section className="fy-card" role="status">
            <h2>{t('words.login')}</h2>
            <p>{t('words.login.hint')}</p>
            <Link
              className="fy-button fy-button--primary"
              to={`/collectword/choose?slug=${rules.slug}`}
            >
              {t('words.login.link')}
            </Link>
          </section>
        ) : (
          <GameNotRunning rules={rules} />
        )}
      </>
    );
  }
  // The session changed under a game read for someone else: wait for the new read.
  if (session.data === null) return null;
  return <Collect rules={rules} game={game} me={game.me} prize={prize} intro={intro} />;
}

function Collect({
  rules,
  game,
  me,
  prize,
  intro,
}: {
  rules: CampaignRules;
  game: CollectWordsGame;
  me: NonNullable<CollectWordsGame['me']>;
  prize: string;
  intro: ReactNode;
}) {
  const { t, locale } = useGamesI18n();
  const draw = useDrawWord(game.campaignId);
  const redeem = useRedeemWords(game.campaignId);
  // The latest answer's cards (a draw's or the redemption's), else the game's as read.
  const latest = [draw, redeem]
    .filter((each) => each.data)
    .sort((a, b) => b.submittedAt - a.submittedAt)[0]?.data;
  const cards = latest?.cards ?? me.cards;
  const missing = missingOf(game, cards);
  const redeemedAt = redeem.data?.redeemedAt ?? me.redeemedAt;
  const { none } = chancesOf(rules);
  const running = isRunning(rules);
  return (
    <>
      <section className="fy-card">
        <p>{intro}</p>
        <h2>{t('words.cards')}</h2>
        <WordCards
          game={game}
          cards={cards}
          drawn={
            draw.data ? { position: draw.data.position, attemptId: draw.data.attemptId } : null
          }
        />
        {draw.data ? (
          <p className="fy-draw__outcome" role="status" data-won>
            {t('words.drawn', { char: draw.data.char })}
          </p>
        ) : null}
        {redeemedAt ? null : (
          <p>
            {missing.length > 0
              ? t('words.missing', { chars: missing.join(locale === 'en-US' ? ', ' : '、') })
              : t('words.complete')}
          </p>
        )}
      </section>
      {redeemedAt ? (
        <section className="fy-card fy-cut__outcome" role="status">
          {redeem.data ? (
            <>
              <h2>{t('words.redeemed', { prize })}</h2>
              <p>{t(redeem.data.couponId !== null ? 'game.won.coupon' : 'game.won.credit')}</p>
            </>
          ) : (
            <p>{t('words.redeemed.at', { date: formatDate(redeemedAt, 'YYYY-MM-DD HH:mm') })}</p>
          )}
        </section>
      ) : missing.length === 0 && running ? (
        <section className="fy-card fy-cut__actions">
          <button
            type="button"
            className="fy-button fy-button--primary fy-draw__button"
            disabled={redeem.isPending}
            aria-busy={redeem.isPending}
            onClick={redeem.redeem}
          >
            {redeem.isPending ? t('words.redeeming') : t('words.redeem', { prize })}
          </button>
          <FormError text={redeem.error ? redeem.error.message : null} />
        </section>
      ) : null}
      {redeemedAt ? null : running ? (
        <section className="fy-card fy-cut__actions">
          <Chances rules={rules} />
          <button
            type="button"
            // With the set complete, the redemption is the main action.
            className={
              missing.length === 0
                ? 'fy-button fy-draw__button'
                : 'fy-button fy-button--primary fy-draw__button'
            }
            disabled={none || draw.isPending}
            aria-busy={draw.isPending}
            onClick={draw.draw}
          >
            {draw.isPending ? t('words.drawing') : t('words.draw')}
          </button>
          <FormError text={draw.error ? draw.error.message : null} />
        </section>
      ) : (
        <GameNotRunning rules={rules} />
      )}
    </>
  );
}

/** The draws left today and in all, in words; "none left today" once they are used. */
function Chances({ rules }: { rules: CampaignRules }) {
  const { t, locale } = useGamesI18n();
  const { today, total, none } = chancesOf(rules);
  return (
    <p>
      {none
        ? t('words.noChances')
        : [
            today !== null ? t('words.chances', { today }) : null,
            total !== null ? t('words.chances.total', { total }) : null,
          ]
            .filter(Boolean)
            .join(locale === 'en-US' ? '; ' : '，')}
    </p>
  );
}
