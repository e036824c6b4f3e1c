// oms-service GET /api/places/search: places for the shipper's "fill in detailed address" page,
// searched in the offline data of search.ts. Both languages' names are in each hit, so the page
// shows the reader's. A city code that is no city's finds nothing (an empty list, not an error:
// the page may hold a city the data has since dropped).

import { searchPlaces } from '@freight/contract/endpoints/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { searchPlaces as findPlaces } from './search.ts';

const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, searchPlaces, async ({ fields: { q, cityCode } }) => ({
    places: findPlaces(q, cityCode === undefined ? {} : { cityCode }),
  }));
};

export default placesRoutes;
