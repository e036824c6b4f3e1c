import { defineRoutes } from '@/lib/routing/route-table';
import { identityCatalogue } from './i18n/catalogue';

// Routes of the identity feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const identityRoutes = defineRoutes('identity', identityCatalogue, [
  /**
   * confirm, log out, remove the stored user info and the analytics identity; logged in: delete the
   * account (ADR 039), what goes and what stays said before its confirmation
   * @who anyone on a shared phone; a person leaving
   */
  {
    path: '/clearuser',
    firstScreen: true,
    meta: { title: 'title.clearuser' },
    page: () => import('./pages/clear-user'),
  },
  /**
   * log in or sign up as a shipper
   * @who shippers
   */
  {
    path: '/customer/login',
    firstScreen: true,
    meta: { title: 'title.customer.login' },
    page: () => import('./pages/customer-login'),
  },
  /**
   * log in or sign up in the role chosen on `/c2c/choose` (a shipper unless `userType` is 3)
   * @who shippers or drivers (`?userType=1|3`)
   */
  {
    path: '/c2c/login',
    meta: { title: 'title.c2c.login' },
    page: () => import('./pages/c2c-login'),
  },
  /**
   * @row /clearuser
   */
  {
    path: '/c2c/clearuser',
    firstScreen: true,
    meta: { title: 'title.c2c.clearuser' },
    page: () => import('./pages/clear-user'),
  },
  /**
   * authorise, then the role choice of the invitation flow (or `?target=`)
   * @who visitors inside WeChat (elsewhere on at once)
   * @endpoints the WeChat trip of `lib/wechat`: `GET /wechat/oauth/authorize`, `POST oms-service
   * /api/wechat/oauth/exchange`
   * @table identity:relays
   */
  {
    path: '/c2c/wxauth',
    openIdRelay: true,
    meta: { title: 'title.c2c.wxauth', noAutoTrack: true },
    page: () => import('./pages/c2c-wxauth'),
  },
  /**
   * choose shipper or driver, then `/c2c/login`
   * @who visitors of an invitation
   */
  {
    path: '/c2c/choose',
    meta: { title: 'title.c2c.choose' },
    page: () => import('./pages/c2c-choose'),
    firstScreen: true,
  },
  /**
   * authorise and log in, then `?target=`
   * @who visitors inside WeChat (elsewhere on at once)
   * @endpoints the WeChat trip of `lib/wechat`: `GET /wechat/oauth/authorize`, `POST oms-service
   * /api/wechat/oauth/exchange`; the login
   * @table identity:relays
   */
  {
    path: '/jimu-wxauth',
    openIdRelay: true,
    meta: { title: 'title.jimu-wxauth', noAutoTrack: true },
    page: () => import('./pages/jimu-wxauth'),
  },
  /**
   * only authorise, then `?target=`
   * @who visitors inside WeChat (elsewhere on at once)
   * @endpoints the WeChat trip of `lib/wechat`: `GET /wechat/oauth/authorize`, `POST oms-service
   * /api/wechat/oauth/exchange`
   * @table identity:relays
   */
  {
    path: '/jimu-only-wxauth',
    openIdRelay: true,
    meta: { title: 'title.jimu-only-wxauth', noAutoTrack: true },
    page: () => import('./pages/jimu-only-wxauth'),
  },
  /**
   * choose which of the platform's apps to continue to (a shared link lands here); channel ids go
   * along
   * @who visitors
   * @table identity:relays
   */
  {
    path: '/choose-jump-webapp',
    meta: { title: 'title.choose-jump-webapp' },
    page: () => import('./pages/choose-jump-webapp'),
    firstScreen: true,
  },
  /**
   * which mini-program `:client` names, how to open it in WeChat, the app elsewhere (`:client` takes
   * word characters only)
   * @who visitors
   * @table identity:relays
   */
  {
    path: '/wake/mini/app/:client',
    meta: { title: 'title.wake.mini.app', noAutoTrack: true },
    params: { client: /^\w+$/ },
    page: () => import('./pages/wake-mini-app'),
  },
]);
