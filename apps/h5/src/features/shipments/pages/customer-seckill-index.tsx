import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { type LineFilters } from '../api/flash-sale';
import { SaleLines } from '../components/sale-lines';
import { useSaleListI18n } from '../i18n/catalogue';
import { useSeckillLineStore } from '../store/seckill-line-store';
import '@/components/button-link.css';

/** The filters of the line the shipper chose on the select page (the seckill line store). */
export function lineFilters(
  start: Record<string, unknown> | null,
  end: Record<string, unknown> | null,
  carList: readonly Record<string, unknown>[],
): LineFilters {
  const code = (place: Record<string, unknown> | null) =>
    typeof place?.code === 'string' ? place.code : undefined;
  const types = carList.flatMap((car) =>
    typeof car.vehicleType === 'string' ? [car.vehicleType] : [],
  );
  return {
    ...(code(start) ? { start: code(start) } : {}),
    ...(code(end) ? { end: code(end) } : {}),
    ...(types.length > 0 ? { vehicleTypes: types.join(',') } : {}),
  };
}

export default function CustomerSeckillIndexPage() {
  const { t } = useSaleListI18n();
  const { start, end, carList } = useSeckillLineStore();
  const filters = lineFilters(start, end, carList);
  const placeName = usePlaceName();
  const name = (place: Record<string, unknown> | null) =>
    typeof place?.name === 'string' && typeof place.code === 'string'
      ? placeName(place.code, place.name)
      : '';
  return (
    <PageFrame
      subtitle={
        filters.start && filters.end
          ? t('sale.filtered', { from: name(start), to: name(end) })
          : t('sale.subtitle')
      }
      hero={
        <Link className="fy-button fy-page__hero-action" to="/customer/seckill/select">
          {t('sale.filter')}
        </Link>
      }
    >
      <SaleLines filters={filters} />
    </PageFrame>
  );
}
