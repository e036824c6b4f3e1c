import { agreementsRouteData } from '@/features/agreements/route-data';
import { contentRouteData } from '@/features/content/route-data';
import { referralRouteData } from '@/features/referral/route-data';
import type { FeatureRouteData } from '@/lib/routing/route-table';

/** Every feature's route data (docs/decisions/025); src/app/routes.test.ts checks their paths. */
export const featureRouteData: readonly FeatureRouteData[] = [
  agreementsRouteData,
  contentRouteData,
  referralRouteData,
];
