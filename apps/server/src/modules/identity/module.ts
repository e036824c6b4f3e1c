// Identity (DESIGN.md §4): login by mobile number and SMS code, and the developer's window on the
// SMS outbox. Sessions themselves are the session plugin's (src/plugins/session.ts): every module
// reads `request.user` and calls `requireUser`.

import type { DomainModule } from '../domain-module.ts';
import { smsOutboxRoutes } from './dev-routes.ts';
import { type IdentityRoutesOptions, identityRoutes } from './routes.ts';

export function identityModule(options: IdentityRoutesOptions = {}): DomainModule {
  return {
    name: 'identity',
    endpoints: identityRoutes(options),
    devRoutes: smsOutboxRoutes,
  };
}
