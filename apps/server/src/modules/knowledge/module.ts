// The knowledge base (docs/decisions/026-knowledge-base.md): help articles operators keep for
// shippers and drivers, and the feedback people send, which operators read in the operator API.

import type { DomainModule } from '../../http/domain-module.ts';
import { knowledgeOpsRoutes } from './ops-routes.ts';
import { publicKnowledgeRoutes } from './public-read.ts';
import knowledgeRoutes from './routes.ts';
import { knowledgeSeed } from './seed.ts';

export function knowledgeModule(): DomainModule {
  return {
    name: 'knowledge',
    endpoints: knowledgeRoutes,
    opsRoutes: knowledgeOpsRoutes,
    publicRoutes: publicKnowledgeRoutes,
    seeds: [knowledgeSeed],
  };
}
