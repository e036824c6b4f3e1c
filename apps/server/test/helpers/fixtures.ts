// Rows that value, campaign and referral tests need in numbers, written straight into the tables
// (a race wants a hundred users, not a hundred logins). Each file gives its own mobile prefix, so
// that these users never collide with the ones it logs in by number.

import type { Db } from '../../src/db/database.ts';
import { users } from '../../src/db/schema/users.ts';
import { couponTemplates } from '../../src/db/schema/value.ts';

/** `newUsers(n, userType)`: n new users' ids, with mobiles `<prefix4>` + a running number. */
export function userFactory(db: () => Db, prefix: string) {
  if (!/^1\d{3}$/.test(prefix)) throw new RangeError(`a mobile prefix of 4 digits: ${prefix}`);
  let made = 0;
  return async (n = 1, userType: 1 | 3 = 3): Promise<number[]> => {
    const rows = await db()
      .insert(users)
      .values(
        Array.from({ length: n }, () => ({
          mobile: `${prefix}${String(10_000_000 + (made += 1)).slice(1)}`,
          userType,
        })),
      )
      .returning({ id: users.id });
    return rows.map((row) => row.id);
  };
}

/** `newTemplate(fields)`: a coupon template (¥10, 7 days by default) and its id. */
export function templateFactory(db: () => Db, prefix: string) {
  let made = 0;
  return async (fields: Partial<typeof couponTemplates.$inferInsert> = {}): Promise<number> => {
    const [row] = await db()
      .insert(couponTemplates)
      .values({
        slug: `${prefix}-template-${(made += 1)}`,
        titleZh: '测试券',
        titleEn: 'Test coupon',
        faceValueFen: 1000,
        validDays: 7,
        ...fields,
      })
      .returning({ id: couponTemplates.id });
    if (!row) throw new Error('template not inserted');
    return row.id;
  };
}
