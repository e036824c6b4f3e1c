// Activity stock: flash-sale (seckill) sessions and the hot stock of limited prizes.

import type { DomainModule } from '../../http/domain-module.ts';
import seckillRoutes from './seckill-routes.ts';
import { demoSeckillSeed } from './seed.ts';

export function activityStockModule(): DomainModule {
  return { name: 'activity-stock', endpoints: seckillRoutes, seeds: [demoSeckillSeed] };
}
