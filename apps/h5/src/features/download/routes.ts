import { defineRoutes } from '@/lib/routing/route-table';
import { adlaunchDownloadCatalogue, downloadCatalogue } from './i18n/catalogue';

// Routes of the download feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
// Every download page is one component (components/download-page.tsx) for a different app.
export const downloadRoutes = defineRoutes('download', downloadCatalogue, [
  {
    path: '/customer/download',
    meta: { title: 'title.customer.download' },
    page: () => import('./pages/customer-download'),
    firstScreen: true,
  },
  {
    path: '/driver/download',
    meta: { title: 'title.driver.download' },
    page: () => import('./pages/driver-download'),
    firstScreen: true,
  },
  {
    path: '/driver/jjdetail',
    meta: { title: 'title.driver.jjdetail' },
    page: () => import('./pages/jj-detail'),
    firstScreen: true,
  },
  {
    path: '/driver/jjdownload',
    meta: { title: 'title.driver.jjdownload' },
    page: () => import('./pages/jj-download'),
    firstScreen: true,
  },
  {
    path: '/zyd/download',
    meta: { title: 'title.zyd.download' },
    page: () => import('./pages/zyd-download'),
    firstScreen: true,
  },
  {
    path: '/broker/download',
    meta: { title: 'title.broker.download' },
    page: () => import('./pages/broker-download'),
    firstScreen: true,
  },
  {
    path: '/adlaunch/download/:color/:userTypeName/:cityName',
    meta: { title: 'title.adlaunch.download' },
    catalogue: adlaunchDownloadCatalogue,
    page: () => import('./pages/adlaunch-download'),
  },
  {
    path: '/adlaunch/gl/download/:color/:userTypeName/:cityName',
    meta: { title: 'title.adlaunch.gl.download' },
    catalogue: adlaunchDownloadCatalogue,
    page: () => import('./pages/adlaunch-download'),
  },
]);
