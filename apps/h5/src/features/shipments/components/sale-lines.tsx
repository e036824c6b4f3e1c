import { LoginAbove } from '@/components/login/login-gate';
import { QueryView } from '@/components/query-view/query-view';
import { useServerClock } from '@/lib/request/server-clock';
import { type LineFilters, useFlashSaleLines } from '../api/flash-sale';
import { useSaleListI18n } from '../i18n/catalogue';
import { LineCard, linesInOrder } from './line-card';

/**
 * The flash-sale lines of `filters` (every route without), running ones first by the server's
 * clock, each as its card with the grab; a visitor gets the shippers' login above them, and an
 * empty list says so. The flash-sale list and the seckill of a chosen route both show this.
 */
export function SaleLines({ filters }: { filters?: LineFilters }) {
  const { t } = useSaleListI18n();
  const lines = useFlashSaleLines(filters);
  const { now } = useServerClock();
  return (
    <LoginAbove userType={1} heading={t('sale.login')}>
      <QueryView query={lines} rows={3}>
        {(data) =>
          data.lines.length === 0 ? (
            <section className="fy-card" role="status">
              <p>{t('sale.none')}</p>
            </section>
          ) : (
            <ul className="fy-line-list">
              {linesInOrder(data.lines, now()).map((line) => (
                <li key={line.lineId}>
                  <LineCard line={line} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </LoginAbove>
  );
}
