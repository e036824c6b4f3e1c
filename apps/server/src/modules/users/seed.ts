// Demo accounts for development and tests (DESIGN.md §2): one shipper, one driver. Log in with
// these mobile numbers; the SMS code is in the dev outbox. Never loaded in production.

import { USER_TYPE, users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';

export const DEMO_SHIPPER_MOBILE = '13800000001';
export const DEMO_DRIVER_MOBILE = '13900000003';

export const demoUsersSeed: Seed = {
  name: 'users.demo',
  version: 1,
  demoOnly: true,
  async run(db) {
    await db
      .insert(users)
      .values([
        { mobile: DEMO_SHIPPER_MOBILE, userType: USER_TYPE.shipper, name: '演示货主' },
        { mobile: DEMO_DRIVER_MOBILE, userType: USER_TYPE.driver, name: '演示司机' },
      ])
      .onConflictDoNothing({ target: users.mobile });
  },
};
