// Reports on data the server already keeps (docs/decisions/031): a shipper's month, a driver's
// year and its share link, a referral programme's leaderboard, the red-packet activities running.
// No tables of its own; its demo seed gives the demo accounts a history to report on.

import type { DomainModule } from '../../http/domain-module.ts';
import reportRoutes from './routes.ts';
import { demoReportsSeed } from './seed.ts';

export function reportsModule(): DomainModule {
  return { name: 'reports', endpoints: reportRoutes, seeds: [demoReportsSeed] };
}
