import { defineRoutes } from '@/lib/routing/route-table';

// Routes of the guides feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const guidesRoutes = defineRoutes('guides', [
  {
    path: '/xcustomer/exception',
    meta: { title: 'title.xcustomer.exception' },
    page: () => import('./pages/xcustomer-exception'),
  },
  {
    path: '/specialroute',
    meta: { title: 'title.specialroute' },
    page: () => import('./pages/special-route'),
  },
  {
    path: '/customer/driverTips',
    meta: { title: 'title.customer.driverTips' },
    page: () => import('./pages/driver-tips'),
  },
  {
    path: '/driver/noviceGuide',
    meta: { title: 'title.driver.noviceGuide' },
    page: () => import('./pages/novice-guide'),
  },
  {
    path: '/driver/douyin',
    meta: { title: 'title.driver.douyin' },
    page: () => import('./pages/douyin'),
  },
  {
    path: '/driver/joinWechatGroup',
    meta: { title: 'title.driver.joinWechatGroup' },
    page: () => import('./pages/join-wechat-group'),
  },
  { path: '/driver/hcb', meta: { title: 'title.driver.hcb' }, page: () => import('./pages/hcb') },
]);
