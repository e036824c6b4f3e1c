// The operator API's coupon templates (docs/decisions/044-coupon-templates-in-the-console.md):
// operators make the coupons that campaigns, exchanges and customer service give, and change
// them within what keeps given coupons and campaign tiers true. Each change is audited.

import * as z from 'zod';
import { rowIdParam } from '../endpoints/common.ts';
import { couponSource, couponState } from '../endpoints/value.ts';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { ONE_LINE_TEXT } from '../rules/text.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { couponTemplateRow } from './value.ts';

const title = z.string().trim().min(1).max(100).regex(ONE_LINE_TEXT, 'text.characters');
const moment = z.iso.datetime({ offset: true });

/*
 * What an operator sets: titles, value and threshold in fen, who may hold it (null anyone), the
 * validity (`validDays` from the day of issue, or a fixed `validFrom`-`validUntil` window) and the
 * stock (null: no limit).
 */
const fieldShape = {
  titleZh: title,
  titleEn: title,
  faceValueFen: z.int().min(1).max(100_000_000),
  thresholdFen: z.int().min(0).max(100_000_000),
  userType: z.union([z.literal(1), z.literal(3)]).nullable(),
  validDays: z.int().min(1).max(3650).nullable(),
  validFrom: moment.nullable(),
  validUntil: moment.nullable(),
  totalStock: z.int().min(0).max(10_000_000).nullable(),
};

type Fields = z.output<z.ZodObject<typeof fieldShape>>;

/** Days, or a window that ends after it starts; a threshold of none or above the value. */
function withTemplateRules<S extends z.ZodType<Fields>>(schema: S) {
  return schema
    .refine(
      (f) =>
        f.validDays !== null
          ? f.validFrom === null && f.validUntil === null
          : f.validFrom !== null &&
            f.validUntil !== null &&
            Date.parse(f.validFrom) < Date.parse(f.validUntil),
      { message: 'validity: days, or a window that ends after it starts', path: ['validDays'] },
    )
    .refine((f) => f.thresholdFen === 0 || f.thresholdFen > f.faceValueFen, {
      message: 'threshold: none, or above the value',
      path: ['thresholdFen'],
    });
}

export const couponTemplateFields = withTemplateRules(z.strictObject(fieldShape));
export type CouponTemplateFields = z.input<typeof couponTemplateFields>;

export const createCouponTemplateRequest = withTemplateRules(
  z.strictObject({
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'slug'),
    ...fieldShape,
  }),
);
export type CreateCouponTemplateRequest = z.input<typeof createCouponTemplateRequest>;

export const couponTemplateParams = z.strictObject({
  id: rowIdParam,
});

export const createCouponTemplate = defineOpsEndpoint({
  name: 'createCouponTemplate',
  method: 'POST',
  path: '/value/coupon-templates',
  role: 'operator',
  body: createCouponTemplateRequest,
  response: couponTemplateRow,
  summary:
    'A new coupon template: `{ slug, titleZh, titleEn, faceValueFen, thresholdFen, userType, validDays, validFrom, validUntil, totalStock }` (days, or a window from and until); answers it as the list shows it. Audited as `coupon_template.create`. 409 (1000) the slug taken; 422 a field out of bounds, both or neither validity, a threshold not above the value.',
  example: {
    body: {
      slug: 'driver-fuel-20',
      titleZh: '加油券 20 元',
      titleEn: '¥20 fuel coupon',
      faceValueFen: 2000,
      thresholdFen: 20000,
      userType: 3,
      validDays: 30,
      validFrom: null,
      validUntil: null,
      totalStock: 1000,
    },
  },
});

export const updateCouponTemplate = defineOpsEndpoint({
  name: 'updateCouponTemplate',
  method: 'PUT',
  path: '/value/coupon-templates/:id',
  role: 'operator',
  params: couponTemplateParams,
  body: couponTemplateFields,
  response: couponTemplateRow,
  summary:
    "Changes a template. Once in use (a coupon given, or a campaign's tier or a flash-sale line pays it) only its titles, its stock (not below what was given) and a fixed window's end (later) may change: the coupons people hold and the tiers' value read the template. Audited as `coupon_template.update` with the fields before and after. 404 (4040) unknown; 409 (1000) a field in use changed or stock below what was given.",
  example: {
    params: { id: 1 },
    body: {
      titleZh: '加油券 20 元',
      titleEn: '¥20 fuel coupon',
      faceValueFen: 2000,
      thresholdFen: 20000,
      userType: 3,
      validDays: 30,
      validFrom: null,
      validUntil: null,
      totalStock: 2000,
    },
  },
});

/** The coupons of a template export: all of them, or those in one `state` now. */
export const templateCouponsExportQuery = z.strictObject({ state: couponState.optional() });

/** A coupon given of a template: to whom (masked), why, its window and whether it was used. */
export const templateCouponCsvRow = z.strictObject({
  couponId: z.int().positive(),
  userId: z.int().positive(),
  /** The holder's mobile masked (`139****0003`), `****` for an erased account. */
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  state: couponState,
  source: couponSource,
  /** `YYYY-MM-DD HH:mm:ss`, China's time, as the next three. */
  givenAt: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});

export const exportTemplateCoupons = defineOpsEndpoint({
  name: 'exportTemplateCoupons',
  method: 'GET',
  path: '/value/coupon-templates/:id/coupons/export',
  role: 'operator',
  params: couponTemplateParams,
  query: templateCouponsExportQuery,
  response: templateCouponCsvRow,
  csv: { file: 'coupons', audit: 'export.coupons' },
  summary:
    "The coupons given of a template as a CSV file (ADR 042), newest first, of one `state` now (usable, used, expired) when given: the holder masked, the source, the window and the use, times China's; audited as `export.coupons` with the template, the filter and the rows sent. 404 (4040) unknown template; 422 a bad state.",
  example: { params: { id: 1 }, query: { state: 'used' } },
});

export const couponTemplateOpsEndpoints: readonly OpsEndpointDef[] = [
  createCouponTemplate,
  updateCouponTemplate,
  exportTemplateCoupons,
];
