import { defineRoutes } from '@/lib/routing/route-table';
import { epidemicCatalogue } from './i18n/catalogue';

// Routes of the epidemic feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts).
export const epidemicRoutes = defineRoutes('epidemic', epidemicCatalogue, [
  { path: '/epidemic', redirect: '/epidemic/index' },
  {
    path: '/epidemic/index',
    meta: { title: 'title.epidemic.index', needOasOpenId: true },
    firstScreen: 'frame',
    page: () => import('./pages/epidemic-index'),
  },
  {
    path: '/epidemic/chooseCity',
    meta: { title: 'title.epidemic.chooseCity' },
    page: () => import('./pages/choose-city'),
  },
  {
    path: '/epidemic/mapInfo',
    meta: { title: 'title.epidemic.mapInfo' },
    firstScreen: 'frame',
    page: () => import('./pages/map-info'),
  },
  {
    path: '/epidemic/broadcastList',
    meta: { title: 'title.epidemic.broadcastList' },
    page: () => import('./pages/broadcast-list'),
  },
  {
    path: '/epidemic/broadcastInfo',
    meta: { title: 'title.epidemic.broadcastInfo' },
    page: () => import('./pages/broadcast-info'),
  },
  {
    path: '/epidemic/post',
    meta: { title: 'title.epidemic.post' },
    page: () => import('./pages/post'),
  },
  {
    path: '/epidemic/level',
    meta: { title: 'title.epidemic.level', needOasOpenId: false },
    firstScreen: 'frame',
    page: () => import('./pages/level'),
  },
  {
    path: '/epidemic/policy',
    meta: { title: 'title.epidemic.policy', keepAlive: true },
    page: () => import('./pages/policy'),
  },
  {
    path: '/epidemic/detail',
    meta: { title: 'title.epidemic.detail' },
    page: () => import('./pages/policy-detail'),
  },
  {
    path: '/epidemic/login',
    meta: { title: 'title.epidemic.login' },
    page: () => import('./pages/epidemic-login'),
  },
]);
