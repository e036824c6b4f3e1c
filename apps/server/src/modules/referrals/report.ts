// What operators read of referrals: a programme's funnel (how many reached each stage, withheld and
// refused ones by reason) and the referrals themselves, filtered and paged.

import {
  REFERRAL_REFUSALS,
  REFERRAL_STATES,
  REFERRAL_WITHHOLDINGS,
  type ReferralRefusal,
  type ReferralState,
  type ReferralWithholding,
} from '@freight/contract/endpoints/referral';
import type { ReferralFunnel, ReferralPage } from '@freight/contract/ops';
import { maskMobile } from '@freight/contract/rules/mask';
import { chinaWallClock } from '@freight/contract/china-time';
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import { keysetPages } from '../../db/keyset-pages.ts';
import type { Db } from '../../db/database.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { referralRefusals, referrals } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import type { Programme } from './programmes.ts';

export async function referralFunnel(db: Db, programme: Programme): Promise<ReferralFunnel> {
  const [byState, byRefusal] = await Promise.all([
    db
      .select({
        state: referrals.state,
        reason: referrals.reason,
        qualified: count(referrals.qualifiedAt),
        n: count(),
      })
      .from(referrals)
      .where(eq(referrals.programmeId, programme.id))
      .groupBy(referrals.state, referrals.reason),
    db
      .select({ reason: referralRefusals.reason, n: count() })
      .from(referralRefusals)
      .where(eq(referralRefusals.programmeId, programme.id))
      .groupBy(referralRefusals.reason),
  ]);
  const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);
  const inState = (state: string) => sum(byState.filter((row) => row.state === state));
  const withheldBy = Object.fromEntries(
    REFERRAL_WITHHOLDINGS.map((reason) => [
      reason,
      sum(byState.filter((row) => row.state === 'withheld' && row.reason === reason)),
    ]),
  ) as Record<ReferralWithholding, number>;
  const refusedBy = Object.fromEntries(
    REFERRAL_REFUSALS.map((reason) => [
      reason,
      sum(byRefusal.filter((row) => row.reason === reason)),
    ]),
  ) as Record<ReferralRefusal, number>;
  const registered = sum(byState);
  const refused = sum(byRefusal);
  return {
    programme: programme.slug,
    invited: registered + refused,
    registered,
    qualified: byState.reduce((total, row) => total + row.qualified, 0),
    rewarded: inState('rewarded'),
    expired: inState('expired'),
    withheld: inState('withheld'),
    withheldBy,
    refused,
    refusedBy,
  };
}

export interface ReferralFilter {
  programmeId?: number;
  state?: string;
  inviterUserId?: number;
  inviteeUserId?: number;
}

/** The list's filters as a condition: the list's and the export's. */
function referralWhere(filter: ReferralFilter) {
  return and(
    filter.programmeId === undefined ? undefined : eq(referrals.programmeId, filter.programmeId),
    filter.state === undefined ? undefined : eq(referrals.state, filter.state),
    filter.inviterUserId === undefined
      ? undefined
      : eq(referrals.inviterUserId, filter.inviterUserId),
    filter.inviteeUserId === undefined
      ? undefined
      : eq(referrals.inviteeUserId, filter.inviteeUserId),
  );
}

function referralRowsOf(db: Db, where: SQL | undefined) {
  return db
    .select({
      referral: referrals,
      slug: campaigns.slug,
      titleZh: campaigns.titleZh,
      titleEn: campaigns.titleEn,
      mobile: users.mobile,
    })
    .from(referrals)
    .innerJoin(campaigns, eq(campaigns.id, referrals.programmeId))
    .innerJoin(users, eq(users.id, referrals.inviteeUserId))
    .where(where)
    .orderBy(desc(referrals.id))
    .$dynamic();
}

function rowOf(
  {
    referral: r,
    slug,
    titleZh,
    titleEn,
    mobile,
  }: Awaited<ReturnType<typeof referralRowsOf>>[number],
  time: (at: Date) => string = (at) => at.toISOString(),
): ReferralPage['items'][number] {
  return {
    id: r.id,
    programme: slug,
    programmeTitleZh: titleZh,
    programmeTitleEn: titleEn,
    // The table's checks hold them to the contract's states and reasons.
    state: r.state as ReferralState,
    reason: r.reason as ReferralWithholding | null,
    inviterUserId: r.inviterUserId,
    inviteeUserId: r.inviteeUserId,
    inviteeMobileMasked: maskMobile(mobile),
    registeredAt: time(r.registeredAt),
    expiresAt: time(r.expiresAt),
    qualifiedAt: r.qualifiedAt ? time(r.qualifiedAt) : null,
    rewardedAt: r.rewardedAt ? time(r.rewardedAt) : null,
    inviterEntryId: r.inviterEntryId,
  };
}

export async function referralPageOf(
  db: Db,
  filter: ReferralFilter,
  page: number,
  pageSize: number,
): Promise<ReferralPage> {
  const where = referralWhere(filter);
  const [rows, [total]] = await Promise.all([
    referralRowsOf(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(referrals).where(where),
  ]);
  return { page, pageSize, total: total?.n ?? 0, items: rows.map((row) => rowOf(row)) };
}

/** The referrals' export (ADR 042): the list's rows and filters, times China's, a page at a time. */
export async function* referralExportRows(db: Db, filter: ReferralFilter) {
  const where = referralWhere(filter);
  const pages = keysetPages((after, limit) =>
    referralRowsOf(db, and(where, after === undefined ? undefined : lt(referrals.id, after)))
      .limit(limit)
      .then((rows) => rows.map((row) => ({ ...row, id: row.referral.id }))),
  );
  const chinaTime = (at: Date) => chinaWallClock(at.getTime()).replace('T', ' ');
  for await (const page of pages) yield page.map((row) => rowOf(row, chinaTime));
}

/** How many referrals a user brought, by state, across programmes (an operator's user summary). */
export async function inviterReferralCounts(
  db: Db,
  inviterUserId: number,
): Promise<Record<ReferralState, number>> {
  const rows = await db
    .select({ state: referrals.state, n: count() })
    .from(referrals)
    .where(eq(referrals.inviterUserId, inviterUserId))
    .groupBy(referrals.state);
  return Object.fromEntries(
    REFERRAL_STATES.map((state) => [state, rows.find((row) => row.state === state)?.n ?? 0]),
  ) as Record<ReferralState, number>;
}
