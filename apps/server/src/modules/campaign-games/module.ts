// The cut-price and collect-words games (docs/decisions/030-cut-price-and-collect-words.md): two
// kinds of campaign played on their own endpoints, their prize given through the value core.
// Operators create them on the campaign API (modules/campaigns/ops-routes.ts) with their terms.

import type { DomainModule } from '../../http/domain-module.ts';
import campaignGameRoutes from './routes.ts';
import { demoCampaignGamesSeed } from './seed.ts';

export function campaignGamesModule(): DomainModule {
  return { name: 'campaign-games', endpoints: campaignGameRoutes, seeds: [demoCampaignGamesSeed] };
}
