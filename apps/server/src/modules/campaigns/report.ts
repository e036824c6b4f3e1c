// A campaign's report for operators (docs/decisions/015-campaigns.md): spend against budget,
// stock and outcomes by tier, and attempts, users and wins by day.

import type { CampaignReport } from '@freight/contract/ops';
import { and, count, countDistinct, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignAttempts,
  campaignLocks,
  campaignTiers,
  campaigns,
  campaignTopups,
} from '../../db/schema/campaigns.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { tiersOf } from './attempt.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { campaignState } from './ops-view.ts';

/** A campaign's spend against its budget, its stock, and its outcomes by tier. */
/** Days the report lists, the most recent with attempts. */
const REPORT_DAYS = 60;

export async function campaignReport(db: Db, id: number, now: number): Promise<CampaignReport> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  const given = sql`(${campaignAttempts.entryId} is not null or ${campaignAttempts.couponId} is not null)`;
  const won = sql`(${given} and ${campaignTiers.prize} <> 'none')`;
  const [tiers, outcomes, toppedUp, [totals], [held], days] = await Promise.all([
    tiersOf(db, [id]),
    db
      .select({
        tierId: campaignAttempts.tierId,
        outcomes: count(),
        given: sql<number>`count(*) filter (where ${given})::int`,
        fellHere: count(campaignAttempts.drawnTierId),
      })
      .from(campaignAttempts)
      .where(and(eq(campaignAttempts.campaignId, id), isNotNull(campaignAttempts.tierId)))
      .groupBy(campaignAttempts.tierId),
    db
      .select({
        tierId: campaignTopups.tierId,
        amount: sql<number>`sum(${campaignTopups.amount})::int`,
      })
      .from(campaignTopups)
      .where(eq(campaignTopups.campaignId, id))
      .groupBy(campaignTopups.tierId),
    db
      .select({ attempts: count(), users: countDistinct(campaignAttempts.userId) })
      .from(campaignAttempts)
      .where(eq(campaignAttempts.campaignId, id)),
    db
      .select({ n: count() })
      .from(campaignLocks)
      .innerJoin(campaignTiers, eq(campaignTiers.id, campaignLocks.tierId))
      .where(
        and(
          eq(campaignTiers.campaignId, id),
          isNull(campaignLocks.consumedAt),
          isNull(campaignLocks.releasedAt),
        ),
      ),
    db
      .select({
        day: campaignAttempts.day,
        attempts: count(),
        users: countDistinct(campaignAttempts.userId),
        wins: sql<number>`count(*) filter (where ${won})::int`,
        fen: sql<number>`coalesce(sum(${campaignTiers.valueFen}) filter (where ${won}), 0)::int`,
      })
      .from(campaignAttempts)
      .leftJoin(campaignTiers, eq(campaignTiers.id, campaignAttempts.tierId))
      .where(eq(campaignAttempts.campaignId, id))
      .groupBy(campaignAttempts.day)
      .orderBy(desc(campaignAttempts.day))
      .limit(REPORT_DAYS),
  ]);
  let units = 0;
  let fen = 0;
  const rows = tiers.map((tier) => {
    const outcome = outcomes.find((row) => row.tierId === tier.id);
    const givenHere = tier.prize === 'none' ? 0 : (outcome?.given ?? 0);
    units += givenHere;
    fen += givenHere * tier.valueFen;
    return {
      tierId: tier.id,
      position: tier.position,
      nameZh: tier.nameZh,
      nameEn: tier.nameEn,
      prize: tier.prize as CampaignReport['tiers'][number]['prize'],
      total: tier.total,
      remaining: tier.remaining,
      toppedUp: toppedUp.find((row) => row.tierId === tier.id)?.amount ?? 0,
      outcomes: tier.prize === 'none' ? (outcome?.outcomes ?? 0) : givenHere,
      fellHere: outcome?.fellHere ?? 0,
    };
  });
  return {
    campaignId: id,
    state: campaignState(campaign, now),
    budget: { units: campaign.budgetUnits, fen: campaign.budgetFen },
    spent: { units, fen, held: held?.n ?? 0 },
    attempts: totals?.attempts ?? 0,
    users: totals?.users ?? 0,
    tiers: rows,
    days: days.reverse().map((row) => ({
      day: row.day,
      attempts: row.attempts,
      users: row.users,
      wins: Number(row.wins),
      fen: Number(row.fen),
    })),
  };
}
