// Campaigns: draws, gift packs and their rules, and the operators' campaign editing.

import type { DomainModule } from '../../http/domain-module.ts';
import { campaignOpsRoutes } from './ops-routes.ts';
import campaignRoutes from './routes.ts';
import { demoCampaignsSeed } from './seed.ts';

export function campaignsModule(): DomainModule {
  return {
    name: 'campaigns',
    endpoints: campaignRoutes,
    opsRoutes: campaignOpsRoutes,
    seeds: [demoCampaignsSeed],
  };
}
