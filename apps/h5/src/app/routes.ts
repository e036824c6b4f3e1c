import { agreementsRoutes } from '@/features/agreements/routes';
import { campaignsRoutes } from '@/features/campaigns/routes';
import { contentRoutes } from '@/features/content/routes';
import { downloadRoutes } from '@/features/download/routes';
import { driverVerificationRoutes } from '@/features/driver-verification/routes';
import { epidemicRoutes } from '@/features/epidemic/routes';
import { guidesRoutes } from '@/features/guides/routes';
import { identityRoutes } from '@/features/identity/routes';
import { loyaltyRoutes } from '@/features/loyalty/routes';
import { recruitmentRoutes } from '@/features/recruitment/routes';
import { referralRoutes } from '@/features/referral/routes';
import { shipmentsRoutes } from '@/features/shipments/routes';
import type { FeatureRoutes } from '@/lib/routing/route-table';

/** Every feature's route table; the router is built from this list alone. */
export const featureRouteTables: readonly FeatureRoutes[] = [
  downloadRoutes,
  recruitmentRoutes,
  identityRoutes,
  driverVerificationRoutes,
  guidesRoutes,
  agreementsRoutes,
  epidemicRoutes,
  referralRoutes,
  shipmentsRoutes,
  campaignsRoutes,
  loyaltyRoutes,
  contentRoutes,
];
