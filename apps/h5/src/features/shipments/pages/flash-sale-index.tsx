import { PageFrame } from '@/components/page/page-frame';
import { SaleLines } from '../components/sale-lines';
import { useSaleListI18n } from '../i18n/catalogue';

/**
 * `/flashSale/index` 'flash-sale vehicle sources' (issue 15): the lines running and coming, each
 * with its countdown by the server's clock, and the grab that holds a truck for the shipper, who
 * then publishes the shipment in two steps. A visitor logs in as a shipper first; inside WeChat
 * the route asks for the open id first (SPEC §6).
 */
export default function FlashSaleIndexPage() {
  const { t } = useSaleListI18n();
  return (
    <PageFrame subtitle={t('sale.subtitle')}>
      <SaleLines />
    </PageFrame>
  );
}
