import { defineRoutes } from '@/lib/routing/route-table';

// Routes of the guides feature with their meta (equal to shared/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const guidesRoutes = defineRoutes('guides', [
  { path: '/xcustomer/exception', meta: { title: 'title.xcustomer.exception' } },
  { path: '/specialroute', meta: { title: 'title.specialroute' } },
  { path: '/customer/driverTips', meta: { title: 'title.customer.driverTips' } },
  { path: '/driver/noviceGuide', meta: { title: 'title.driver.noviceGuide' } },
  { path: '/driver/douyin', meta: { title: 'title.driver.douyin' } },
  { path: '/driver/joinWechatGroup', meta: { title: 'title.driver.joinWechatGroup' } },
  { path: '/driver/hcb', meta: { title: 'title.driver.hcb' } },
]);
