// Demo referral programmes (never in production), each a running campaign of kind 'referral': a
// driver brings a driver or a truck owner (paid on verification approved); a shipper or a driver
// brings a shipper, and a shipper welcomes a new one with a gift (paid on the new shipper's first
// completed shipment). The demo users get their links on demand (getMyInviteToken), with random
// tokens like any user's; the fixed demo links of the invites seed name no programme, like links
// made before programmes, and count in the one running for their share type when accepted.

import { and, eq, inArray } from 'drizzle-orm';
import { campaigns } from '../../db/schema/campaigns.ts';
import { referralProgrammes, referrals } from '../../db/schema/referrals.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import { todayInChina } from '@freight/contract/china-time';
import { DEMO_DRIVER_MOBILE, DEMO_FRIEND_SHIPPER_MOBILES } from '../users/seed.ts';
import { REFERRAL_CAMPAIGN_KIND } from './programmes.ts';
import { qualifyReferral } from './qualify.ts';

const OPEN = new Date('2026-11-01T00:00:00+08:00');
const CLOSE = new Date('2030-12-31T23:59:59+08:00');

export const DEMO_PROGRAMMES = {
  driverInvitesDriver: 'demo-driver-invites-driver',
  shipperInvitesShipper: 'demo-shipper-invites-shipper',
  driverInvitesShipper: 'demo-driver-invites-shipper',
  driverInvitesTruck: 'demo-driver-invites-truck',
  oldInviteNew: 'demo-old-invite-new',
  c2cInvite: 'demo-c2c-invite',
} as const;

const PROGRAMMES = [
  {
    campaign: {
      slug: DEMO_PROGRAMMES.driverInvitesDriver,
      titleZh: '司机邀司机，认证成功得福豆',
      titleEn: 'Invite a driver: lucky beans when they are verified',
      rulesZh:
        '被邀请的司机完成实名认证后，邀请人得 100 福豆，被邀请人得 200 积分。每人每天最多 20 位。',
      rulesEn:
        'When the driver you invite is verified, you get 100 lucky beans and they get 200 points. Up to 20 a day.',
      userType: USER_TYPE.driver,
    },
    rules: {
      inviteType: INVITE_TYPES.driverInviteDriver,
      qualifyEvent: 'verification_approved',
      inviteeUserType: USER_TYPE.driver,
      inviterRewardAsset: 'lucky_beans',
      inviterRewardAmount: 100,
      inviteeRewardAsset: 'points',
      inviteeRewardAmount: 200,
      dailyCap: 20,
      tokenTtlDays: 30,
      expiryDays: 30,
    },
  },
  {
    campaign: {
      slug: DEMO_PROGRAMMES.shipperInvitesShipper,
      titleZh: '货主邀货主，首单完成得现金',
      titleEn: 'Invite a shipper: cash when their first shipment is done',
      rulesZh: '被邀请的货主完成第一单运输后，邀请人得 5 元现金。每人每天最多 10 位。',
      rulesEn:
        'When the shipper you invite completes their first shipment, you get ¥5. Up to 10 a day.',
      userType: USER_TYPE.shipper,
    },
    rules: {
      inviteType: INVITE_TYPES.customerInviteCustomer,
      qualifyEvent: 'shipment_completed',
      inviteeUserType: USER_TYPE.shipper,
      inviterRewardAsset: 'cash_fen',
      inviterRewardAmount: 500,
      inviteeRewardAsset: null,
      inviteeRewardAmount: null,
      dailyCap: 10,
      tokenTtlDays: 30,
      expiryDays: 60,
    },
  },
  {
    campaign: {
      slug: DEMO_PROGRAMMES.driverInvitesShipper,
      titleZh: '司机邀货主，首单完成得现金',
      titleEn: 'Bring a shipper: cash when their first shipment is done',
      rulesZh:
        '您邀请的货主完成第一单运输后，您得 10 元现金，货主得 300 积分。每人每天最多 10 位。',
      rulesEn:
        'When the shipper you invite completes their first shipment, you get ¥10 and they get 300 points. Up to 10 a day.',
      userType: USER_TYPE.driver,
    },
    rules: {
      inviteType: INVITE_TYPES.driverInviteCustomer,
      qualifyEvent: 'shipment_completed',
      inviteeUserType: USER_TYPE.shipper,
      inviterRewardAsset: 'cash_fen',
      inviterRewardAmount: 1000,
      inviteeRewardAsset: 'points',
      inviteeRewardAmount: 300,
      dailyCap: 10,
      tokenTtlDays: 30,
      expiryDays: 60,
    },
  },
  {
    campaign: {
      slug: DEMO_PROGRAMMES.driverInvitesTruck,
      titleZh: '司机邀车主，认证成功得福豆',
      titleEn: 'Bring a truck owner: lucky beans when they are verified',
      rulesZh: '您邀请的车主完成实名认证后，您得 150 福豆，车主得 5 元现金。每人每天最多 20 位。',
      rulesEn:
        'When the truck owner you invite is verified, you get 150 lucky beans and they get ¥5. Up to 20 a day.',
      userType: USER_TYPE.driver,
    },
    rules: {
      inviteType: INVITE_TYPES.driverInviteTruck,
      qualifyEvent: 'verification_approved',
      inviteeUserType: USER_TYPE.driver,
      inviterRewardAsset: 'lucky_beans',
      inviterRewardAmount: 150,
      inviteeRewardAsset: 'cash_fen',
      inviteeRewardAmount: 500,
      dailyCap: 20,
      tokenTtlDays: 30,
      expiryDays: 30,
    },
  },
  {
    campaign: {
      slug: DEMO_PROGRAMMES.oldInviteNew,
      titleZh: '邀请新货主，双方都有礼',
      titleEn: 'Invite a new shipper: a gift for both of you',
      rulesZh:
        '新货主通过您的邀请注册，完成第一单运输后，您得 300 福豆，新货主得 8 元现金新人礼。每人每天最多 10 位。',
      rulesEn:
        'When a new shipper you invite completes their first shipment, you get 300 lucky beans and they get a ¥8 welcome gift. Up to 10 a day.',
      userType: USER_TYPE.shipper,
    },
    rules: {
      inviteType: INVITE_TYPES.oldInviteNew,
      qualifyEvent: 'shipment_completed',
      inviteeUserType: USER_TYPE.shipper,
      inviterRewardAsset: 'lucky_beans',
      inviterRewardAmount: 300,
      inviteeRewardAsset: 'cash_fen',
      inviteeRewardAmount: 800,
      dailyCap: 10,
      tokenTtlDays: 30,
      expiryDays: 60,
    },
  },
  {
    campaign: {
      slug: DEMO_PROGRAMMES.c2cInvite,
      titleZh: '货主邀货主，好友首单完成双方有礼',
      titleEn: 'Shipper to shipper: a reward for both after the first shipment',
      rulesZh:
        '好友通过您的邀请注册并完成第一单运输后，您得 20 元现金，好友得 500 积分。每人每天最多 10 位。',
      rulesEn:
        'When a friend you invite completes their first shipment, you get ¥20 and they get 500 points. Up to 10 a day.',
      userType: USER_TYPE.shipper,
    },
    rules: {
      inviteType: INVITE_TYPES.c2cInvite,
      qualifyEvent: 'shipment_completed',
      inviteeUserType: USER_TYPE.shipper,
      inviterRewardAsset: 'cash_fen',
      inviterRewardAmount: 2000,
      inviteeRewardAsset: 'points',
      inviteeRewardAmount: 500,
      dailyCap: 10,
      tokenTtlDays: 30,
      expiryDays: 60,
    },
  },
] as const;

