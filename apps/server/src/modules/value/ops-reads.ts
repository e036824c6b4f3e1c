// A user's ledger and coupons as operators read them (value/ops-routes.ts): whether the user
// exists, their entries a page at a time with each adjustment's note and operator from its audit
// record, the coupon templates an operator may give from, and who was given a template's coupons.

import type { CouponSource, EntryReason, ValueAsset } from '@freight/contract/endpoints/value';
import { maskMobile } from '@freight/contract/rules/mask';
import { chinaWallClock } from '@freight/contract/china-time';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { keysetPages } from '../../db/keyset-pages.ts';
import { operatorAudit } from '../../db/schema/operators.ts';
import { users } from '../../db/schema/users.ts';
import { couponTemplates, userCoupons } from '../../db/schema/value.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { couponFilter, couponStateOf } from './coupons.ts';
import { entriesPage } from './ledger.ts';
import { TEMPLATE_MESSAGES } from './template-editing.ts';

const NO_SUCH_USER = { 'zh-CN': '没有这个用户', 'en-US': 'There is no such user' };

/** Refuses with a 404 unless the user exists. */
export async function assertUser(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_USER);
}

/** A page of a user's entries (the list's and the export's), adjustments with their notes. */
export async function entriesWithNotes(
  db: Db,
  userId: number,
  query: {
    asset: ValueAsset;
    before?: number | undefined;
    reason?: EntryReason | undefined;
    size: number;
  },
) {
  // The console is in Chinese: what paid each entry by its Chinese title.
  const page = await entriesPage(db, { userId, ...query, locale: 'zh-CN' });
  const notes = await adjustmentNotes(
    db,
    userId,
    page.entries.filter((entry) => entry.reason === 'operator_adjustment').map((e) => e.entryId),
  );
  return {
    ...page,
    entries: page.entries.map((entry) => ({
      ...entry,
      note: notes.get(entry.entryId)?.note ?? null,
      operator: notes.get(entry.entryId)?.operator ?? null,
    })),
  };
}

/** The note and the operator of each adjustment entry named, from its `value.adjust` record. */
async function adjustmentNotes(
  db: Db,
  userId: number,
  entryIds: readonly number[],
): Promise<Map<number, { note: string | null; operator: string }>> {
  if (entryIds.length === 0) return new Map();
  const entryId = sql<string>`${operatorAudit.after}->>'entryId'`;
  const rows = await db
    .select({
      entryId,
      note: sql<string | null>`${operatorAudit.after}->>'note'`,
      operator: operatorAudit.actor,
    })
    .from(operatorAudit)
    .where(
      and(
        eq(operatorAudit.targetKind, 'user'),
        eq(operatorAudit.targetId, String(userId)),
        eq(operatorAudit.action, 'value.adjust'),
        inArray(entryId, entryIds.map(String)),
      ),
    );
  return new Map(
    rows.map((row) => [Number(row.entryId), { note: row.note, operator: row.operator }]),
  );
}

/** The coupon templates, in id order; those for one user type (or any) when it is given. */
export function couponTemplatesFor(db: Db, userType: number | undefined) {
  return db
    .select()
    .from(couponTemplates)
    .where(
      userType === undefined
        ? undefined
        : or(isNull(couponTemplates.userType), eq(couponTemplates.userType, userType)),
    )
    .orderBy(asc(couponTemplates.id));
}

/** Who was given a template's coupons and what became of them, newest first (ADR 042). */
export async function* templateCouponsExport(
  db: Db,
  templateId: number,
  state: Parameters<typeof couponFilter>[0],
  now: number,
) {
  const [template] = await db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(eq(couponTemplates.id, templateId));
  if (!template) throw new ApiError(BUSINESS_CODES.NOT_FOUND, TEMPLATE_MESSAGES.noTemplate);
  const wallClock = (at: Date) => chinaWallClock(at.getTime()).replace('T', ' ');
  const pages = keysetPages((after, limit) =>
    db
      .select({ id: userCoupons.id, coupon: userCoupons, mobile: users.mobile })
      .from(userCoupons)
      .innerJoin(users, eq(users.id, userCoupons.userId))
      .where(
        and(
          eq(userCoupons.templateId, templateId),
          couponFilter(state, now),
          after === undefined ? undefined : lt(userCoupons.id, after),
        ),
      )
      .orderBy(desc(userCoupons.id))
      .limit(limit),
  );
  for await (const page of pages) {
    yield page.map(({ coupon, mobile }) => ({
      couponId: coupon.id,
      userId: coupon.userId,
      mobileMasked: maskMobile(mobile),
      state: couponStateOf(coupon, now),
      source: coupon.source as CouponSource,
      givenAt: wallClock(coupon.createdAt),
      startsAt: wallClock(coupon.startsAt),
      expiresAt: wallClock(coupon.expiresAt),
      usedAt: coupon.usedAt ? wallClock(coupon.usedAt) : null,
    }));
  }
}
