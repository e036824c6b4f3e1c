// Shipments and flash-sale vehicle lines (issue 15).

import type { DomainModule } from '../../http/domain-module.ts';
import { shipmentOpsRoutes } from './ops-routes.ts';
import { publicShipmentRoutes } from './public-read.ts';
import shipmentRoutes from './routes.ts';
import { demoFlashSaleSeed, demoShipmentSeed } from './seed.ts';

export function shipmentsModule(): DomainModule {
  return {
    name: 'shipments',
    endpoints: shipmentRoutes,
    opsRoutes: shipmentOpsRoutes,
    publicRoutes: publicShipmentRoutes,
    seeds: [demoFlashSaleSeed, demoShipmentSeed],
  };
}
