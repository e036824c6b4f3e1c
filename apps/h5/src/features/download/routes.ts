import { defineRoutes } from '@/lib/routing/route-table';

// Routes of the download feature with their meta (equal to shared/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const downloadRoutes = defineRoutes('download', [
  { path: '/customer/download', meta: { title: 'title.customer.download' } },
  { path: '/driver/download', meta: { title: 'title.driver.download' } },
  { path: '/driver/jjdetail', meta: { title: 'title.driver.jjdetail' } },
  { path: '/driver/jjdownload', meta: { title: 'title.driver.jjdownload' } },
  { path: '/zyd/download', meta: { title: 'title.zyd.download' } },
  { path: '/broker/download', meta: { title: 'title.broker.download' } },
]);
