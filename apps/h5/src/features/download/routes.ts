import { defineRoutes } from '@/lib/routing/route-table';
import { adlaunchDownloadCatalogue, downloadCatalogue } from './i18n/catalogue';

// Routes of the download feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
// Every download page is one component (components/download-page.tsx) for a different app.
export const downloadRoutes = defineRoutes('download', downloadCatalogue, [
  /**
   * the download page of the shipper app (`customer`)
   * @who shippers
   */
  {
    path: '/customer/download',
    meta: { title: 'title.customer.download' },
    page: () => import('./pages/customer-download'),
    firstScreen: true,
  },
  /**
   * the download page of the driver app (`driver`)
   * @who drivers
   */
  {
    path: '/driver/download',
    meta: { title: 'title.driver.download' },
    page: () => import('./pages/driver-download'),
    firstScreen: true,
  },
  /**
   * the download page of the partner app (`jj`), release notes open first
   * @who drivers of partner fleets
   */
  {
    path: '/driver/jjdetail',
    meta: { title: 'title.driver.jjdetail' },
    page: () => import('./pages/jj-detail'),
    firstScreen: true,
  },
  /**
   * the download page of the partner app (`jj`)
   * @who drivers of partner fleets
   */
  {
    path: '/driver/jjdownload',
    meta: { title: 'title.driver.jjdownload' },
    page: () => import('./pages/jj-download'),
    firstScreen: true,
  },
  /**
   * the download page of the ZYD app (`zyd`)
   * @who shippers on dedicated lines
   */
  {
    path: '/zyd/download',
    meta: { title: 'title.zyd.download' },
    page: () => import('./pages/zyd-download'),
    firstScreen: true,
  },
  /**
   * the download page of the broker app (`broker`)
   * @who freight brokers
   */
  {
    path: '/broker/download',
    meta: { title: 'title.broker.download' },
    page: () => import('./pages/broker-download'),
    firstScreen: true,
  },
  /**
   * the app of `:userTypeName` (shipper or driver; another word is not found) in the ad's palette,
   * naming the city of `:cityName` when it is a real one, and "报名成功" when the sign-up opened it
   * (history state) and the session is the user who signed up; opened from a link, nothing of it
   * @who after an ad sign-up
   * @table recruitment
   */
  {
    path: '/adlaunch/download/:color/:userTypeName/:cityName',
    meta: { title: 'title.adlaunch.download' },
    catalogue: adlaunchDownloadCatalogue,
    page: () => import('./pages/adlaunch-download'),
  },
  /**
   * @row /adlaunch/download/:color/:userTypeName/:cityName
   */
  {
    path: '/adlaunch/gl/download/:color/:userTypeName/:cityName',
    meta: { title: 'title.adlaunch.gl.download' },
    catalogue: adlaunchDownloadCatalogue,
    page: () => import('./pages/adlaunch-download'),
  },
]);
