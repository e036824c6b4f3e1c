// Loyalty (issue 17): the daily sign-in, tasks, grades and their rights, the activities running
// for a user type and the rewards received from them.

import type { DomainModule } from '../../http/domain-module.ts';
import { loyaltyOpsRoutes } from './ops-routes.ts';
import loyaltyRoutes from './routes.ts';
import { demoLoyaltySeed, gradesSeed } from './seed.ts';

export function loyaltyModule(): DomainModule {
  return {
    name: 'loyalty',
    endpoints: loyaltyRoutes,
    opsRoutes: loyaltyOpsRoutes,
    seeds: [gradesSeed, demoLoyaltySeed],
  };
}
