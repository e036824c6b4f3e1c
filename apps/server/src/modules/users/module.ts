// Users: the operators' view of a user (ops/api/users) and the demo users that other demo data
// refers to.

import type { DomainModule } from '../../http/domain-module.ts';
import { userOpsRoutes } from './ops-routes.ts';
import userRoutes from './routes.ts';
import { demoUsersSeed } from './seed.ts';

export function usersModule(): DomainModule {
  return { name: 'users', endpoints: userRoutes, opsRoutes: userOpsRoutes, seeds: [demoUsersSeed] };
}
