// Demo invitation links (never in production): the demo shipper's and the demo driver's share
// links for each campaign, plus one that has expired, to try both answers of the invite pages:
//   /#/customer-invite-customer/index?token=demo-shipper-c2c-1&type=1 ...

import { inArray } from 'drizzle-orm';
import { inviteTokens } from '../../db/schema/invites.ts';
import { users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';
import { DEMO_DRIVER_MOBILE, DEMO_SHIPPER_MOBILE } from '../users/seed.ts';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';

const VALID_UNTIL = new Date('2030-12-31T23:59:59+08:00');
const EXPIRED_AT = new Date('2026-01-31T23:59:59+08:00');
// Shaped like WeChat openids (28 characters), obviously not real ones.
const SHIPPER_OPENID = 'oDEMOshipper0000000000000001';
const DRIVER_OPENID = 'oDEMOdriver00000000000000003';

export const DEMO_INVITE_TOKENS = {
  shipperInvitesShipper: 'demo-shipper-invite-1',
  shipperC2c: 'demo-shipper-c2c-1',
  driverInvitesShipper: 'demo-driver-invite-customer-1',
  driverInvitesTruck: 'demo-driver-invite-truck-1',
  driverInvitesDriver: 'demo-driver-invite-driver-1',
  expired: 'demo-expired-invite-1',
} as const;

export const demoInvitesSeed: Seed = {
  name: 'invites.demo',
  version: 1,
  demoOnly: true,
  async run(db) {
    const rows = await db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(inArray(users.mobile, [DEMO_SHIPPER_MOBILE, DEMO_DRIVER_MOBILE]));
    const shipper = rows.find((row) => row.mobile === DEMO_SHIPPER_MOBILE);
    const driver = rows.find((row) => row.mobile === DEMO_DRIVER_MOBILE);
    // The demo users were deleted by hand: nothing to invite from.
    if (!shipper || !driver) return;
    const t = DEMO_INVITE_TOKENS;
    const shipperLink = { inviterUserId: shipper.id, inviterOpenid: SHIPPER_OPENID };
    const driverLink = { inviterUserId: driver.id, inviterOpenid: DRIVER_OPENID };
    await db
      .insert(inviteTokens)
      .values([
        {
          token: t.shipperInvitesShipper,
          type: INVITE_TYPES.customerInviteCustomer,
          ...shipperLink,
          expiresAt: VALID_UNTIL,
        },
        {
          token: t.shipperC2c,
          type: INVITE_TYPES.c2cInvite,
          ...shipperLink,
          expiresAt: VALID_UNTIL,
        },
        {
          token: t.driverInvitesShipper,
          type: INVITE_TYPES.driverInviteCustomer,
          ...driverLink,
          expiresAt: VALID_UNTIL,
        },
        {
          token: t.driverInvitesTruck,
          type: INVITE_TYPES.driverInviteTruck,
          ...driverLink,
          expiresAt: VALID_UNTIL,
        },
        {
          token: t.driverInvitesDriver,
          type: INVITE_TYPES.driverInviteDriver,
          ...driverLink,
          expiresAt: VALID_UNTIL,
        },
        {
          token: t.expired,
          type: INVITE_TYPES.driverInviteTruck,
          ...driverLink,
          expiresAt: EXPIRED_AT,
        },
      ])
      .onConflictDoNothing({ target: inviteTokens.token });
  },
};
