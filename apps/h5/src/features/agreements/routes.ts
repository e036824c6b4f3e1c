import { defineRoutes } from '@/lib/routing/route-table';
import { agreementsCatalogue } from './i18n/catalogue';

// Routes of the agreements feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const agreementsRoutes = defineRoutes('agreements', agreementsCatalogue, [
  /**
   * the agreement: `agent-contract`
   * @who anyone (linked from forms and the apps)
   */
  {
    path: '/agent/contract',
    meta: { title: 'title.agent.contract' },
    page: () => import('./pages/agent-contract'),
  },
  /**
   * the agreement: any (the login form links `platform-service`)
   * @who anyone (linked from forms and the apps)
   */
  {
    path: '/customer/platform-agreement/:id',
    meta: { title: 'title.customer.platform-agreement' },
    page: () => import('./pages/platform-agreement'),
  },
  /**
   * the agreement: `shipper-contract` (cargo transport agreement)
   * @who anyone (linked from forms and the apps)
   */
  {
    path: '/customer/ShipperContract',
    meta: { title: 'title.customer.ShipperContract' },
    page: () => import('./pages/shipper-contract'),
  },
  /**
   * the agreement: `address-change-fee` (address change fee standard)
   * @who anyone (linked from forms and the apps)
   */
  {
    path: '/customer/changeAdsChargeContract',
    meta: { title: 'title.customer.changeAdsChargeContract' },
    page: () => import('./pages/address-change-fee'),
  },
]);
