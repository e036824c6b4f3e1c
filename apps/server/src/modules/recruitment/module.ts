// Recruitment: the sign-up of the SEM and ad landing pages (SMS code, lead, login).

import type { DomainModule } from '../../http/domain-module.ts';
import recruitmentRoutes from './routes.ts';

export function recruitmentModule(): DomainModule {
  return { name: 'recruitment', endpoints: recruitmentRoutes };
}
