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
  /**
   * the service is down: retry, or another way to reach us
   * @who customers of the customer-service pages
   */
  {
    path: '/xcustomer/exception',
    meta: { title: 'title.xcustomer.exception' },
    page: () => import('./pages/xcustomer-exception'),
    firstScreen: true,
    catalogue: xcustomerExceptionCatalogue,
  },
  /**
   * dedicated lines and how to book
   * @who shippers with part loads
   */
  {
    path: '/specialroute',
    meta: { title: 'title.specialroute' },
    page: () => import('./pages/special-route'),
    firstScreen: true,
    catalogue: specialRouteCatalogue,
  },
  /**
   * one number, one role: what to do
   * @who a driver's number on a shipper page
   */
  {
    path: '/customer/driverTips',
    meta: { title: 'title.customer.driverTips' },
    page: () => import('./pages/driver-tips'),
    firstScreen: true,
    catalogue: driverTipsCatalogue,
  },
  /**
   * how to get verified, find and take loads, get paid; safety
   * @who new drivers
   */
  {
    path: '/driver/noviceGuide',
    meta: { title: 'title.driver.noviceGuide' },
    page: () => import('./pages/novice-guide'),
    firstScreen: true,
    catalogue: noviceGuideCatalogue,
  },
  /**
   * why drive with the platform; sign up
   * @who drivers from Douyin videos
   */
  {
    path: '/driver/douyin',
    meta: { title: 'title.driver.douyin' },
    page: () => import('./pages/douyin'),
    firstScreen: true,
    catalogue: douyinCatalogue,
  },
  /**
   * the drivers' WeChat group of the chosen city, with its QR code to save or scan (below)
   * @who drivers
   * @endpoints `GET /qr/wechat-group/:id.png`
   */
  {
    path: '/driver/joinWechatGroup',
    meta: { title: 'title.driver.joinWechatGroup' },
    page: () => import('./pages/join-wechat-group'),
    catalogue: joinWechatGroupCatalogue,
  },
  /**
   * the platform's mutual help: what it covers, how to ask
   * @who drivers on the road
   */
  {
    path: '/driver/hcb',
    meta: { title: 'title.driver.hcb' },
    page: () => import('./pages/hcb'),
    firstScreen: true,
    catalogue: hcbCatalogue,
  },
]);
