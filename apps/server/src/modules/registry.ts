// Every domain module the server runs, in one explicit list (no file-system discovery: what the
// server exposes is visible here). A new domain adds its folder and one line below.

import type { DomainModule } from './domain-module.ts';
import { identityModule } from './identity/module.ts';
import { demoUsersSeed } from './users/seed.ts';

export const domainModules: readonly DomainModule[] = [
  { name: 'users', seeds: [demoUsersSeed] },
  identityModule(),
];
