// Flash-sale vehicle lines: a campaign of kind `seckill`, its one `capacity` tier (the trucks in
// stock) and the line's row (route, truck, prices). What the list shows, what a quote adds up to,
// and what a shipment on a line must respect: its ends, its departure, its truck's load.

import type { FlashSaleLine, FlashSaleQuote } from '@freight/contract/endpoints/shipments';
import {
  cityPartOf,
  EXTRA_STOP_FEE_FEN,
  type LineState,
  MIN_STOPS,
} from '@freight/contract/endpoints/shipment-values';
import type { Locale } from '@freight/contract/status';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns, campaignTiers } from '../../db/schema/campaigns.ts';
import { flashSaleLines } from '../../db/schema/shipments.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { FieldProblem } from '../../http/validation-failed.ts';
import { localized } from '../../http/user-message.ts';
import { SHIPMENT_MESSAGES as M } from './messages.ts';

export type LineRow = {
  line: typeof flashSaleLines.$inferSelect;
  campaign: typeof campaigns.$inferSelect;
  tier: typeof campaignTiers.$inferSelect;
};

/** Published lines (and their campaign and tier), those not ended early, by `where`. */
export function lineRows(db: Db, where?: SQL): Promise<LineRow[]> {
  return db
    .select({ line: flashSaleLines, campaign: campaigns, tier: campaignTiers })
    .from(flashSaleLines)
    .innerJoin(campaigns, eq(campaigns.id, flashSaleLines.campaignId))
    .innerJoin(campaignTiers, eq(campaignTiers.id, flashSaleLines.tierId))
    .where(and(isNotNull(campaigns.publishedAt), isNull(campaigns.endedAt), where))
    .orderBy(asc(campaigns.startsAt), asc(flashSaleLines.departureDate), asc(campaigns.id));
}

/** One published line by its id (its campaign's); a clear 404 when there is none. */
export async function lineById(db: Db, lineId: number): Promise<LineRow> {
  const [row] = await lineRows(db, eq(flashSaleLines.campaignId, lineId));
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noLine);
  return row;
}

/**
 * The lines not yet ended at `now`, those from the start city and to the end city (a city's code
 * prefix) and of the vehicle types when given.
 */
export function openLines(
  db: Db,
  {
    start,
    end,
    vehicleTypes,
  }: { start?: string | undefined; end?: string | undefined; vehicleTypes?: string[] | undefined },
  now: number,
): Promise<LineRow[]> {
  return lineRows(
    db,
    and(
      gt(campaigns.endsAt, sqlTimestamp(now)),
      start === undefined ? undefined : sql`${flashSaleLines.originCode} like ${start}`,
      end === undefined ? undefined : sql`${flashSaleLines.destinationCode} like ${end}`,
      vehicleTypes?.length ? inArray(flashSaleLines.vehicleType, vehicleTypes) : undefined,
    ),
  );
}

export function lineState({ campaign, tier }: LineRow, now: number): LineState {
  if (now >= campaign.endsAt.getTime()) return 'ended';
  if (now < campaign.startsAt.getTime()) return 'upcoming';
  return (tier.remaining ?? 0) > 0 ? 'running' : 'soldOut';
}

export function lineOf(row: LineRow, locale: Locale, now: number): FlashSaleLine {
  const { line, campaign, tier } = row;
  return {
    lineId: campaign.id,
    title: localized(campaign, 'title', locale),
    origin: { regionCode: line.originCode, name: line.originName },
    destination: { regionCode: line.destinationCode, name: line.destinationName },
    vehicleType: line.vehicleType as FlashSaleLine['vehicleType'],
    vehicleLengthM: line.vehicleLengthDm / 10,
    maxLoadKg: line.maxLoadKg,
    departureDate: line.departureDate,
    priceFen: line.priceFen,
    originalPriceFen: line.originalPriceFen,
    total: tier.total ?? 0,
    remaining: tier.remaining ?? 0,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    lockSeconds: campaign.lockSeconds ?? 0,
    state: lineState(row, now),
  };
}

/** The price of a line for this many stops, and how it was made: the two items add up to it. */
export function quoteOf({ line, campaign }: LineRow, stopCount: number): FlashSaleQuote {
  const extra = Math.max(0, stopCount - MIN_STOPS);
  const breakdown: FlashSaleQuote['breakdown'] = [
    { item: 'line', count: 1, amountFen: line.priceFen },
  ];
  if (extra > 0) {
    breakdown.push({ item: 'extraStop', count: extra, amountFen: extra * EXTRA_STOP_FEE_FEN });
  }
  return {
    lineId: campaign.id,
    recommendPriceFen: breakdown.reduce((sum, item) => sum + item.amountFen, 0),
    breakdown,
    originalPriceFen: line.originalPriceFen + extra * EXTRA_STOP_FEE_FEN,
  };
}

/** Stops outside the line's ends: the first must load in its origin's city, the last unload in its destination's. */
export function stopProblems(
  { line }: LineRow,
  stops: readonly { regionCode: string }[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const first = stops[0];
  const last = stops.at(-1);
  if (first && cityPartOf(first.regionCode) !== cityPartOf(line.originCode)) {
    problems.push({
      field: 'stops.0.regionCode',
      rule: 'stop.origin',
      params: { city: line.originName },
    });
  }
  if (last && cityPartOf(last.regionCode) !== cityPartOf(line.destinationCode)) {
    problems.push({
      field: `stops.${stops.length - 1}.regionCode`,
      rule: 'stop.destination',
      params: { city: line.destinationName },
    });
  }
  return problems;
}

const DAY_MS = 86_400_000;

/** A loading date before today (Asia/Shanghai), or other than the departure day or the day before. */
export function loadDateProblems(
  { line }: LineRow,
  loadDate: string,
  today: string,
): FieldProblem[] {
  if (loadDate < today) return [{ field: 'loadDate', rule: 'loadDate.past' }];
  const dayBefore = new Date(Date.parse(`${line.departureDate}T00:00:00Z`) - DAY_MS)
    .toISOString()
    .slice(0, 10);
  if (loadDate !== line.departureDate && loadDate !== dayBefore) {
    return [{ field: 'loadDate', rule: 'loadDate.line', params: { date: line.departureDate } }];
  }
  return [];
}

/** Goods heavier than the line's truck may carry. */
export function weightProblems({ line }: LineRow, weightKg: number): FieldProblem[] {
  if (weightKg <= line.maxLoadKg) return [];
  return [
    { field: 'goods.weightKg', rule: 'goods.weight', params: { max: line.maxLoadKg / 1000 } },
  ];
}
