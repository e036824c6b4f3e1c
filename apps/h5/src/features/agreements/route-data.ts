import { defineRouteData } from '@/lib/routing/route-table';
import { agreementData } from './api/get-agreement';

// What the agreement pages ask the server for as they open (docs/decisions/025): the agreement.
export const agreementsRouteData = defineRouteData('agreements', {
  '/agent/contract': () => agreementData('agent-contract'),
  '/customer/platform-agreement/:id': ({ params }) => agreementData(params.id ?? ''),
  '/customer/ShipperContract': () => agreementData('shipper-contract'),
  '/customer/changeAdsChargeContract': () => agreementData('address-change-fee'),
});
