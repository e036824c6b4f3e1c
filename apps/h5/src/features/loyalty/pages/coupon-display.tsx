import type { CouponState, HeldCoupon } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { Link } from '@/lib/routing/router';
import { AnyUserGate } from '@/components/login/any-user-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { yuan } from '@/lib/format/money';
import { formatDate, formatExpiry } from '@/lib/format/date-time';
import { useServerClock } from '@/lib/request/server-clock';
import { useMyCoupons } from '@/lib/value/coupons';
import { AppScreen } from '../components/app-screen';
import { useCouponsI18n } from '../i18n/catalogue';
import { visitorType } from '../components/visitor-type';
import '@/components/button-link.css';
import '../components/loyalty.css';

const STATES: readonly CouponState[] = ['usable', 'used', 'expired'];

/** A usable coupon lapsing within this long is marked so: used now, or lost. */
const SOON_MS = 3 * 86_400_000;

export function lapsesSoon(coupon: Pick<HeldCoupon, 'state' | 'expiresAt'>, now: number): boolean {
  return coupon.state === 'usable' && Date.parse(coupon.expiresAt) - now < SOON_MS;
}

/**
 * SPEC §5: in the shipper app from 5.4.0 the app's own coupon list opens; elsewhere the page says
 * to upgrade and lists the coupons below.
 */
export default function CouponDisplayPage() {
  const { t } = useCouponsI18n();
  return (
    <PageFrame>
      <AppScreen screen="coupons" />
      <p className="fy-loyalty-links">
        <Link to="/customer/coupon/guide">{t('title.customer.coupon.guide')}</Link>
        <Link to="/benefits/coupon">{t('coupon.more')}</Link>
      </p>
      <AnyUserGate heading={t('coupon.login')} visitorType={visitorType()}>
        {() => <Coupons />}
      </AnyUserGate>
    </PageFrame>
  );
}

function Coupons() {
  const { t } = useCouponsI18n();
  const [state, setState] = useState<CouponState>('usable');
  const coupons = useMyCoupons(state);
  return (
    <>
      <div className="fy-loyalty-tabs" role="group" aria-label={t('coupon.states')}>
        {STATES.map((each) => (
          <button
            key={each}
            type="button"
            className="fy-button"
            aria-pressed={state === each}
            onClick={() => setState(each)}
          >
            {t(`coupon.state.${each}`)}
          </button>
        ))}
      </div>
      <QueryView
        query={coupons}
        rows={3}
        isEmpty={(data) => data.coupons.length === 0}
        emptyText={t(`coupon.none.${state}`)}
      >
        {(data) => (
          <ul className="fy-loyalty-list fy-loyalty-list--cards">
            {data.coupons.map((coupon) => (
              <li key={coupon.couponId}>
                <Coupon coupon={coupon} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function Coupon({ coupon }: { coupon: HeldCoupon }) {
  const { t } = useCouponsI18n();
  const { now } = useServerClock();
  const day = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
  return (
    <section className="fy-card fy-loyalty-row" data-state={coupon.state}>
      <div>
        <strong>{coupon.title}</strong>
        <br />
        <span className="fy-loyalty-muted">
          {coupon.thresholdFen > 0
            ? t('offer.threshold', { yuan: yuan(coupon.thresholdFen) })
            : t('offer.noThreshold')}
          {' · '}
          {coupon.state === 'used' && coupon.usedAt
            ? t('coupon.usedAt', { date: day(coupon.usedAt) })
            : t('coupon.until', { date: formatExpiry(coupon.expiresAt) })}
        </span>
        {lapsesSoon(coupon, now()) ? (
          <strong className="fy-loyalty-price fy-loyalty-note">{t('coupon.soon')}</strong>
        ) : null}
      </div>
      <strong className="fy-loyalty-price">
        {t('offer.value', { yuan: yuan(coupon.faceValueFen) })}
      </strong>
    </section>
  );
}
