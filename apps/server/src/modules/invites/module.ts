// Invites: who sent an invitation link, and the demo links.

import type { DomainModule } from '../../http/domain-module.ts';
import inviteRoutes from './routes.ts';
import { demoInvitesSeed } from './seed.ts';

export function invitesModule(): DomainModule {
  return { name: 'invites', endpoints: inviteRoutes, seeds: [demoInvitesSeed] };
}
