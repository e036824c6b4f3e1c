// Campaigns: draws, gift packs and their rules (also as a public read, ADR 049), and the operators'
// campaign editing.

import type { DomainModule } from '../../http/domain-module.ts';
import { campaignOpsRoutes } from './ops-routes.ts';
import { publicCampaignRoutes } from './public-read.ts';
import campaignRoutes from './routes.ts';
import { demoCampaignsSeed } from './seed.ts';

export function campaignsModule(): DomainModule {
  return {
    name: 'campaigns',
    endpoints: campaignRoutes,
    opsRoutes: campaignOpsRoutes,
    publicRoutes: publicCampaignRoutes,
    seeds: [demoCampaignsSeed],
  };
}
