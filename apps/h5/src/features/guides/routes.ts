import { defineRoutes } from '@/lib/routing/route-table';
import {
  douyinCatalogue,
  driverTipsCatalogue,
  guidesCatalogue,
  hcbCatalogue,
  joinWechatGroupCatalogue,
  noviceGuideCatalogue,
  specialRouteCatalogue,
  xcustomerExceptionCatalogue,
} from './i18n/catalogue';

// Routes of the guides feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const guidesRoutes = defineRoutes('guides', guidesCatalogue, [
  {
    path: '/xcustomer/exception',
    meta: { title: 'title.xcustomer.exception' },
    page: () => import('./pages/xcustomer-exception'),
    firstScreen: true,
    catalogue: xcustomerExceptionCatalogue,
  },
  {
    path: '/specialroute',
    meta: { title: 'title.specialroute' },
    page: () => import('./pages/special-route'),
    firstScreen: true,
    catalogue: specialRouteCatalogue,
  },
  {
    path: '/customer/driverTips',
    meta: { title: 'title.customer.driverTips' },
    page: () => import('./pages/driver-tips'),
    firstScreen: true,
    catalogue: driverTipsCatalogue,
  },
  {
    path: '/driver/noviceGuide',
    meta: { title: 'title.driver.noviceGuide' },
    page: () => import('./pages/novice-guide'),
    firstScreen: true,
    catalogue: noviceGuideCatalogue,
  },
  {
    path: '/driver/douyin',
    meta: { title: 'title.driver.douyin' },
    page: () => import('./pages/douyin'),
    firstScreen: true,
    catalogue: douyinCatalogue,
  },
  {
    path: '/driver/joinWechatGroup',
    meta: { title: 'title.driver.joinWechatGroup' },
    page: () => import('./pages/join-wechat-group'),
    catalogue: joinWechatGroupCatalogue,
  },
  {
    path: '/driver/hcb',
    meta: { title: 'title.driver.hcb' },
    page: () => import('./pages/hcb'),
    firstScreen: true,
    catalogue: hcbCatalogue,
  },
]);
