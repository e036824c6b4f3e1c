// oms-service GET /api/places/search: places for the shipper's "fill in detailed address" page,
// from a PlaceSource (source.ts): the offline data of search.ts unless a map service's adapter is
// given. Both languages' names are in each hit, so the page shows the reader's. A city code that
// is no city's finds nothing (an empty list, not an error: the page may hold a city the data has
// since dropped).

import { searchPlaces } from '@freight/contract/endpoints/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { offlinePlaces, type PlaceSource } from './source.ts';

export function placesRoutes(source: PlaceSource = offlinePlaces): FastifyPluginAsyncZod {
  return async (app) => {
    serveEndpoint(app, searchPlaces, async ({ fields: { q, cityCode } }) => ({
      places: await source.search(q, cityCode === undefined ? {} : { cityCode }),
    }));
  };
}

export default placesRoutes();
