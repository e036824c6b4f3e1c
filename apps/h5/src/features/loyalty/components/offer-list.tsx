import type { ExchangeOffer } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { QueryView } from '@/components/query-view/query-view';
import { yuan } from '@/lib/format/money';
import { formatShortDate } from '@/lib/format/date-time';
import { useValueTap } from '@/lib/request/request-id';
import { useValueBalance } from '@/lib/value/balances';
import { useExchange, useExchangeOffers } from '@/lib/value/exchange';
import { useOffersI18n } from '../i18n/catalogue';

type CostAsset = ExchangeOffer['costAsset'];

const ORDER: Record<ExchangeOffer['state'], number> = {
  running: 0,
  upcoming: 1,
  soldOut: 2,
  ended: 3,
};

/** The offers paid in one asset that are not over, running first. */
export function offersOf(offers: readonly ExchangeOffer[], asset: CostAsset): ExchangeOffer[] {
  return offers
    .filter((offer) => offer.costAsset === asset && offer.state !== 'ended')
    .sort((a, b) => ORDER[a.state] - ORDER[b.state] || a.costAmount - b.costAmount);
}

/**
 * What points (or lucky beans) buy: each coupon with its terms, its price, the stock left and the
 * limit per user, and the exchange, one coupon per tap however often tapped; the balance it is
 * paid from is shown above, so nobody taps for what they cannot afford without knowing.
 */
export function OfferList({ asset, id }: { asset: CostAsset; id?: string }) {
  const { t } = useOffersI18n();
  const offers = useExchangeOffers();
  const balance = useValueBalance(asset)?.balance;
  return (
    <section className="fy-card" aria-labelledby="fy-offers-heading" id={id} tabIndex={-1}>
      <h2 id="fy-offers-heading">{t(`offer.heading.${asset}`)}</h2>
      {balance === undefined ? null : <p>{t(`offer.balance.${asset}`, { amount: balance })}</p>}
      <QueryView
        query={offers}
        rows={3}
        isEmpty={(data) => offersOf(data.offers, asset).length === 0}
        emptyText={t('offer.none')}
      >
        {(data) => (
          <ul className="fy-loyalty-list">
            {offersOf(data.offers, asset).map((offer) => (
              <li key={offer.offerId}>
                <Offer offer={offer} balance={balance} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function Offer({ offer, balance }: { offer: ExchangeOffer; balance: number | undefined }) {
  const { t } = useOffersI18n();
  const exchange = useExchange();
  const tap = useValueTap();
  const full = offer.perUserLimit !== null && offer.mine >= offer.perUserLimit;
  const short = balance !== undefined && balance < offer.costAmount;
  const titleId = `fy-offer-${offer.offerId}`;
  const label = exchange.isPending
    ? t('offer.exchanging')
    : full
      ? t('offer.full')
      : offer.state === 'soldOut'
        ? t('offer.soldOut')
        : offer.state === 'upcoming'
          ? t('offer.upcoming', { date: formatShortDate(offer.startsAt) })
          : short
            ? t(`offer.short.${offer.costAsset}`)
            : t('offer.exchange');
  const run = () => {
    if (!tap.start()) return;
    exchange.mutate(
      { offerId: offer.offerId, requestId: tap.id() },
      {
        // The offers are read again afterwards (useExchange): `mine` comes back counted.
        onSuccess: () => tap.succeeded(),
        onSettled: () => tap.done(),
      },
    );
  };
  return (
    <div className="fy-loyalty-row">
      <div>
        <strong id={titleId}>
          {offer.title} · {t('offer.value', { yuan: yuan(offer.faceValueFen) })}
        </strong>
        <br />
        <span className="fy-loyalty-muted">
          {offer.thresholdFen > 0
            ? t('offer.threshold', { yuan: yuan(offer.thresholdFen) })
            : t('offer.noThreshold')}
          {' · '}
          {t('offer.stock', { remaining: offer.remaining, total: offer.total })}
          {offer.perUserLimit === null
            ? null
            : ` · ${t('offer.limit', { limit: offer.perUserLimit, mine: offer.mine })}`}
        </span>
        <br />
        <span className="fy-loyalty-price">
          {t(`offer.cost.${offer.costAsset}`, { amount: offer.costAmount })}
        </span>
        {exchange.isSuccess ? (
          <>
            <br />
            <span role="status">
              {t('offer.done')} <Link to="/customer/coupon/display">{t('offer.mine')}</Link>
            </span>
          </>
        ) : null}
        {exchange.isError ? (
          <>
            <br />
            <span role="alert" className="fy-form__error">
              {exchange.error.message}
            </span>
          </>
        ) : null}
      </div>
      <button
        type="button"
        className="fy-button fy-button--primary"
        disabled={offer.state !== 'running' || full || short || exchange.isPending}
        aria-busy={exchange.isPending}
        aria-describedby={titleId}
        onClick={run}
      >
        {label}
      </button>
    </div>
  );
}
