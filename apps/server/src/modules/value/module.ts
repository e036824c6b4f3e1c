// Value: the points ledger, coupons and the wallet, and the operators' coupon templates.

import type { DomainModule } from '../../http/domain-module.ts';
import { valueOpsRoutes } from './ops-routes.ts';
import valueRoutes from './routes.ts';
import { demoValueSeed } from './seed.ts';

export function valueModule(): DomainModule {
  return {
    name: 'value',
    endpoints: valueRoutes,
    opsRoutes: valueOpsRoutes,
    seeds: [demoValueSeed],
  };
}
