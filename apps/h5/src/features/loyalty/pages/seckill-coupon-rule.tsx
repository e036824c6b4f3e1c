import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { yuan } from '@/lib/format/money';
import { formatDate, formatExpiry } from '@/lib/format/date-time';
import { useServerClock } from '@/lib/request/server-clock';
import { useSeckillCoupons } from '../api/seckill-coupons';
import { useSeckillI18n } from '../i18n/catalogue';
import { sessionsInOrder } from '../components/seckill-sessions';

const RULES = [
  'seckill.rules.1',
  'seckill.rules.2',
  'seckill.rules.3',
  'seckill.rules.4',
  'seckill.rules.5',
] as const;

export default function SeckillCouponRulePage() {
  const { t } = useSeckillI18n();
  const sessions = useSeckillCoupons();
  const { now } = useServerClock();
  // One style for both ends, with the year: not "11-1 10:00 至 2030-12-31 22:00".
  const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
  return (
    <PageFrame>
      <QueryView query={sessions} rows={3}>
        {({ coupons }) =>
          coupons.length === 0 ? null : (
            <section className="fy-card" aria-labelledby="fy-seckill-sessions">
              <h2 id="fy-seckill-sessions">{t('seckill.rules.sessions')}</h2>
              <ul>
                {sessionsInOrder(coupons, now()).map((coupon) => (
                  <li key={coupon.stockId}>
                    <strong>
                      {coupon.title} {t('seckill.value', { yuan: yuan(coupon.valueFen) })}
                    </strong>
                    <br />
                    {t('seckill.rules.window', {
                      from: when(coupon.startsAt),
                      to: when(coupon.endsAt),
                    })}
                    <br />
                    {t('seckill.rules.perUser', {
                      limit: coupon.perUserLimit,
                      total: coupon.total,
                    })}
                    {coupon.coupon ? (
                      <>
                        <br />
                        {coupon.coupon.thresholdFen > 0
                          ? t('seckill.threshold', { yuan: yuan(coupon.coupon.thresholdFen) })
                          : t('seckill.noThreshold')}
                        {' · '}
                        {coupon.coupon.validDays !== null
                          ? t('seckill.validDays', { days: coupon.coupon.validDays })
                          : t('seckill.validUntil', {
                              date: formatExpiry(coupon.coupon.validUntil),
                            })}
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </QueryView>
      <section className="fy-card" aria-labelledby="fy-seckill-terms">
        <h2 id="fy-seckill-terms">{t('seckill.rules.terms')}</h2>
        <ol>
          {RULES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
    </PageFrame>
  );
}
