import { BUSINESS_CODES } from '@freight/contract/business-codes';
import { CUT_TOKEN_PATTERN } from '@freight/contract/endpoints/campaign-games-values';
import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import type { CampaignRules, CutPriceGame, CutView } from '@freight/contract/endpoints/index';
import { FormError } from '@/components/form/form-error';
import { AnyUserGate } from '@/components/login/any-user-gate';
import { LoginGate } from '@/components/login/login-gate';
import { QueryView } from '@/components/query-view/query-view';
// Every amount of a cut to the fen (¥1.00, ¥0.81): cuts are paid in fen, and ¥1 beside ¥0.81 reads
// as two kinds of money.
import { yuanFixed as yuan } from '@/lib/format/money';
import { chancesOf, isRunning } from '@/lib/campaigns/chances';
import { useCutPrice, useHelpCut, useStartCut } from '@/lib/campaigns/cut-price';
import { useSession } from '@/lib/identity/session';
import { isRequestError } from '@/lib/request/request-error';
import { Link, useSearchParams } from '@/lib/routing/router';
import { CutHelpers, CutProgress } from '../components/cut-progress';
import { CutShare } from '../components/cut-share';
import { GameNotRunning, GamePage, GameRulesDetails, prizeOf } from '../components/game-parts';
import { useGamesI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

type Game = ReturnType<typeof useCutPrice>;

/**
 * ADR 030. The server decides what a cut takes. A start or a cut whose answer was lost is asked
 * again and repeats it, not a second one. The game's state is asked beside the campaign's rules,
 * not after them.
 */
export default function CutRewardPage() {
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  const raw = search.get('cut');
  const cut = raw !== null && CUT_TOKEN_PATTERN.test(raw) ? raw : null;
  const game = useCutPrice(CAMPAIGN_SLUG_PATTERN.test(slug) ? slug : null, cut);
  return (
    <GamePage kind="cut_price">
      {(rules) => <CutGame rules={rules} game={game} cut={cut} badLink={raw !== null && !cut} />}
    </GamePage>
  );
}

function CutGame({
  rules,
  game,
  cut,
  badLink,
}: {
  rules: CampaignRules;
  game: Game;
  cut: string | null;
  badLink: boolean;
}) {
  const { t } = useGamesI18n();
  const prize = prizeOf(rules)?.name ?? '';
  const own = `/customer/cutReward?slug=${rules.slug}`;
  // A link to no cut, or to another campaign's: the server's words, and a way to one's own.
  const linkProblem = badLink
    ? t('cut.badLink')
    : cut !== null && isRequestError(game.error) && game.error.code === BUSINESS_CODES.LINK_EXPIRED
      ? game.error.message
      : null;
  const terms = game.data?.terms;
  const how = terms
    ? [
        t('cut.intro', { hours: terms.hours, target: yuan(terms.targetFen), prize }),
        t('cut.perHelp', { min: yuan(terms.minCutFen), max: yuan(terms.maxCutFen) }),
        t('cut.helpsPerDay', { count: terms.helpsPerDay }),
      ]
    : [];
  return (
    <>
      {linkProblem ? (
        <section className="fy-card" role="alert">
          <p>{linkProblem}</p>
          <Link className="fy-button fy-button--primary" to={own}>
            {t('cut.mine.link')}
          </Link>
        </section>
      ) : (
        <QueryView query={game} rows={4}>
          {(data) =>
            data.shared && !data.shared.mine ? (
              <FriendCut rules={rules} game={data} cut={data.shared} prize={prize} />
            ) : (
              <MyCut rules={rules} game={data} prize={prize} how={how} />
            )
          }
        </QueryView>
      )}
      {/* Under the game once it is there: shown under its placeholder, the card was pushed down
          the screen when the game came (a layout shift). */}
      {game.isPending && !linkProblem ? null : (
        <GameRulesDetails rules={rules} heading={t('cut.how')} how={how} />
      )}
    </>
  );
}

/** A shippers' cut seen by a logged-in driver: they may help, not start one. */
function shipperOnly(rules: CampaignRules, userType: number | undefined): boolean {
  return (rules.userType ?? 1) === 1 && userType === 3;
}

/** The starter's part: start a cut, then follow and share it, then its outcome. */
function MyCut({
  rules,
  game,
  prize,
  how,
}: {
  rules: CampaignRules;
  game: CutPriceGame;
  prize: string;
  how: string[];
}) {
  const { t } = useGamesI18n();
  const open = game.mine?.state === 'open';
  const user = useSession().data;
  // A driver on a shippers' cut (from a friend's): why this account cannot start one.
  const gateHeading = shipperOnly(rules, user?.userType) ? t('cut.mine.only') : t('cut.gate');
  return (
    <>
      {game.shared?.mine ? (
        <p className="fy-card" role="note">
          {t('cut.own')}
        </p>
      ) : null}
      {!isRunning(rules) && !open ? <GameNotRunning rules={rules} /> : null}
      {isRunning(rules) || open ? (
        <LoginGate userType={rules.userType ?? 1} heading={gateHeading}>
          {() => <Starter rules={rules} game={game} prize={prize} how={how} />}
        </LoginGate>
      ) : null}
    </>
  );
}

function Starter({
  rules,
  game,
  prize,
  how,
}: {
  rules: CampaignRules;
  game: CutPriceGame;
  prize: string;
  how: string[];
}) {
  const { t } = useGamesI18n();
  const start = useStartCut(game.campaignId);
  // The cut just started shows at once, before the game is asked again.
  const mine: CutView | null =
    game.mine?.state === 'open' ? game.mine : (start.data?.cut ?? game.mine);
  if (mine?.state === 'open') {
    return (
      <>
        <section className="fy-card">
          <h2>
            {t('cut.intro', { hours: game.terms.hours, target: yuan(game.terms.targetFen), prize })}
          </h2>
          <CutProgress cut={mine} />
          <CutShare
            slug={rules.slug}
            token={mine.token}
            title={t('cut.share.title', { prize })}
            desc={t('cut.share.desc', {
              hours: game.terms.hours,
              target: yuan(game.terms.targetFen),
            })}
          />
        </section>
        <CutHelpers cut={mine} />
      </>
    );
  }
  const { today, none } = chancesOf(rules);
  const soldOut = prizeOf(rules)?.remaining === 0;
  return (
    <>
      {mine?.state === 'finished' ? (
        <section className="fy-card fy-cut__outcome" role="status">
          <h2>{t('cut.finished', { prize })}</h2>
          <p>{t(mine.couponId !== null ? 'game.won.coupon' : 'game.won.credit')}</p>
        </section>
      ) : null}
      {mine?.state === 'expired' ? (
        <p className="fy-card" role="status">
          {t('cut.expired')}
        </p>
      ) : null}
      {mine ? <CutHelpers cut={mine} /> : null}
      <section className="fy-card fy-cut__actions">
        {how.slice(0, 2).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          {soldOut
            ? t('cut.soldOut')
            : none
              ? t('cut.noStarts')
              : today !== null
                ? t('cut.startsLeft', { count: today })
                : null}
        </p>
        <button
          type="button"
          className="fy-button fy-button--primary fy-draw__button"
          disabled={none || soldOut || start.isPending}
          aria-busy={start.isPending}
          onClick={start.start}
        >
          {start.isPending ? t('cut.starting') : t(mine ? 'cut.again' : 'cut.start')}
        </button>
        <FormError text={start.error ? start.error.message : null} />
      </section>
    </>
  );
}

/** A friend's part: whose cut, what one cut does, the button, then what they cut. */
function FriendCut({
  rules,
  game,
  cut,
  prize,
}: {
  rules: CampaignRules;
  game: CutPriceGame;
  cut: CutView;
  prize: string;
}) {
  const { t } = useGamesI18n();
  const { terms } = game;
  const user = useSession().data;
  return (
    <>
      <section className="fy-card fy-cut__actions">
        <h2>{t('cut.friend', { mobile: cut.starter })}</h2>
        <p>{t('cut.friend.prize', { target: yuan(cut.targetFen), prize })}</p>
        <p>{t('cut.perHelp', { min: yuan(terms.minCutFen), max: yuan(terms.maxCutFen) })}</p>
        <CutProgress cut={cut} />
        {cut.myHelpFen !== null ? (
          <p className="fy-cut__outcome" role="status">
            {t('cut.helped', { amount: yuan(cut.myHelpFen) })}
          </p>
        ) : cut.state === 'finished' ? (
          <p role="status">{t('cut.friend.finished')}</p>
        ) : cut.state === 'expired' ? (
          <p role="status">{t('cut.friend.expired')}</p>
        ) : (
          <AnyUserGate heading={t('cut.helpGate')} visitorType={rules.userType ?? 1}>
            {() => <HelpButton game={game} cut={cut} />}
          </AnyUserGate>
        )}
        {shipperOnly(rules, user?.userType) ? (
          // A driver helping a shipper (or the other way): their own cut would only meet a login
          // wall, so say who may start one instead of offering it.
          <p>{t('cut.mine.only')}</p>
        ) : (
          <Link className="fy-button" to={`/customer/cutReward?slug=${rules.slug}`}>
            {t('cut.mine.link')}
          </Link>
        )}
      </section>
      <CutHelpers cut={cut} friend />
    </>
  );
}

function HelpButton({ game, cut }: { game: CutPriceGame; cut: CutView }) {
  const { t } = useGamesI18n();
  const help = useHelpCut(game.campaignId, cut.token);
  if (help.data) {
    return (
      <p className="fy-cut__outcome" role="status">
        {t('cut.helped', { amount: yuan(help.data.amountFen) })}
      </p>
    );
  }
  const left = game.helpsToday === null ? null : game.terms.helpsPerDay - game.helpsToday;
  return (
    <>
      {left !== null ? (
        // None left: said as such, not "还可以帮砍 0 次".
        <p>{left > 0 ? t('cut.helpsLeft', { count: left }) : t('cut.helpsUsed')}</p>
      ) : null}
      <button
        type="button"
        className="fy-button fy-button--primary fy-draw__button"
        disabled={help.isPending || (left !== null && left <= 0)}
        aria-busy={help.isPending}
        onClick={help.help}
      >
        {help.isPending ? t('cut.helping') : t('cut.help')}
      </button>
      <FormError text={help.error ? help.error.message : null} />
    </>
  );
}
