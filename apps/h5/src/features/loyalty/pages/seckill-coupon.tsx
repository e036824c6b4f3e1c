import type { SeckillCoupon } from '@freight/contract/endpoints/index';
import { FormError } from '@/components/form/form-error';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from '@/lib/routing/router';
import { LoginAbove } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { yuan } from '@/lib/format/money';
import { clockText } from '@/lib/format/clock-text';
import { formatExpiry, formatShortDate } from '@/lib/format/date-time';
import { useCountdown } from '@/lib/format/use-countdown';
import { useSession } from '@/lib/identity/session';
import { useServerClock } from '@/lib/request/server-clock';
import { seckillKeys, useClaimSeckillCoupon, useSeckillCoupons } from '../api/seckill-coupons';
import {
  type SessionState,
  sessionStateAt,
  sessionsInOrder,
  showsCountdown,
} from '../components/seckill-sessions';
import { useSeckillI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';
import './seckill-coupon.css';

export default function SeckillCouponPage() {
  const { t } = useSeckillI18n();
  const sessions = useSeckillCoupons();
  const { now } = useServerClock();
  return (
    <PageFrame subtitle={t('seckill.subtitle')}>
      <p className="fy-seckill__rules-link">
        <Link to="rule" relative="path">
          {t('seckill.rules')}
        </Link>
      </p>
      <LoginAbove userType={3} heading={t('seckill.login')}>
        <QueryView query={sessions} rows={3}>
          {({ coupons }) =>
            coupons.length === 0 ? (
              <section className="fy-card" role="status">
                <p>{t('seckill.none')}</p>
              </section>
            ) : (
              <ul className="fy-seckill__list">
                {sessionsInOrder(coupons, now()).map((coupon) => (
                  <li key={coupon.stockId}>
                    <Session coupon={coupon} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </LoginAbove>
    </PageFrame>
  );
}

function Session({ coupon }: { coupon: SeckillCoupon }) {
  const { t } = useSeckillI18n();
  const queryClient = useQueryClient();
  const { now, known } = useServerClock();
  const state = sessionStateAt(coupon, now());
  const target =
    state === 'upcoming'
      ? Date.parse(coupon.startsAt)
      : state === 'running'
        ? Date.parse(coupon.endsAt)
        : null;
  const seconds = useCountdown(target, now);
  // A session that opens or closes while the page is open: ask for the stock as it is now.
  useEffect(() => {
    if (state !== coupon.state) void queryClient.invalidateQueries({ queryKey: seckillKeys.all });
  }, [state, coupon.state, queryClient]);
  const time = clockText(seconds, (days, clock) => t('seckill.days', { days, time: clock }));
  const near = showsCountdown(seconds);
  const terms = coupon.coupon;
  const headingId = `fy-seckill-${coupon.stockId}`;
  return (
    <section className="fy-card fy-seckill" aria-labelledby={headingId} data-state={state}>
      <div className="fy-seckill__head">
        <h2 id={headingId}>{coupon.title}</h2>
        <strong className="fy-seckill__value">
          {t('seckill.value', { yuan: yuan(coupon.valueFen) })}
        </strong>
      </div>
      {terms ? (
        <p className="fy-seckill__terms">
          {terms.thresholdFen > 0
            ? t('seckill.threshold', { yuan: yuan(terms.thresholdFen) })
            : t('seckill.noThreshold')}
          {' · '}
          {terms.validDays !== null
            ? t('seckill.validDays', { days: terms.validDays })
            : t('seckill.validUntil', { date: formatExpiry(terms.validUntil) })}
        </p>
      ) : null}
      <p>
        <span className="fy-seckill__stock">
          {t('seckill.stock', { remaining: coupon.remaining, total: coupon.total })}
        </span>
        <progress max={coupon.total} value={coupon.remaining} aria-hidden="true" />
      </p>
      <p className="fy-seckill__when" aria-live="off">
        {/* A countdown only by the server's clock: the phone's may be minutes off. */}
        {state === 'running' && known && near ? t('seckill.endsIn', { time }) : null}
        {state === 'running' && !(known && near)
          ? t('seckill.endsAt', { date: formatShortDate(coupon.endsAt) })
          : null}
        {state === 'upcoming'
          ? t('seckill.startsAt', { date: formatShortDate(coupon.startsAt) })
          : null}
        {state === 'upcoming' && known ? ` · ${t('seckill.startsIn', { time })}` : null}
        {state === 'soldOut' ? t('seckill.soldOut') : null}
        {state === 'ended' ? t('seckill.ended') : null}
      </p>
      <Grab coupon={coupon} state={state} />
    </section>
  );
}

/** The grab, for a logged-in driver; a visitor has the login card above the list. */
function Grab({ coupon, state }: { coupon: SeckillCoupon; state: SessionState }) {
  const session = useSession();
  const user = session.data;
  if (!user || user.userType !== 3) return null;
  return <GrabButton coupon={coupon} state={state} />;
}

function GrabButton({ coupon, state }: { coupon: SeckillCoupon; state: SessionState }) {
  const { t } = useSeckillI18n();
  const claim = useClaimSeckillCoupon(coupon.stockId);
  const mine = claim.data?.claimedByMe ?? coupon.claimedByMe;
  const full = mine >= coupon.perUserLimit;
  const label = claim.isPending
    ? t('seckill.claiming')
    : full
      ? t('seckill.claimed')
      : state === 'upcoming'
        ? t('seckill.upcoming')
        : state === 'soldOut'
          ? t('seckill.gone')
          : state === 'ended'
            ? t('seckill.over')
            : t('seckill.claim');
  return (
    <>
      <p className="fy-seckill__limit">
        {t('seckill.limit', { limit: coupon.perUserLimit, mine })}
      </p>
      {claim.isSuccess ? (
        <p role="status" className="fy-seckill__won">
          {t('seckill.won')}
        </p>
      ) : null}
      <button
        type="button"
        className="fy-button fy-button--primary"
        disabled={state !== 'running' || full || claim.isPending}
        aria-busy={claim.isPending}
        onClick={() => claim.claim()}
      >
        {label}
      </button>
      <FormError text={claim.isError ? claim.error.message : null} />
    </>
  );
}
