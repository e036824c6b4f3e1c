// Operators making and changing coupon templates (docs/decisions/044-coupon-templates-in-the-console.md).
// A coupon people hold reads its value, threshold and audience from its template, a campaign's
// coupon tier carries the template's value, and an exchange offer or a flash-sale line pays it: so
// once a template is in use only its titles, its stock (never below what was given) and a fixed
// window's end (later) may change. Each change runs under the row's lock and is audited.

import type {
  CouponTemplateFields,
  CouponTemplateRow,
  CreateCouponTemplateRequest,
} from '@freight/contract/ops';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activityStocks } from '../../db/schema/activity-stock.ts';
import { campaignTiers } from '../../db/schema/campaigns.ts';
import { couponTemplates, exchangeOffers } from '../../db/schema/value.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { couponWindow } from './coupons.ts';

type TemplateRow = typeof couponTemplates.$inferSelect;

export const TEMPLATE_MESSAGES = {
  noTemplate: { 'zh-CN': '没有这个优惠券模板', 'en-US': 'There is no such coupon template' },
  slugTaken: {
    'zh-CN': '已经有这个标识的优惠券模板，请换一个',
    'en-US': 'A coupon template has this slug; choose another',
  },
  inUse: {
    'zh-CN':
      '这个优惠券已经发出或被活动、兑换、秒杀使用：只能修改名称、库存（不少于已发数量）和延长固定有效期',
    'en-US':
      'This coupon has been given or is paid by a campaign, an exchange or a flash sale: only its titles, its stock (not below what was given) and a later end of its fixed window may change',
  },
  stockBelowIssued: {
    'zh-CN': '库存不能少于已经发出的数量',
    'en-US': 'The stock cannot be below what was already given',
  },
} as const;

/** Whether a coupon of it was given, or a tier, an exchange offer or a flash-sale line pays it. */
async function usedBy(db: Db, row: TemplateRow): Promise<boolean> {
  if (row.issued > 0) return true;
  const [tier, offer, stock] = await Promise.all([
    db
      .select({ id: campaignTiers.id })
      .from(campaignTiers)
      .where(eq(campaignTiers.couponTemplateId, row.id))
      .limit(1),
    db
      .select({ id: exchangeOffers.id })
      .from(exchangeOffers)
      .where(eq(exchangeOffers.templateId, row.id))
      .limit(1),
    db
      .select({ id: activityStocks.id })
      .from(activityStocks)
      .where(eq(activityStocks.couponTemplateId, row.id))
      .limit(1),
  ]);
  return tier.length + offer.length + stock.length > 0;
}

/** A template as the list shows it. */
export function templateRowOf(row: TemplateRow, now: number, inUse: boolean): CouponTemplateRow {
  return {
    templateId: row.id,
    slug: row.slug,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    faceValueFen: row.faceValueFen,
    thresholdFen: row.thresholdFen,
    // The column's check allows only these.
    userType: row.userType as 1 | 3 | null,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    validDays: row.validDays,
    totalStock: row.totalStock,
    issued: row.issued,
    issuable:
      couponWindow(row, now).expiresAt.getTime() > now &&
      (row.totalStock === null || row.issued < row.totalStock),
    inUse,
  };
}

/** Each template's use, for the list. */
export async function templatesInUse(db: Db, rows: readonly TemplateRow[]): Promise<Set<number>> {
  const [tiers, offers, stocks] = await Promise.all([
    db.selectDistinct({ id: campaignTiers.couponTemplateId }).from(campaignTiers),
    db.selectDistinct({ id: exchangeOffers.templateId }).from(exchangeOffers),
    db.selectDistinct({ id: activityStocks.couponTemplateId }).from(activityStocks),
  ]);
  const used = new Set<number>();
  for (const { id } of [...tiers, ...offers, ...stocks]) if (id !== null) used.add(id);
  for (const row of rows) if (row.issued > 0) used.add(row.id);
  return used;
}

function columnsOf(fields: CouponTemplateFields) {
  return {
    titleZh: fields.titleZh,
    titleEn: fields.titleEn,
    faceValueFen: fields.faceValueFen,
    thresholdFen: fields.thresholdFen,
    userType: fields.userType,
    validDays: fields.validDays,
    validFrom: fields.validFrom === null ? null : new Date(fields.validFrom),
    validUntil: fields.validUntil === null ? null : new Date(fields.validUntil),
    totalStock: fields.totalStock,
  };
}

/** What the audit keeps of a template: every field an operator sets, and what was given. */
function auditedFields(row: TemplateRow) {
  return {
    slug: row.slug,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    faceValueFen: row.faceValueFen,
    thresholdFen: row.thresholdFen,
    userType: row.userType,
    validDays: row.validDays,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    totalStock: row.totalStock,
    issued: row.issued,
  };
}

export function addCouponTemplate(
  db: Db,
  actor: Actor,
  now: number,
  input: CreateCouponTemplateRequest,
): Promise<CouponTemplateRow> {
  return audited(db, actor, now, async (tx) => {
    const [row] = await tx
      .insert(couponTemplates)
      .values({ slug: input.slug, ...columnsOf(input), createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, TEMPLATE_MESSAGES.slugTaken);
    return {
      audit: {
        action: 'coupon_template.create',
        targetKind: 'coupon_template',
        targetId: row.id,
        before: null,
        after: auditedFields(row),
      },
      result: templateRowOf(row, now, false),
    };
  });
}

export function changeCouponTemplate(
  db: Db,
  actor: Actor,
  now: number,
  id: number,
  fields: CouponTemplateFields,
): Promise<CouponTemplateRow> {
  return audited(db, actor, now, async (tx) => {
    const [before] = await tx
      .select()
      .from(couponTemplates)
      .where(eq(couponTemplates.id, id))
      .for('update');
    if (!before) throw new ApiError(BUSINESS_CODES.NOT_FOUND, TEMPLATE_MESSAGES.noTemplate);
    const next = columnsOf(fields);
    if (next.totalStock !== null && next.totalStock < before.issued) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, TEMPLATE_MESSAGES.stockBelowIssued);
    }
    const inUse = await usedBy(tx, before);
    if (inUse) {
      const time = (date: Date | null) => date?.getTime() ?? null;
      const kept =
        next.faceValueFen === before.faceValueFen &&
        next.thresholdFen === before.thresholdFen &&
        next.userType === before.userType &&
        next.validDays === before.validDays &&
        time(next.validFrom) === time(before.validFrom) &&
        // A fixed window may end later, never sooner.
        (time(next.validUntil) ?? 0) >= (time(before.validUntil) ?? 0);
      if (!kept) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, TEMPLATE_MESSAGES.inUse);
    }
    const [after] = await tx
      .update(couponTemplates)
      .set(next)
      .where(eq(couponTemplates.id, id))
      .returning();
    if (!after) throw new Error('coupon template gone in its own transaction');
    return {
      audit: {
        action: 'coupon_template.update',
        targetKind: 'coupon_template',
        targetId: id,
        before: auditedFields(before),
        after: auditedFields(after),
      },
      result: templateRowOf(after, now, inUse),
    };
  });
}
