// Agreements: the newest version in effect of an agreement, and the agreements' texts.

import type { DomainModule } from '../../http/domain-module.ts';
import agreementRoutes from './routes.ts';
import { agreementsSeed } from './seed.ts';

export function agreementsModule(): DomainModule {
  return { name: 'agreements', endpoints: agreementRoutes, seeds: [agreementsSeed] };
}
