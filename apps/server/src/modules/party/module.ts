// The party-building area (docs/decisions/028-party-building.md): posts by users about their party
// branch's activities, shown to everyone once an operator has approved them in the operator API.

import type { DomainModule } from '../../http/domain-module.ts';
import { partyOpsRoutes } from './ops-routes.ts';
import partyRoutes from './routes.ts';
import { demoPartyPostsSeed } from './seed.ts';

export function partyModule(): DomainModule {
  return {
    name: 'party',
    endpoints: partyRoutes,
    opsRoutes: partyOpsRoutes,
    seeds: [demoPartyPostsSeed],
  };
}
