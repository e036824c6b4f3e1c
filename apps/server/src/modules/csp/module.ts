// CSP: the browsers' Content-Security-Policy violation reports, and the developers' list of them.

import type { DomainModule } from '../../http/domain-module.ts';
import { cspDevRoutes, cspReportRoutes } from './routes.ts';

export function cspModule(): DomainModule {
  return { name: 'csp', publicRoutes: cspReportRoutes, devRoutes: cspDevRoutes };
}