export const demoReferralSeed: Seed = {
  name: 'referrals.demo',
  // 2: the driver-invites-shipper and driver-invites-truck programmes; 3: old-invites-new;
  // 4: the customer-to-customer invitation.
  version: 4,
  demoOnly: true,
  async run(db) {
    for (const { campaign, rules } of PROGRAMMES) {
      await db
        .insert(campaigns)
        .values({
          ...campaign,
          kind: REFERRAL_CAMPAIGN_KIND,
          startsAt: OPEN,
          endsAt: CLOSE,
          // Referral rewards come from the ledger, not from prize stock.
          budgetUnits: 0,
          budgetFen: 0,
          publishedAt: OPEN,
        })
        .onConflictDoNothing({ target: campaigns.slug });
      const [row] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.slug, campaign.slug), eq(campaigns.kind, REFERRAL_CAMPAIGN_KIND)));
      if (!row) continue;
      await db
        .insert(referralProgrammes)
        .values({ campaignId: row.id, ...rules })
        .onConflictDoNothing();
    }
  },
};

const DAY_MS = 86_400_000;

/**
 * The demo driver's referral history (never in production): two shippers accepted the driver's
 * invitation; the first completed a shipment and the driver was paid through the state machine
 * (qualified, then the cash credited to the ledger once), the second has yet to ship. So the
 * commission pages and the invitation log show a paid and a pending commission from the start.
 * Both happen when the seed runs, so the pending one waits its full time to qualify.
 */
export const demoReferralHistorySeed: Seed = {
  name: 'referrals.demo-history',
  version: 1,
  demoOnly: true,
  async run(db, { pii }) {
    const people = await db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(inArray(users.mobile, [DEMO_DRIVER_MOBILE, ...DEMO_FRIEND_SHIPPER_MOBILES]));
    const idOf = (mobile: string) => people.find((person) => person.mobile === mobile)?.id;
    const driver = idOf(DEMO_DRIVER_MOBILE);
    const [programme] = await db
      .select({ id: campaigns.id, expiryDays: referralProgrammes.expiryDays })
      .from(campaigns)
      .innerJoin(referralProgrammes, eq(referralProgrammes.campaignId, campaigns.id))
      .where(eq(campaigns.slug, DEMO_PROGRAMMES.driverInvitesShipper));
    if (driver === undefined || !programme) return;
    const now = Date.now();
    for (const mobile of DEMO_FRIEND_SHIPPER_MOBILES) {
      const friend = idOf(mobile);
      if (friend === undefined) continue;
      await db
        .insert(referrals)
        .values({
          programmeId: programme.id,
          inviterUserId: driver,
          inviteeUserId: friend,
          state: 'registered',
          day: todayInChina(now),
          registeredAt: new Date(now),
          expiresAt: new Date(now + programme.expiryDays * DAY_MS),
        })
        .onConflictDoNothing();
    }
    const first = idOf(DEMO_FRIEND_SHIPPER_MOBILES[0]);
    if (first === undefined) return;
    await qualifyReferral(db, { inviteeUserId: first, event: 'shipment_completed', now, pii });
  },
};
