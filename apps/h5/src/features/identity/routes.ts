import { defineRoutes } from '@/lib/routing/route-table';
import { identityCatalogue } from './i18n/catalogue';

// Routes of the identity feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const identityRoutes = defineRoutes('identity', identityCatalogue, [
  {
    path: '/clearuser',
    firstScreen: true,
    meta: { title: 'title.clearuser' },
    page: () => import('./pages/clear-user'),
  },
  {
    path: '/customer/login',
    firstScreen: true,
    meta: { title: 'title.customer.login' },
    page: () => import('./pages/customer-login'),
  },
  {
    path: '/c2c/login',
    meta: { title: 'title.c2c.login' },
    page: () => import('./pages/c2c-login'),
  },
  {
    path: '/c2c/clearuser',
    firstScreen: true,
    meta: { title: 'title.c2c.clearuser' },
    page: () => import('./pages/clear-user'),
  },
  {
    path: '/c2c/wxauth',
    openIdRelay: true,
    meta: { title: 'title.c2c.wxauth', noAutoTrack: true },
    page: () => import('./pages/c2c-wxauth'),
  },
  {
    path: '/c2c/choose',
    meta: { title: 'title.c2c.choose' },
    page: () => import('./pages/c2c-choose'),
    firstScreen: true,
  },
  {
    path: '/jimu-wxauth',
    openIdRelay: true,
    meta: { title: 'title.jimu-wxauth', noAutoTrack: true },
    page: () => import('./pages/jimu-wxauth'),
  },
  {
    path: '/jimu-only-wxauth',
    openIdRelay: true,
    meta: { title: 'title.jimu-only-wxauth', noAutoTrack: true },
    page: () => import('./pages/jimu-only-wxauth'),
  },
  {
    path: '/choose-jump-webapp',
    meta: { title: 'title.choose-jump-webapp' },
    page: () => import('./pages/choose-jump-webapp'),
    firstScreen: true,
  },
  {
    path: '/wake/mini/app/:client',
    meta: { title: 'title.wake.mini.app', noAutoTrack: true },
    params: { client: /^\w+$/ },
    page: () => import('./pages/wake-mini-app'),
  },
]);
