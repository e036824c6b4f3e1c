// Demo accounts for development and tests (docs/design.md §2): one shipper, one driver, one of each
// registered long ago (an existing user, whom new-user offers such as the gift pack turn away), two
// shippers the demo driver invited (the referral seed's history), and one whose shipment is open on
// the board (the shipments seed: its goods page, a link anyone may open). Log in with these mobile
// numbers; the SMS code is in the dev outbox. Never loaded in production.

import { USER_TYPE, users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';

export const DEMO_SHIPPER_MOBILE = '13800000001';
export const DEMO_DRIVER_MOBILE = '13900000003';
export const DEMO_OLD_SHIPPER_MOBILE = '13800000009';
export const DEMO_OLD_DRIVER_MOBILE = '13900000009';
/** Two shippers the demo driver brought (the demo referral history: one paid, one to come). */
export const DEMO_FRIEND_SHIPPER_MOBILES = ['13800000002', '13800000003'] as const;
/** The shipper of the demo shipment open on the board (modules/shipments/seed.ts). */
export const DEMO_BOARD_SHIPPER_MOBILE = '13800000041';
const LONG_AGO = new Date('2025-03-01T09:00:00+08:00');

export const demoUsersSeed: Seed = {
  name: 'users.demo',
  // 2: the accounts registered long ago; 3: the shippers the demo driver brought; 4: the board's.
  version: 4,
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
        ...DEMO_FRIEND_SHIPPER_MOBILES.map((mobile, i) => ({
          mobile,
          userType: USER_TYPE.shipper,
          name: `演示好友货主${i + 1}`,
        })),
        { mobile: DEMO_BOARD_SHIPPER_MOBILE, userType: USER_TYPE.shipper, name: '陈师傅' },
      ])
      .onConflictDoNothing({ target: users.mobile });
  },
};
