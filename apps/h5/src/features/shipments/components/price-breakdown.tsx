import type { FlashSaleQuote } from '@freight/contract/endpoints/index';
import { yuanFixed } from '@/lib/format/money';
import { usePublishI18n } from '../i18n/catalogue';
import './flash-sale.css';

/** The recommended price and how the server made it: each item, then the total. */
export function PriceBreakdown({ quote }: { quote: FlashSaleQuote }) {
  const { t } = usePublishI18n();
  return (
    <dl className="fy-price">
      {quote.breakdown.map((item) => (
        <div key={item.item}>
          <dt>
            {item.item === 'line' ? t('price.line') : t('price.extraStop', { count: item.count })}
          </dt>
          <dd>¥{yuanFixed(item.amountFen)}</dd>
        </div>
      ))}
      <div>
        <dt>
          <s>{t('price.was', { yuan: yuanFixed(quote.originalPriceFen) })}</s>
        </dt>
        <dd className="fy-price__total">
          {t('price.total', { yuan: yuanFixed(quote.recommendPriceFen) })}
        </dd>
      </div>
    </dl>
  );
}
