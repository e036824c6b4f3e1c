// Demo accounts for development and tests (DESIGN.md §2): one shipper, one driver, and one of each
// registered long ago (an existing user, whom new-user offers such as the gift pack turn away). Log
// in with these mobile numbers; the SMS code is in the dev outbox. Never loaded in production.

import { USER_TYPE, users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';

export const DEMO_SHIPPER_MOBILE = '13800000001';
export const DEMO_DRIVER_MOBILE = '13900000003';
export const DEMO_OLD_SHIPPER_MOBILE = '13800000009';
export const DEMO_OLD_DRIVER_MOBILE = '13900000009';
const LONG_AGO = new Date('2025-03-01T09:00:00+08:00');

export const demoUsersSeed: Seed = {
  name: 'users.demo',
  // 2: the accounts registered long ago.
  version: 2,
  demoOnly: true,
  async run(db) {
    await db
      .insert(users)
      .values([
        { mobile: DEMO_SHIPPER_MOBILE, userType: USER_TYPE.shipper, name: '演示货主' },
        { mobile: DEMO_DRIVER_MOBILE, userType: USER_TYPE.driver, name: '演示司机' },
        {
          mobile: DEMO_OLD_SHIPPER_MOBILE,
          userType: USER_TYPE.shipper,
          name: '老货主',
          createdAt: LONG_AGO,
        },
        {
          mobile: DEMO_OLD_DRIVER_MOBILE,
          userType: USER_TYPE.driver,
          name: '老司机',
          createdAt: LONG_AGO,
        },
      ])
      .onConflictDoNothing({ target: users.mobile });
  },
};
