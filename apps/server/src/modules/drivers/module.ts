// Drivers: a driver's profile and certification, the operators' review, and the sealing of ID
// card numbers at start.

import type { DomainModule } from '../../http/domain-module.ts';
import { sealIdCardsStep } from './id-card-vault.ts';
import { driverOpsRoutes } from './ops-routes.ts';
import driverRoutes from './routes.ts';
import { demoDriverProfileSeed } from './seed.ts';

export function driversModule(): DomainModule {
  return {
    name: 'drivers',
    endpoints: driverRoutes,
    opsRoutes: driverOpsRoutes,
    seeds: [demoDriverProfileSeed],
    startupSteps: [sealIdCardsStep],
  };
}
