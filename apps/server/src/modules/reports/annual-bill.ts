// A driver's year (docs/decisions/031): the trips they carried to completion in a China-time year,
// read in one query on shipments_driver_idx and summed here: the income (the freight of those
// trips), the cities at either end and their provinces, the busiest month, the first trip and the
// most driven route. Shipments keep no distance, so the bill shows none. The shared bill is the
// same year without the money.

import type { AnnualBill, SharedAnnualBill } from '@freight/contract/endpoints/reports';
import { maskMobile } from '@freight/contract/rules/mask';
import type { Locale } from '@freight/contract/status';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { chinaText, yearBounds } from './china-time.ts';
import { type Place, placeOf, provinceCodeOf } from './places.ts';

interface Trip {
  originCode: string;
  originName: string;
  destinationCode: string;
  destinationName: string;
  priceFen: number;
  day: string;
}

/** The driver's trips completed in `year` (China time), in the order they were completed. */
async function tripsOf(db: Db, driverUserId: number, year: number): Promise<Trip[]> {
  const { start, end } = yearBounds(year);
  return db
    .select({
      originCode: shipments.originCode,
      originName: shipments.originName,
      destinationCode: shipments.destinationCode,
      destinationName: shipments.destinationName,
      priceFen: shipments.priceFen,
      day: chinaText(shipments.completedAt, 'YYYY-MM-DD'),
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.driverUserId, driverUserId),
        eq(shipments.state, 'completed'),
        gte(shipments.completedAt, sqlTimestamp(start)),
        lt(shipments.completedAt, sqlTimestamp(end)),
      ),
    )
    .orderBy(asc(shipments.completedAt), asc(shipments.id));
}

/** The key of the largest count; the first reached among equals (Map keeps insertion order). */
function most(counts: Map<string, number>): [string, number] | null {
  let best: [string, number] | null = null;
  for (const entry of counts) if (best === null || entry[1] > best[1]) best = entry;
  return best;
}

function summarise(trips: readonly Trip[], year: number, locale: Locale) {
  const visits = new Map<string, number>();
  const names = new Map<string, string>();
  const months = new Map<string, number>();
  const routes = new Map<string, number>();
  for (const trip of trips) {
    for (const [code, name] of [
      [trip.originCode, trip.originName],
      [trip.destinationCode, trip.destinationName],
    ] as const) {
      visits.set(code, (visits.get(code) ?? 0) + 1);
      if (!names.has(code)) names.set(code, name);
    }
    const month = trip.day.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
    const route = `${trip.originCode}>${trip.destinationCode}`;
    routes.set(route, (routes.get(route) ?? 0) + 1);
  }
  const cities: Place[] = [...visits.entries()]
    // Most visited first; equals in the order first reached (a stable sort keeps it).
    .sort((a, b) => b[1] - a[1])
    .map(([code]) => placeOf(code, names.get(code) ?? null, locale));
  const provinces = [...new Set(cities.map((city) => provinceCodeOf(city.code)))].map((code) =>
    placeOf(code, null, locale),
  );
  const busiest = most(months);
  const top = most(routes);
  const first = trips[0];
  const place = (code: string) => placeOf(code, names.get(code) ?? null, locale);
  return {
    year,
    trips: trips.length,
    cities,
    provinces,
    busiestMonth: busiest ? { month: busiest[0], trips: busiest[1] } : null,
    firstTrip: first
      ? { date: first.day, from: place(first.originCode), to: place(first.destinationCode) }
      : null,
    topRoute: top
      ? (() => {
          const [from = '', to = ''] = top[0].split('>');
          return { from: place(from), to: place(to), shipments: top[1] };
        })()
      : null,
  };
}

export async function annualBill(
  db: Db,
  input: { driverUserId: number; year: number; locale: Locale },
): Promise<AnnualBill> {
  const trips = await tripsOf(db, input.driverUserId, input.year);
  return {
    ...summarise(trips, input.year, input.locale),
    incomeFen: trips.reduce((sum, trip) => sum + trip.priceFen, 0),
  };
}

/**
 * The year as a friend sees it: trips, cities, the busiest month, the driver's mobile masked; no
 * money. Undefined when the user is not a driver (a token is only made for one).
 */
export async function sharedAnnualBill(
  db: Db,
  input: { driverUserId: number; year: number; locale: Locale },
): Promise<SharedAnnualBill | undefined> {
  const [driver] = await db
    .select({ mobile: users.mobile })
    .from(users)
    .where(and(eq(users.id, input.driverUserId), eq(users.userType, USER_TYPE.driver)));
  if (!driver) return undefined;
  const bill = summarise(
    await tripsOf(db, input.driverUserId, input.year),
    input.year,
    input.locale,
  );
  return {
    year: bill.year,
    driverMobileMasked: maskMobile(driver.mobile),
    trips: bill.trips,
    cities: bill.cities,
    provinces: bill.provinces.length,
    busiestMonth: bill.busiestMonth,
  };
}
