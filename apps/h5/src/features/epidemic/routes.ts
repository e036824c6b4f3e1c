import { defineRoutes } from '@/lib/routing/route-table';
import { epidemicCatalogue } from './i18n/catalogue';

// Routes of the epidemic feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts).
export const epidemicRoutes = defineRoutes('epidemic', epidemicCatalogue, [
  { path: '/epidemic', redirect: '/epidemic/index' },
  /**
   * road conditions of the chosen province: approved reports of the last 72 hours, newest first, ten
   * at a time (kind as a word, road, city, how long ago, who, text, photos full screen on a tap);
   * the way to report; risk levels, policies, map, broadcasts; one's own reports with their state
   * and a refusal's reason
   * @who drivers (open id inside WeChat); anyone
   */
  {
    path: '/epidemic/index',
    meta: { title: 'title.epidemic.index', needOasOpenId: true },
    firstScreen: 'frame',
    page: () => import('./pages/epidemic-index'),
  },
  /**
   * the provinces as big buttons (the chosen one pressed); the choice is kept and the visitor goes
   * back to the page that sent them (`index`, `level`, `policy`; any other `from` is road
   * conditions)
   * @who anyone
   * @query from=…
   */
  {
    path: '/epidemic/chooseCity',
    meta: { title: 'title.epidemic.chooseCity' },
    page: () => import('./pages/choose-city'),
  },
  /**
   * every province as a tile where it lies, coloured by its highest risk and lettered (a word in the
   * legend); the same as a list with the counts of high- and medium-risk areas and of road reports;
   * a province leads to its risk areas
   * @who anyone
   */
  {
    path: '/epidemic/mapInfo',
    meta: { title: 'title.epidemic.mapInfo' },
    firstScreen: 'frame',
    page: () => import('./pages/map-info'),
  },
  /**
   * the platform's broadcasts, newest first, ten at a time
   * @who anyone
   */
  {
    path: '/epidemic/broadcastList',
    meta: { title: 'title.epidemic.broadcastList' },
    page: () => import('./pages/broadcast-list'),
  },
  /**
   * one broadcast as text; withdrawn or unknown is a clear not-found, with the way back to the list
   * @who anyone
   * @query id=N
   */
  {
    path: '/epidemic/broadcastInfo',
    meta: { title: 'title.epidemic.broadcastInfo' },
    page: () => import('./pages/broadcast-info'),
  },
  /**
   * 'I want to report': city (province, then city), road and where on it (2-30), what it is
   * (checkpoint, closed, queue, open again), details (5-300, counted), up to three photos; kept for
   * the tab until sent; one report per tap; a refusal at its field; sent for review
   * @who drivers and shippers (logged in on the page)
   */
  {
    path: '/epidemic/post',
    meta: { title: 'title.epidemic.post' },
    page: () => import('./pages/post'),
  },
  /**
   * the province's (or one city's) areas of high and medium risk, high first, with when they were
   * last changed; none listed said plainly (a place not listed is low)
   * @who anyone (no open id, as the spec says)
   * @query province=…
   */
  {
    path: '/epidemic/level',
    meta: { title: 'title.epidemic.level', needOasOpenId: false },
    firstScreen: 'frame',
    page: () => import('./pages/level'),
  },
  /**
   * the chosen province's travel rules for truck drivers, the province's own first, then its
   * cities', each with a line and its date
   * @who anyone; kept mounted when left (spec: keepAlive)
   */
  {
    path: '/epidemic/policy',
    meta: { title: 'title.epidemic.policy', keepAlive: true },
    page: () => import('./pages/policy'),
  },
  /**
   * one policy as text, its place and date; unknown is a clear not-found, with the way back to the
   * policies
   * @who anyone
   * @query id=N
   */
  {
    path: '/epidemic/detail',
    meta: { title: 'title.epidemic.detail' },
    page: () => import('./pages/policy-detail'),
  },
  /**
   * log in or sign up as a driver, then `redirect` (in-app paths only), else road conditions
   * @who drivers
   * @query redirect=…
   */
  {
    path: '/epidemic/login',
    meta: { title: 'title.epidemic.login' },
    page: () => import('./pages/epidemic-login'),
  },
]);
