import { defineRoutes } from '@/lib/routing/route-table';
import { epidemicCatalogue } from './i18n/catalogue';

// Routes of the epidemic feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const epidemicRoutes = defineRoutes('epidemic', epidemicCatalogue, [
  { path: '/epidemic', redirect: '/epidemic/index' },
  { path: '/epidemic/index', meta: { title: 'title.epidemic.index', needOasOpenId: true } },
  { path: '/epidemic/chooseCity', meta: { title: 'title.epidemic.chooseCity' } },
  { path: '/epidemic/mapInfo', meta: { title: 'title.epidemic.mapInfo' } },
  { path: '/epidemic/broadcastList', meta: { title: 'title.epidemic.broadcastList' } },
  { path: '/epidemic/broadcastInfo', meta: { title: 'title.epidemic.broadcastInfo' } },
  { path: '/epidemic/post', meta: { title: 'title.epidemic.post' } },
  { path: '/epidemic/level', meta: { title: 'title.epidemic.level', needOasOpenId: false } },
  { path: '/epidemic/policy', meta: { title: 'title.epidemic.policy', keepAlive: true } },
  { path: '/epidemic/detail', meta: { title: 'title.epidemic.detail' } },
  { path: '/epidemic/login', meta: { title: 'title.epidemic.login' } },
]);
