// App center: the latest release of each native app, for the download pages and the in-app
// upgrade prompt, and the releases loaded in every environment.

import type { DomainModule } from '../../http/domain-module.ts';
import appCenterRoutes from './routes.ts';
import { appReleasesSeed } from './seed.ts';

export function appCenterModule(): DomainModule {
  return { name: 'app-center', endpoints: appCenterRoutes, seeds: [appReleasesSeed] };
}
