// Operators making and changing coupon templates (docs/decisions/044): a new one issued at once,
// a template in use changed only where what people hold stays true, every change audited, bad
// input refused unchanged.

import { couponTemplateRow, couponTemplates as templatesAnswer } from '@freight/contract/ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { couponTemplates, userCoupons } from '../src/db/schema/value.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';
const clock = new TestClock();
let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ops = await operatorsOfEachRole(t.app, PASSWORD);
});
afterAll(() => t.close());

const FUEL = {
  slug: 'test-fuel-20',
  titleZh: '加油券 20 元',
  titleEn: '¥20 fuel coupon',
  faceValueFen: 2000,
  thresholdFen: 20_000,
  userType: 3,
  validDays: 30,
  validFrom: null,
  validUntil: null,
  totalStock: 2,
} as const;

const fields = ({ slug: _slug, ...rest }: typeof FUEL) => rest;

async function stored(slug: string) {
  const [row] = await t.app.db.select().from(couponTemplates).where(eq(couponTemplates.slug, slug));
  return row;
}

describe('coupon templates in the console', () => {
  it('makes one an operator can give at once, changes it freely until used, then only safely', async () => {
    const operator = ops.as('operator');
    const created = await operator.request('POST', '/value/coupon-templates', { body: FUEL });
    expect(created.statusCode, created.body).toBe(200);
    const row = couponTemplateRow.parse(created.json());
    expect(row).toMatchObject({ slug: FUEL.slug, issued: 0, issuable: true, inUse: false });
    const listed = templatesAnswer.parse(
      (await ops.as('viewer').request('GET', '/value/coupon-templates?userType=3')).json(),
    );
    expect(listed.templates.find((each) => each.slug === FUEL.slug)).toMatchObject({
      inUse: false,
    });
    const again = await operator.request('POST', '/value/coupon-templates', { body: FUEL });
    expect(again.statusCode).toBe(409);

    // Not used yet: anything may change.
    const path = `/value/coupon-templates/${row.templateId}`;
    const cheaper = await operator.request('PUT', path, {
      body: { ...fields(FUEL), faceValueFen: 1500, validDays: 7 },
    });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(couponTemplateRow.parse(cheaper.json())).toMatchObject({
      faceValueFen: 1500,
      validDays: 7,
    });

    // Given to a driver: its value, threshold, audience and validity stay.
    const [driver] = await t.app.db
      .insert(users)
      .values({ mobile: '13700990001', userType: USER_TYPE.driver })
      .returning({ id: users.id });
    const given = await operator.request('POST', `/value/users/${driver?.id}/coupons`, {
      body: {
        templateId: row.templateId,
        note: '测试发放',
        idempotencyKey: 'coupon-template-test-1',
      },
    });
    expect(given.statusCode, given.body).toBe(200);
    const used = { ...fields(FUEL), faceValueFen: 1500, validDays: 7 };
    for (const change of [
      { faceValueFen: 1000 },
      { thresholdFen: 30_000 },
      { userType: null },
      { validDays: 8 },
    ]) {
      const refused = await operator.request('PUT', path, { body: { ...used, ...change } });
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
    }
    expect((await stored(FUEL.slug))?.faceValueFen).toBe(1500);
    const [coupon] = await t.app.db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.templateId, row.templateId));
    expect(coupon).toBeDefined();
    // The stock never below what was given; titles and stock may change.
    const below = await operator.request('PUT', path, { body: { ...used, totalStock: 0 } });
    expect(below.statusCode).toBe(409);
    const renamed = await operator.request('PUT', path, {
      body: { ...used, titleZh: '加油券（司机专享）', totalStock: 500 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(couponTemplateRow.parse(renamed.json())).toMatchObject({
      titleZh: '加油券（司机专享）',
      totalStock: 500,
      issued: 1,
      inUse: true,
    });

    const log = await t.app.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.targetKind, 'coupon_template'),
          eq(operatorAudit.targetId, String(row.templateId)),
        ),
      )
      .orderBy(operatorAudit.id);
    expect(log.map((entry) => entry.action)).toEqual([
      'coupon_template.create',
      'coupon_template.update',
      'coupon_template.update',
    ]);
    expect(log[2]).toMatchObject({
      before: { titleZh: '加油券 20 元', totalStock: 2 },
      after: { titleZh: '加油券（司机专享）', totalStock: 500 },
    });
  });

  it('lets a fixed window of a used template end later, never sooner', async () => {
    const operator = ops.as('operator');
    const window = {
      ...FUEL,
      slug: 'test-window',
      validDays: null,
      validFrom: '2026-12-01T00:00:00+08:00',
      validUntil: '2026-12-31T23:59:59+08:00',
    };
    const row = couponTemplateRow.parse(
      (await operator.request('POST', '/value/coupon-templates', { body: window })).json(),
    );
    const [driver] = await t.app.db
      .insert(users)
      .values({ mobile: '13700990002', userType: USER_TYPE.driver })
      .returning({ id: users.id });
    await operator.request('POST', `/value/users/${driver?.id}/coupons`, {
      body: {
        templateId: row.templateId,
        note: '测试发放',
        idempotencyKey: 'coupon-template-test-2',
      },
    });
    const path = `/value/coupon-templates/${row.templateId}`;
    const { slug: _slug, ...rest } = window;
    const sooner = await operator.request('PUT', path, {
      body: { ...rest, validUntil: '2026-12-20T23:59:59+08:00' },
    });
    expect(sooner.statusCode).toBe(409);
    const later = await operator.request('PUT', path, {
      body: { ...rest, validUntil: '2027-01-31T23:59:59+08:00' },
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('needs an operator to change, and refuses bad input', async () => {
    expect(
      (await new OpsClient(t.app).request('POST', '/value/coupon-templates', { body: FUEL }))
        .statusCode,
    ).toBe(401);
    const viewer = await ops
      .as('viewer')
      .request('POST', '/value/coupon-templates', { body: { ...FUEL, slug: 'viewer-try' } });
    expect(viewer.statusCode).toBe(403);
    expect(await stored('viewer-try')).toBeUndefined();
    const operator = ops.as('operator');
    const bad: Record<string, unknown>[] = [
      { ...FUEL, slug: 'Bad Slug' },
      { ...FUEL, slug: 'both', validFrom: '2026-12-01T00:00:00+08:00' },
      { ...FUEL, slug: 'neither', validDays: null },
      {
        ...FUEL,
        slug: 'backwards',
        validDays: null,
        validFrom: '2026-12-31T00:00:00+08:00',
        validUntil: '2026-12-01T00:00:00+08:00',
      },
      { ...FUEL, slug: 'threshold-low', thresholdFen: 1000 },
      { ...FUEL, slug: 'free', faceValueFen: 0 },
      { ...FUEL, slug: 'half', faceValueFen: 10.5 },
      { ...FUEL, slug: 'whom', userType: 2 },
      { ...FUEL, slug: 'nul', titleZh: '券\u0000' },
      { ...FUEL, slug: 'extra', issued: 5 },
    ];
    for (const body of bad) {
      const res = await operator.request('POST', '/value/coupon-templates', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(await stored(String(body.slug))).toBeUndefined();
    }
    expect(
      (
        await operator.request('PUT', '/value/coupon-templates/999999', {
          body: fields(FUEL),
        })
      ).statusCode,
    ).toBe(404);
  });
});
