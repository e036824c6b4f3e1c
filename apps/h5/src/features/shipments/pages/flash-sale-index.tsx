import { PageFrame } from '@/components/page/page-frame';
import { SaleLines } from '../components/sale-lines';
import { useSaleListI18n } from '../i18n/catalogue';

/** Issue 15. Inside WeChat the route asks for the open id first (SPEC §6). */
export default function FlashSaleIndexPage() {
  const { t } = useSaleListI18n();
  return (
    <PageFrame subtitle={t('sale.subtitle')}>
      <SaleLines />
    </PageFrame>
  );
}
