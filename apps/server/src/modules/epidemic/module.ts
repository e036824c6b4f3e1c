// The epidemic pages (docs/decisions/029-road-conditions-and-epidemic-information.md): road
// conditions drivers report and operators approve, the areas of raised risk, travel policies and
// broadcasts as operators keep them in the operator API.

import type { DomainModule } from '../../http/domain-module.ts';
import { epidemicOpsRoutes } from './ops-routes.ts';
import epidemicRoutes from './routes.ts';
import { demoEpidemicSeed } from './seed.ts';

export function epidemicModule(): DomainModule {
  return {
    name: 'epidemic',
    endpoints: epidemicRoutes,
    opsRoutes: epidemicOpsRoutes,
    seeds: [demoEpidemicSeed],
  };
}
