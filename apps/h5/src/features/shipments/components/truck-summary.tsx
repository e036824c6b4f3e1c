import type { FlashSaleLine } from '@freight/contract/endpoints/index';
import { useKitI18n } from '@/components/i18n/catalogue';
import { yuan } from '@/lib/format/money';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { formatDate } from '@/lib/format/date-time';
import { useFlashSaleI18n } from '../i18n/catalogue';

/** The truck a shipper grabbed: route, body, departure and the sale price. */
export function TruckSummary({ line }: { line: FlashSaleLine }) {
  const { t } = useFlashSaleI18n();
  const kit = useKitI18n();
  const placeName = usePlaceName();
  return (
    <section className="fy-card" aria-labelledby="fy-truck">
      <h2 id="fy-truck">{t('step1.truck')}</h2>
      <p>
        <strong>
          {t('sale.route', {
            from: placeName(line.origin.regionCode, line.origin.name),
            to: placeName(line.destination.regionCode, line.destination.name),
          })}
        </strong>
      </p>
      <p>
        {t('sale.truck', {
          type: kit.t(`vehicle.type.${line.vehicleType}`),
          length: line.vehicleLengthM,
          load: line.maxLoadKg / 1000,
        })}
        {' · '}
        {t('sale.departure', { date: formatDate(line.departureDate, 'M-D') })}
        {' · '}
        {t('sale.price', { yuan: yuan(line.priceFen) })}
      </p>
    </section>
  );
}
