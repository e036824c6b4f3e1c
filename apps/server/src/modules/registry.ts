// Every domain module the server runs, in one explicit list (no file-system discovery: what the
// server exposes is visible here). A new domain adds its folder with a module.ts, one line below,
// and its place in the module order of test/architecture.test.ts (docs/decisions/047).

import type { DomainModule } from '../http/domain-module.ts';
import { activityStockModule } from './activity-stock/module.ts';
import { agreementsModule } from './agreements/module.ts';
import { analyticsModule } from './analytics/module.ts';
import { appCenterModule } from './app-center/module.ts';
import { campaignGamesModule } from './campaign-games/module.ts';
import { campaignsModule } from './campaigns/module.ts';
import { cspModule } from './csp/module.ts';
import { driversModule } from './drivers/module.ts';
import { eduModule } from './edu/module.ts';
import { epidemicModule } from './epidemic/module.ts';
import { identityModule } from './identity/module.ts';
import { invitesModule } from './invites/module.ts';
import { knowledgeModule } from './knowledge/module.ts';
import { moderationModule } from './moderation/module.ts';
import { loyaltyModule } from './loyalty/module.ts';
import { operatorsModule } from './operators/module.ts';
import { partyModule } from './party/module.ts';
import { placesModule } from './places/module.ts';
import { recruitmentModule } from './recruitment/module.ts';
import { referralsModule } from './referrals/module.ts';
import { reportsModule } from './reports/module.ts';
import { shipmentsModule } from './shipments/module.ts';
import { uploadsModule } from './uploads/module.ts';
import { usersModule } from './users/module.ts';
import { valueModule } from './value/module.ts';
import { votesModule } from './votes/module.ts';
import { wechatGroupsModule } from './wechat-groups/module.ts';
import { wechatModule } from './wechat/module.ts';

// Seeds run in this order: the demo users first, since other demo data refers to them.
export const domainModules: readonly DomainModule[] = [
  usersModule(),
  identityModule(),
  wechatModule(),
  appCenterModule(),
  invitesModule(),
  uploadsModule(),
  driversModule(),
  votesModule(),
  recruitmentModule(),
  agreementsModule(),
  moderationModule(),
  knowledgeModule(),
  eduModule(),
  // Its demo posts are the demo users'.
  partyModule(),
  // Its demo road reports are the demo users'.
  epidemicModule(),
  analyticsModule(),
  wechatGroupsModule(),
  valueModule(),
  // After value: its demo sessions give coupons into the wallet.
  activityStockModule(),
  // After value: its demo campaigns give the demo coupon templates.
  campaignsModule(),
  // After campaigns (its games are campaigns) and value (a cut's coupon is a demo template).
  campaignGamesModule(),
  // After value (it pays into the ledger) and invites (its seed joins the demo links).
  referralsModule(),
  // After campaigns (a line is one) and referrals (a completed shipment qualifies one).
  shipmentsModule(),
  // After value, campaigns and shipments: its demo offer, sign-ins and tasks are theirs, and the
  // demo driver's grade counts loads carried.
  loyaltyModule(),
  // After loyalty, referrals and shipments: its demo history adds to the demo driver's loads (and
  // recomputes the grades) and qualifies referrals of a demo programme.
  reportsModule(),
  placesModule(),
  cspModule(),
  operatorsModule(),
];
