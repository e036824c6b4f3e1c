import type { AnnualBill, SharedAnnualBill } from '@freight/contract/endpoints/index';
import { formatDay, formatMonth } from '@/lib/format/date-time';
import { yuan } from '@/lib/format/money';
import { groupDigits } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/i18n';
import { Link } from '@/lib/routing/router';
import { useBillI18n } from '../i18n/catalogue';
import { type FigureItem, Figures } from './report-parts';

// The annual bill's figures (docs/decisions/031), as the driver reads them and as a friend does
// (the shared bill has no income, no first trip and no route: what the driver chose to show).

/** The year the annual bill pages are for (their routes name it). */
export const BILL_YEAR = 2023;
export const BILL_PATH = `/driver/annualBill/${BILL_YEAR}`;
export const BILL_COVER_PATH = `/driver/openAnnualBill/${BILL_YEAR}`;
export const BILL_SHARE_PATH = `/driver/annualBill/share/${BILL_YEAR}`;

type Bill = Pick<AnnualBill, 'trips' | 'cities' | 'busiestMonth'> & {
  provinces: number;
  incomeFen?: number;
  firstTrip?: AnnualBill['firstTrip'];
  topRoute?: AnnualBill['topRoute'];
};

/** The driver's own bill, in the shape the figures take. */
export function ownBill(bill: AnnualBill): Bill {
  return { ...bill, provinces: bill.provinces.length };
}

/** A friend's view: what the share answer carries, nothing more. */
export function sharedBill(bill: SharedAnnualBill): Bill {
  return {
    trips: bill.trips,
    cities: bill.cities,
    provinces: bill.provinces,
    busiestMonth: bill.busiestMonth,
  };
}

/** A figure of the year a driver may put on their poster (ADR 031). */
export type BillFigureKey = 'trips' | 'income' | 'cities' | 'busiest' | 'first' | 'topRoute';

/** The figures on a poster when its owner has chosen nothing else: what the shared page shows. */
export const POSTER_FIGURES_BY_DEFAULT: readonly BillFigureKey[] = ['trips', 'cities', 'busiest'];

/** The year's figures in words, in the page's order; those the bill has no value for are left out. */
export function billFigureItems(
  bill: Bill,
  t: ReturnType<typeof useBillI18n>['t'],
  locale: Locale,
): { key: BillFigureKey; label: string; value: string }[] {
  const items: { key: BillFigureKey; label: string; value: string }[] = [
    {
      key: 'trips',
      label: t('bill.trips'),
      value: t('bill.tripsCount', { count: groupDigits(bill.trips) }),
    },
  ];
  if (bill.incomeFen !== undefined) {
    items.push({
      key: 'income',
      label: t('bill.income'),
      value: t('bill.yuan', { yuan: yuan(bill.incomeFen) }),
    });
  }
  items.push({
    key: 'cities',
    label: t('bill.cities'),
    value: t('bill.citiesCount', { cities: bill.cities.length, provinces: bill.provinces }),
  });
  if (bill.busiestMonth) {
    items.push({
      key: 'busiest',
      label: t('bill.busiest'),
      value: t('bill.busiestText', {
        month: formatMonth(bill.busiestMonth.month, locale),
        count: groupDigits(bill.busiestMonth.trips),
      }),
    });
  }
  if (bill.firstTrip) {
    items.push({
      key: 'first',
      label: t('bill.first'),
      value: t('bill.firstText', {
        date: formatDay(bill.firstTrip.date, locale),
        from: bill.firstTrip.from.name,
        to: bill.firstTrip.to.name,
      }),
    });
  }
  if (bill.topRoute) {
    items.push({
      key: 'topRoute',
      label: t('bill.topRoute'),
      value: t('bill.topRouteText', {
        from: bill.topRoute.from.name,
        to: bill.topRoute.to.name,
        count: groupDigits(bill.topRoute.shipments),
      }),
    });
  }
  return items;
}

export function BillFigures({ bill, heading }: { bill: Bill; heading: string }) {
  const { t, locale } = useBillI18n();
  const all = billFigureItems(bill, t, locale);
  const items: FigureItem[] = all.filter((item) => item.key !== 'first' && item.key !== 'topRoute');
  const first = all.find((item) => item.key === 'first');
  const topRoute = all.find((item) => item.key === 'topRoute');
  return (
    <>
      <Figures heading={heading} items={items} />
      <section className="fy-card">
        <h2>{t('bill.cities')}</h2>
        <p>{bill.cities.map((city) => city.name).join(locale === 'en-US' ? ', ' : '、')}</p>
        {[first, topRoute].map((item) =>
          item ? (
            <p key={item.key}>
              <strong>{item.label}</strong>
              <br />
              {item.value}
            </p>
          ) : null,
        )}
      </section>
    </>
  );
}

/**
 * A driver without trips that year: said kindly, with the way on (how to find and take loads),
 * where the page used to end at the sentence.
 */
export function NoBill() {
  const { t } = useBillI18n();
  return (
    <section className="fy-card" role="status">
      <p>{t('bill.none', { year: BILL_YEAR })}</p>
      <Link className="fy-button fy-button--primary" to="/driver/noviceGuide">
        {t('bill.none.guide')}
      </Link>
    </section>
  );
}
