// Places: the search behind the shipper's detailed-address page.

import type { DomainModule } from '../../http/domain-module.ts';
import placesRoutes from './routes.ts';

export function placesModule(): DomainModule {
  return { name: 'places', endpoints: placesRoutes };
}
