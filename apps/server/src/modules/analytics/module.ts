// Analytics (SPEC §4, §6; docs/design.md §2): the embedded Sensors-compatible collector, field Web
// Vitals, the operators' vitals summary (/ops/api/vitals), and the developers' view of stored events.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainModule } from '../../http/domain-module.ts';
import collectorRoutes from './collector-routes.ts';
import analyticsDevRoutes from './dev-routes.ts';
import { oldVitalsRedirect, vitalsOpsRoutes } from './ops-routes.ts';
import { scheduleAnalyticsRetention } from './retention.ts';
import vitalsRoutes from './vitals-routes.ts';

// Each in its own scope: the collector and the vitals endpoint parse their bodies differently.
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleAnalyticsRetention(app);
  if (app.config.analyticsCollector === 'embedded') await app.register(collectorRoutes);
  await app.register(vitalsRoutes);
  await app.register(oldVitalsRedirect);
};

export function analyticsModule(): DomainModule {
  return {
    name: 'analytics',
    publicRoutes,
    devRoutes: analyticsDevRoutes,
    opsRoutes: vitalsOpsRoutes,
  };
}
