// Driver education (docs/decisions/027-driver-education.md): courses on the platform's rules with
// an exam scored on the server, the drivers' attempts recorded, which operators read in the
// operator API.

import type { DomainModule } from '../../http/domain-module.ts';
import { eduOpsRoutes } from './ops-routes.ts';
import eduRoutes from './routes.ts';
import { eduSeed } from './seed.ts';

export function eduModule(): DomainModule {
  return {
    name: 'edu',
    endpoints: eduRoutes,
    opsRoutes: eduOpsRoutes,
    seeds: [eduSeed],
  };
}
