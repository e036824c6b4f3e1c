// Operators (docs/design.md §7): accounts, sessions, the audit log and the API's own routes. Other
// modules add their operator routes through their own `opsRoutes` (registry.ts).

import type { DomainModule } from '../../http/domain-module.ts';
import { demoOperatorSeed } from './accounts.ts';
import { accountRoutes, auditRoutes, sessionRoutes } from './routes.ts';
import { sealTotpSecretsStep } from './totp-vault.ts';

export function operatorsModule(): DomainModule {
  return {
    name: 'operators',
    opsRoutes: [...sessionRoutes, ...auditRoutes, ...accountRoutes],
    seeds: [demoOperatorSeed],
    startupSteps: [sealTotpSecretsStep],
  };
}
