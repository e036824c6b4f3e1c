// The value core in the operator API: a user's ledger at a glance and its check, and its entries
// page by page with the user's own list's query (viewer); a signed adjustment with its reason
// (operator_adjustment entry), and a coupon given by an operator; each change runs the module's
// own rules (never negative, idempotency keys, the template's audience and stock) and is audited
// in its transaction.

import type { ValueAsset } from '@freight/contract/endpoints/value';
import {
  adjustUserValue,
  getUserLedger,
  issueUserCoupon,
  createCouponTemplate,
  listCouponTemplates,
  updateCouponTemplate,
  listUserCoupons,
  listUserValueEntries,
  exportUserValueEntries,
  exportTemplateCoupons,
} from '@freight/contract/ops';
import type { CouponSource } from '@freight/contract/endpoints/value';
import { maskMobile } from '@freight/contract/rules/mask';
import { chinaWallClock } from '@freight/contract/china-time';
import type { EntryReason } from '@freight/contract/endpoints/value';
import { EXPORT_PAGE_ROWS, keysetPages } from '../../db/keyset-pages.ts';
import { serveOpsCsv } from '../../http/csv-export.ts';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { operatorAudit } from '../../db/schema/operators.ts';
import { users } from '../../db/schema/users.ts';
import { couponTemplates, userCoupons } from '../../db/schema/value.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { audited } from '../../db/audit.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { couponStateOf, issueCoupon } from './coupons.ts';
import {
  addCouponTemplate,
  changeCouponTemplate,
  templateRowOf,
  TEMPLATE_MESSAGES,
  templatesInUse,
} from './template-editing.ts';
import { entriesPage, ledgerCheck, postEntry } from './ledger.ts';
import { couponFilter, heldCoupons } from './coupons.ts';
import { requestLocale } from '../../http/user-message.ts';

const NO_SUCH_USER = { 'zh-CN': '没有这个用户', 'en-US': 'There is no such user' };

async function assertUser(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_USER);
}

/** A page of a user's entries (the list's and the export's), adjustments with their notes. */
async function entriesWithNotes(
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

export const valueOpsRoutes: readonly OpsRoute[] = [
  serveOps(getUserLedger, async ({ app, params }) => {
    await assertUser(app.db, params.userId);
    // Each account with its balance, the sum of its entries and what its lots hold: the first
    // two are always equal (the support team's first question).
    const accounts = await ledgerCheck(app.db, [params.userId]);
    return {
      userId: params.userId,
      accounts: accounts.map((account) => ({ ...account, asset: account.asset as ValueAsset })),
    };
  }),
  // An adjustment's entry carries no note: its audit record (`value.adjust`) has it, with who.
  serveOps(listUserValueEntries, async ({ app, params, query }) => {
    await assertUser(app.db, params.userId);
    return entriesWithNotes(app.db, params.userId, { ...query, size: query.pageSize });
  }),
  serveOpsCsv(exportUserValueEntries, async function* ({ app, params, query }) {
    await assertUser(app.db, params.userId);
    let before: number | undefined;
    do {
      const page = await entriesWithNotes(app.db, params.userId, {
        ...query,
        before,
        size: EXPORT_PAGE_ROWS,
      });
      if (page.entries.length > 0) {
        yield page.entries.map((entry) => ({
          ...entry,
          createdAt: chinaWallClock(Date.parse(entry.createdAt)).replace('T', ' '),
        }));
      }
      before = page.nextBefore ?? undefined;
    } while (before !== undefined);
  }),
  serveOps(listUserCoupons, async ({ app, params, query, request }) => {
    await assertUser(app.db, params.userId);
    return {
      coupons: await heldCoupons(
        app.db,
        params.userId,
        query.state,
        app.now(),
        requestLocale(request),
      ),
    };
  }),
  // What an operator may give from: `issuable` by issueCoupon's own rules (window, stock).
  serveOps(listCouponTemplates, async ({ app, query }) => {
    const now = app.now();
    const rows = await app.db
      .select()
      .from(couponTemplates)
      .where(
        query.userType === undefined
          ? undefined
          : or(isNull(couponTemplates.userType), eq(couponTemplates.userType, query.userType)),
      )
      .orderBy(asc(couponTemplates.id));
    const inUse = await templatesInUse(app.db, rows);
    return { templates: rows.map((row) => templateRowOf(row, now, inUse.has(row.id))) };
  }),
  serveOps(createCouponTemplate, ({ app, body, operator }) =>
    addCouponTemplate(app.db, actorOf(operator), app.now(), body),
  ),
  serveOps(updateCouponTemplate, ({ app, params, body, operator }) =>
    changeCouponTemplate(app.db, actorOf(operator), app.now(), params.id, body),
  ),
  // Who was given a template's coupons and what became of them, newest first (ADR 042).
  serveOpsCsv(exportTemplateCoupons, async function* ({ app, params, query }) {
    const [template] = await app.db
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(eq(couponTemplates.id, params.id));
    if (!template) throw new ApiError(BUSINESS_CODES.NOT_FOUND, TEMPLATE_MESSAGES.noTemplate);
    const now = app.now();
    const wallClock = (at: Date) => chinaWallClock(at.getTime()).replace('T', ' ');
    const pages = keysetPages((after, limit) =>
      app.db
        .select({ id: userCoupons.id, coupon: userCoupons, mobile: users.mobile })
        .from(userCoupons)
        .innerJoin(users, eq(users.id, userCoupons.userId))
        .where(
          and(
            eq(userCoupons.templateId, params.id),
            couponFilter(query.state, now),
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
  }),
  serveOps(adjustUserValue, async ({ app, params, body, operator }) => {
    const actor = actorOf(operator);
    await assertUser(app.db, params.userId);
    const now = app.now();
    return audited(app.db, actor, now, async (tx) => {
      const entry = await postEntry(tx, {
        userId: params.userId,
        asset: body.asset,
        amount: body.amount,
        reason: 'operator_adjustment',
        ref: { kind: 'operator', id: actor.operatorId ?? 0 },
        idempotencyKey: `operator:${body.idempotencyKey}`,
        now,
      });
      return {
        audit: {
          action: entry.repeated ? 'value.adjust_repeated' : 'value.adjust',
          targetKind: 'user',
          targetId: params.userId,
          before: {
            asset: body.asset,
            balance: entry.balance - (entry.repeated ? 0 : entry.amount),
          },
          after: {
            asset: body.asset,
            balance: entry.balance,
            entryId: entry.entryId,
            note: body.note,
          },
        },
        result: entry,
      };
    });
  }),
  serveOps(issueUserCoupon, async ({ app, params, body, operator }) => {
    const actor = actorOf(operator);
    await assertUser(app.db, params.userId);
    const now = app.now();
    return audited(app.db, actor, now, async (tx) => {
      const { coupon, repeated } = await issueCoupon(tx, {
        userId: params.userId,
        templateId: body.templateId,
        source: 'operator',
        refId: actor.operatorId ?? 0,
        idempotencyKey: `operator:${body.idempotencyKey}`,
        now,
      });
      return {
        audit: {
          action: repeated ? 'coupon.issue_repeated' : 'coupon.issue',
          targetKind: 'user',
          targetId: params.userId,
          before: null,
          after: { couponId: coupon.id, templateId: body.templateId, note: body.note },
        },
        result: {
          couponId: coupon.id,
          templateId: coupon.templateId,
          startsAt: coupon.startsAt.toISOString(),
          expiresAt: coupon.expiresAt.toISOString(),
          repeated,
        },
      };
    });
  }),
];
