// Every domain module the server runs, in one explicit list (no file-system discovery: what the
// server exposes is visible here). A new domain adds its folder and one line below.

import seckillRoutes from './activity-stock/seckill-routes.ts';
import { demoSeckillSeed } from './activity-stock/seed.ts';
import { analyticsModule } from './analytics/module.ts';
import { appReleasesSeed } from './app-center/seed.ts';
import appCenterRoutes from './app-center/routes.ts';
import agreementRoutes from './agreements/routes.ts';
import { campaignGamesModule } from './campaign-games/module.ts';
import { agreementsSeed } from './agreements/seed.ts';
import campaignRoutes from './campaigns/routes.ts';
import { campaignOpsRoutes } from './campaigns/ops-routes.ts';
import { demoCampaignsSeed } from './campaigns/seed.ts';
import { cspDevRoutes, cspReportRoutes } from './csp/routes.ts';
import type { DomainModule } from './domain-module.ts';
import { eduModule } from './edu/module.ts';
import { epidemicModule } from './epidemic/module.ts';
import { wechatGroupQrRoutes, wechatGroupRoutes } from './wechat-groups/routes.ts';
import { demoWechatGroupsSeed } from './wechat-groups/seed.ts';
import { driverOpsRoutes } from './drivers/ops-routes.ts';
import driverRoutes from './drivers/routes.ts';
import { sealIdCardsStep } from './drivers/id-card-vault.ts';
import { demoDriverProfileSeed } from './drivers/seed.ts';
import { identityModule } from './identity/module.ts';
import { loyaltyModule } from './loyalty/module.ts';
import inviteRoutes from './invites/routes.ts';
import { knowledgeModule } from './knowledge/module.ts';
import { operatorsModule } from './operators/module.ts';
import { partyModule } from './party/module.ts';
import recruitmentRoutes from './recruitment/routes.ts';
import { referralsModule } from './referrals/module.ts';
import { reportsModule } from './reports/module.ts';
import placesRoutes from './places/routes.ts';
import { shipmentsModule } from './shipments/module.ts';
import { demoInvitesSeed } from './invites/seed.ts';
import uploadedFiles from './uploads/files.ts';
import { uploadFormRoutes, uploadTokenRoutes } from './uploads/routes.ts';
import { userOpsRoutes } from './users/ops-routes.ts';
import { demoUsersSeed } from './users/seed.ts';
import { valueOpsRoutes } from './value/ops-routes.ts';
import valueRoutes from './value/routes.ts';
import { demoValueSeed } from './value/seed.ts';
import voteRoutes from './votes/routes.ts';
import { demoVotesSeed } from './votes/seed.ts';
import { wechatModule } from './wechat/module.ts';

// Seeds run in this order: the demo users first, since other demo data refers to them.
export const domainModules: readonly DomainModule[] = [
  { name: 'users', opsRoutes: userOpsRoutes, seeds: [demoUsersSeed] },
  identityModule(),
  wechatModule(),
  {
    name: 'app-center',
    endpoints: appCenterRoutes,
    seeds: [appReleasesSeed],
  },
  {
    name: 'invites',
    endpoints: inviteRoutes,
    seeds: [demoInvitesSeed],
  },
  {
    name: 'uploads',
    endpoints: uploadTokenRoutes,
    routes: [{ service: 'third-service', plugin: uploadFormRoutes }],
    publicRoutes: uploadedFiles,
  },
  {
    name: 'drivers',
    endpoints: driverRoutes,
    opsRoutes: driverOpsRoutes,
    seeds: [demoDriverProfileSeed],
    startupSteps: [sealIdCardsStep],
  },
  {
    name: 'votes',
    endpoints: voteRoutes,
    seeds: [demoVotesSeed],
  },
  { name: 'recruitment', endpoints: recruitmentRoutes },
  {
    name: 'agreements',
    endpoints: agreementRoutes,
    seeds: [agreementsSeed],
  },
  knowledgeModule(),
  eduModule(),
  // Its demo posts are the demo users'.
  partyModule(),
  // Its demo road reports are the demo users'.
  epidemicModule(),
  analyticsModule(),
  {
    name: 'wechat-groups',
    endpoints: wechatGroupRoutes,
    publicRoutes: wechatGroupQrRoutes,
    seeds: [demoWechatGroupsSeed],
  },
  {
    name: 'value',
    endpoints: valueRoutes,
    opsRoutes: valueOpsRoutes,
    seeds: [demoValueSeed],
  },
  // After value: its demo sessions give coupons into the wallet.
  {
    name: 'activity-stock',
    endpoints: seckillRoutes,
    seeds: [demoSeckillSeed],
  },
  // After value: its demo campaigns give the demo coupon templates.
  {
    name: 'campaigns',
    endpoints: campaignRoutes,
    opsRoutes: campaignOpsRoutes,
    seeds: [demoCampaignsSeed],
  },
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
  { name: 'places', endpoints: placesRoutes },
  { name: 'csp', publicRoutes: cspReportRoutes, devRoutes: cspDevRoutes },
  operatorsModule(),
];
