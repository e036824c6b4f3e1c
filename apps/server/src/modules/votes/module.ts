// Votes: a driver's ballot in a running vote, and the demo votes.

import type { DomainModule } from '../../http/domain-module.ts';
import voteRoutes from './routes.ts';
import { demoVotesSeed } from './seed.ts';

export function votesModule(): DomainModule {
  return { name: 'votes', endpoints: voteRoutes, seeds: [demoVotesSeed] };
}
