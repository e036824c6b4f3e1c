import { defineRoutes } from '@/lib/routing/route-table';
import {
  billCatalogue,
  blessingCatalogue,
  campaignsCatalogue,
  gamesCatalogue,
  packetsCatalogue,
  rankCatalogue,
  reportsCatalogue,
} from './i18n/catalogue';

// Routes of the campaigns feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const campaignsRoutes = defineRoutes('campaigns', campaignsCatalogue, [
  {
    path: '/luckdrawnew',
    meta: { title: 'title.luckdrawnew', needOasOpenId: true },
    page: () => import('./pages/lucky-draw'),
    earlyRead: 'campaign',
  },
  {
    path: '/customer/cutReward',
    meta: { title: 'title.customer.cutReward' },
    catalogue: gamesCatalogue,
    page: () => import('./pages/cut-reward'),
  },
  {
    path: '/customer/monthlyReport',
    meta: { title: 'title.customer.monthlyReport' },
    catalogue: reportsCatalogue,
    page: () => import('./pages/monthly-report'),
  },
  {
    path: '/driver/dailyblessing/index',
    meta: { title: 'title.driver.dailyblessing.index' },
    catalogue: blessingCatalogue,
    page: () => import('./pages/daily-blessing'),
  },
  {
    path: '/driver/dailyblessing/result',
    meta: { title: 'title.driver.dailyblessing.result' },
    catalogue: blessingCatalogue,
    page: () => import('./pages/blessing-result'),
  },
  {
    path: '/driver/openAnnualBill/2023',
    meta: { title: 'title.driver.openAnnualBill.2023' },
    catalogue: billCatalogue,
    page: () => import('./pages/open-annual-bill'),
  },
  {
    path: '/driver/annualBill/2023',
    meta: { title: 'title.driver.annualBill.2023' },
    catalogue: billCatalogue,
    page: () => import('./pages/annual-bill'),
  },
  {
    path: '/driver/annualBill/share/2023',
    meta: { title: 'title.driver.annualBill.share.2023' },
    catalogue: billCatalogue,
    page: () => import('./pages/annual-bill-share'),
  },
  {
    path: '/redpacketrain/index',
    meta: { title: 'title.redpacketrain.index' },
    catalogue: packetsCatalogue,
    page: () => import('./pages/red-packet-rain'),
  },
  {
    path: '/redpacketrain/game',
    meta: { title: 'title.redpacketrain.game' },
    catalogue: packetsCatalogue,
    page: () => import('./pages/red-packet-game'),
  },
  {
    path: '/collectword/index',
    meta: { title: 'title.collectword.index' },
    catalogue: gamesCatalogue,
    page: () => import('./pages/collect-words'),
  },
  {
    path: '/collectword/wxauth',
    openIdRelay: true,
    meta: { title: 'title.collectword.wxauth', noAutoTrack: true },
    catalogue: gamesCatalogue,
    page: () => import('./pages/collect-words-relay'),
  },
  {
    path: '/collectword/login',
    meta: { title: 'title.collectword.login' },
    catalogue: gamesCatalogue,
    page: () => import('./pages/collect-words-login'),
  },
  {
    path: '/collectword/choose',
    meta: { title: 'title.collectword.choose' },
    catalogue: gamesCatalogue,
    page: () => import('./pages/collect-words-choose'),
  },
  {
    path: '/rank/index',
    meta: { title: 'title.rank.index' },
    catalogue: rankCatalogue,
    page: () => import('./pages/leaderboard'),
  },
  {
    path: '/redengine',
    meta: { title: 'title.redengine' },
    catalogue: rankCatalogue,
    page: () => import('./pages/red-engine'),
  },
]);
