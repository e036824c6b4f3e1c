// Moderation: the machinery every kind of user post under review shares (submit with its caps, the
// operator's decision, the lists by state). It serves nothing itself: party posts and road reports
// are its kinds and serve their own endpoints (docs/decisions/029).

import type { DomainModule } from '../../http/domain-module.ts';

export function moderationModule(): DomainModule {
  return { name: 'moderation' };
}
