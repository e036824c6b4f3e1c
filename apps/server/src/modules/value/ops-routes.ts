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
import { chinaWallClock } from '@freight/contract/china-time';
import { EXPORT_PAGE_ROWS } from '../../db/keyset-pages.ts';
import { serveOpsCsv } from '../../http/csv-export.ts';
import { audited } from '../../db/audit.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import {
  addCouponTemplate,
  changeCouponTemplate,
  templateRowOf,
  templatesInUse,
} from './template-editing.ts';
import { requestLocale } from '../../http/user-message.ts';
import { heldCoupons, issueCoupon } from './coupons.ts';
import { ledgerCheck, postEntry } from './ledger.ts';
import {
  assertUser,
  couponTemplatesFor,
  entriesWithNotes,
  templateCouponsExport,
} from './ops-reads.ts';

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
    const rows = await couponTemplatesFor(app.db, query.userType);
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
  serveOpsCsv(exportTemplateCoupons, ({ app, params, query }) =>
    templateCouponsExport(app.db, params.id, query.state, app.now()),
  ),
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
