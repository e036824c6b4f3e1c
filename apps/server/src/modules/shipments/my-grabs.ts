// A shipper's grabs on the flash-sale lines, read from the value core's rows (ADR 021, amended):
// the hold the server keeps for them is the server's to tell, so a new tab, a new WeChat web view
// or a restarted app finds it again instead of a grab button that can only be refused; and so are
// the grabs left, since a lapsed grab still counts (ADR 015) and the page must not offer another.

import { todayInChina } from '@freight/contract/china-time';
import type { MyFlashSaleGrab } from '@freight/contract/endpoints/shipments';
import type { Locale } from '@freight/contract/status';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignAttempts,
  campaignLocks,
  campaignUserDays,
  campaignUserTotals,
  campaigns,
} from '../../db/schema/campaigns.ts';
import { flashSaleLines } from '../../db/schema/shipments.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { lockHeldAt } from '../campaigns/public.ts';
import { lineOf, lineRows } from './lines.ts';

/**
 * The lines `userId` has grabbed on (a counted attempt), those not yet over and those over whose
 * hold still runs (a lock taken before the end is honoured), each with its live hold (not
 * consumed, not released and not lapsed by `now`) and the grabs left by the counters the grab
 * raises (countAttempt). Holds soonest to lapse first, then the rest.
 */
export async function myGrabs(
  db: Db,
  userId: number,
  now: number,
  locale: Locale,
): Promise<MyFlashSaleGrab[]> {
  const [holds, counted, today] = await Promise.all([
    db
      .select({
        lineId: campaignAttempts.campaignId,
        requestId: campaignAttempts.requestId,
        expiresAt: campaignLocks.expiresAt,
      })
      .from(campaignLocks)
      .innerJoin(campaignAttempts, eq(campaignAttempts.id, campaignLocks.attemptId))
      .innerJoin(flashSaleLines, eq(flashSaleLines.campaignId, campaignAttempts.campaignId))
      .where(and(eq(campaignAttempts.userId, userId), lockHeldAt(now))),
    db
      .select({ lineId: campaignUserTotals.campaignId, attempts: campaignUserTotals.attempts })
      .from(campaignUserTotals)
      .innerJoin(flashSaleLines, eq(flashSaleLines.campaignId, campaignUserTotals.campaignId))
      .where(eq(campaignUserTotals.userId, userId)),
    db
      .select({ lineId: campaignUserDays.campaignId, attempts: campaignUserDays.attempts })
      .from(campaignUserDays)
      .innerJoin(flashSaleLines, eq(flashSaleLines.campaignId, campaignUserDays.campaignId))
      .where(and(eq(campaignUserDays.userId, userId), eq(campaignUserDays.day, todayInChina(now)))),
  ]);
  if (counted.length === 0) return [];
  const held = new Map(holds.map((hold) => [hold.lineId, hold]));
  const attempts = new Map(counted.map((row) => [row.lineId, row.attempts]));
  const attemptsToday = new Map(today.map((row) => [row.lineId, row.attempts]));
  const rows = await lineRows(
    db,
    and(
      inArray(
        campaigns.id,
        counted.map((row) => row.lineId),
      ),
      or(
        gt(campaigns.endsAt, sqlTimestamp(now)),
        held.size > 0 ? inArray(campaigns.id, [...held.keys()]) : undefined,
      ),
    ),
  );
  const grabs = rows.map((row): MyFlashSaleGrab => {
    const { id, perCampaignLimit, perDayLimit } = row.campaign;
    const hold = held.get(id);
    const left = [
      perCampaignLimit === null ? null : perCampaignLimit - (attempts.get(id) ?? 0),
      perDayLimit === null ? null : perDayLimit - (attemptsToday.get(id) ?? 0),
    ].filter((n) => n !== null);
    return {
      line: lineOf(row, locale, now),
      hold: hold ? { requestId: hold.requestId, expiresAt: hold.expiresAt.toISOString() } : null,
      grabsLeft: left.length === 0 ? null : Math.max(0, Math.min(...left)),
    };
  });
  const lapsesAt = (grab: MyFlashSaleGrab) =>
    grab.hold ? Date.parse(grab.hold.expiresAt) : Number.POSITIVE_INFINITY;
  return grabs.sort((a, b) => lapsesAt(a) - lapsesAt(b));
}
