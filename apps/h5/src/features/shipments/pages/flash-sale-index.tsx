import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useServerClock } from '@/lib/request/server-clock';
import { useFlashSaleLines } from '../api/flash-sale';
import { LineCard, linesInOrder } from '../components/line-card';
import { useSaleListI18n } from '../i18n/catalogue';

/**
 * `/flashSale/index` 'flash-sale vehicle sources' (issue 15): the lines running and coming, each
 * with its countdown by the server's clock, and the grab that holds a truck for the shipper, who
 * then publishes the shipment in two steps. A visitor logs in as a shipper first; inside WeChat
 * the route asks for the open id first (SPEC §6).
 */
export default function FlashSaleIndexPage() {
  const { t } = useSaleListI18n();
  const lines = useFlashSaleLines();
  const { now } = useServerClock();
  return (
    <PageFrame subtitle={t('sale.subtitle')}>
      <LoginGate userType={1} heading={t('sale.login')}>
        {() => null}
      </LoginGate>
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
    </PageFrame>
  );
}
