import type { GiftPack } from '@freight/contract/endpoints/index';
import { prizeText } from '@/components/rules-page/reward-text';
import { useGiftPackI18n } from '../i18n/catalogue';
import './gift-pack.css';

/** What one pack holds: each item's name and, when the name does not say it, what it is worth. */
export function GiftPackItems({ items, heading }: { items: GiftPack['items']; heading: string }) {
  const { t } = useGiftPackI18n();
  return (
    <section className="fy-card">
      <h2>{heading}</h2>
      <ul className="fy-pack-items">
        {items.map((item) => {
          // "500 积分" needs no second line; a coupon's terms do.
          const worth = prizeText(item, t);
          return (
            <li key={item.name}>
              <strong>{item.name}</strong>
              {worth && worth !== item.name ? <span>{worth}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
