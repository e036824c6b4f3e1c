// Identity (docs/design.md §4): login by mobile number and SMS code, and the developer's window on the
// SMS outbox. Sessions themselves are the session plugin's (src/plugins/session.ts): an endpoint's
// declared caller is enforced by serveEndpoint, and other routes call `requireUser`
// (src/http/session-user.ts). Leaving the platform is the users module's (users/routes.ts).

import type { DomainModule } from '../../http/domain-module.ts';
import { smsOutboxRoutes } from './dev-routes.ts';
import { type IdentityRoutesOptions, identityRoutes } from './routes.ts';

export function identityModule(options: IdentityRoutesOptions = {}): DomainModule {
  return {
    name: 'identity',
    endpoints: identityRoutes(options),
    devRoutes: smsOutboxRoutes,
  };
}
