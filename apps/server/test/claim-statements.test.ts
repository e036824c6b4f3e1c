// ADR 019's promise for a flash sale's batch: a handful of statements whatever its size, a coupon
// stock included (value/coupons.ts `issueCoupons`). A batch that issued one coupon per claim ran
// hundreds of statements for a crowd's 200 claims, passed its deadline and failed all 200 (503).
// Counted on an embedded database whose queries are logged (PGlite; the statements are the same
// on PostgreSQL).

import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import * as schema from '../src/db/schema/index.ts';
import { users } from '../src/db/schema/users.ts';
import { couponTemplates, userCoupons } from '../src/db/schema/value.ts';
import { claimBatch, type ClaimInput, ledgerOf } from '../src/modules/activity-stock/claim.ts';
import { SECKILL_COUPON } from '../src/modules/activity-stock/seckill-routes.ts';
import { insertStock } from './helpers/stocks.ts';

const template = inject('templateDatabase');

describe.skipIf(template.kind !== 'pglite')('a claim batch’s statements', () => {
  let client: PGlite;
  let db: Db;
  let statements = 0;

  beforeAll(async () => {
    if (template.kind !== 'pglite') return;
    client = new PGlite({ loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
    db = drizzle(client, {
      schema,
      logger: {
        logQuery: () => {
          statements += 1;
        },
      },
    });
  });
  afterAll(() => client?.close());

  async function batchOf(size: number, slug: string) {
    const now = Date.now();
    const [coupon] = await db
      .insert(couponTemplates)
      .values({
        slug: `${slug}-coupon`,
        titleZh: '批量券',
        titleEn: 'Batch coupon',
        faceValueFen: 500,
        validDays: 3,
        userType: 3,
      })
      .returning({ id: couponTemplates.id });
    const stockId = await insertStock(db, {
      slug,
      total: 1000,
      now,
      couponTemplateId: coupon?.id,
    });
    const drivers = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          mobile: `137${String(size).padStart(3, '0')}${String(i).padStart(5, '0')}`,
          userType: 3 as const,
        })),
      )
      .returning({ id: users.id });
    const inputs: ClaimInput[] = drivers.map(({ id }, i) => ({
      stockId,
      userId: id,
      userType: 3,
      requestId: `${slug}-${i}`,
      now,
      kind: SECKILL_COUPON,
    }));
    statements = 0;
    const answers = await claimBatch(db, stockId, inputs);
    const counted = statements;
    expect(answers.every((answer) => !(answer instanceof Error))).toBe(true);
    expect(await ledgerOf(db, stockId)).toMatchObject({ claims: size, remaining: 1000 - size });
    const issued = await db.$count(userCoupons);
    return { counted, issued };
  }

  it('is the same for 2 claims and for 200, each with its coupon', async () => {
    const small = await batchOf(2, 'batch-of-2');
    const large = await batchOf(200, 'batch-of-200');
    // Begin and commit included; a batch that gives coupons adds three (template, audience,
    // insert) and the template's stock.
    expect(large.counted).toBe(small.counted);
    expect(large.counted).toBeLessThanOrEqual(12);
    expect(large.issued - small.issued).toBe(200);
  });
});
