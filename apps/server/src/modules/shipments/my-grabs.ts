// A shipper's grabs on the flash-sale lines, read from the value core's rows (ADR 021, amended):
// the hold the server keeps for them is the server's to tell, so a new tab, a new WeChat web view
// or a restarted app finds it again instead of a grab button that can only be refused.

import type { MyFlashSaleGrab } from '@freight/contract/endpoints/shipments';
import type { Locale } from '@freight/contract/status';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignAttempts,
  campaignLocks,
  campaignUserTotals,
  campaigns,
} from '../../db/schema/campaigns.ts';
import { flashSaleLines } from '../../db/schema/shipments.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { lineOf, lineRows } from './lines.ts';

/**
 * The lines `userId` has grabbed on (a counted attempt), those not yet over and those over whose
 * hold still runs (a lock taken before the end is honoured), each with its live hold: not
 * consumed, not released and not lapsed by `now`. Holds soonest to lapse first, then the rest.
 */
export async function myGrabs(
  db: Db,
  userId: number,
  now: number,
  locale: Locale,
): Promise<MyFlashSaleGrab[]> {
  const [holds, counted] = await Promise.all([
    db
      .select({
        lineId: campaignAttempts.campaignId,
        requestId: campaignAttempts.requestId,
        expiresAt: campaignLocks.expiresAt,
      })
      .from(campaignLocks)
      .innerJoin(campaignAttempts, eq(campaignAttempts.id, campaignLocks.attemptId))
      .innerJoin(flashSaleLines, eq(flashSaleLines.campaignId, campaignAttempts.campaignId))
      .where(
        and(
          eq(campaignAttempts.userId, userId),
          isNull(campaignLocks.consumedAt),
          isNull(campaignLocks.releasedAt),
          gt(campaignLocks.expiresAt, sqlTimestamp(now)),
        ),
      ),
    db
      .select({ lineId: campaignUserTotals.campaignId })
      .from(campaignUserTotals)
      .innerJoin(flashSaleLines, eq(flashSaleLines.campaignId, campaignUserTotals.campaignId))
      .where(eq(campaignUserTotals.userId, userId)),
  ]);
  if (counted.length === 0) return [];
  const held = new Map(holds.map((hold) => [hold.lineId, hold]));
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
    const hold = held.get(row.campaign.id);
    return {
      line: lineOf(row, locale, now),
      hold: hold ? { requestId: hold.requestId, expiresAt: hold.expiresAt.toISOString() } : null,
    };
  });
  const lapsesAt = (grab: MyFlashSaleGrab) =>
    grab.hold ? Date.parse(grab.hold.expiresAt) : Number.POSITIVE_INFINITY;
  return grabs.sort((a, b) => lapsesAt(a) - lapsesAt(b));
}
