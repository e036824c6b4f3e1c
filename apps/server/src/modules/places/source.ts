// Where the address page's places come from. Offline by default: the towns, counties and freight
// hubs of data/ (search.ts), no network and no key. A map service (a place-search API) is another
// PlaceSource: its adapter answers the same hits (a county code for each, so the stop's city can be
// checked against the line), and the route is built with it (placesRoutes(source)); the offline
// source stays the fallback for when the service is down or out of quota.

import type { PlaceHit } from '@freight/contract/endpoints/places';
import { type PlaceSearchOptions, searchPlaces } from './search.ts';

export interface PlaceSource {
  search(query: string, options: PlaceSearchOptions): Promise<PlaceHit[]>;
}

export const offlinePlaces: PlaceSource = {
  search: async (query, options) => searchPlaces(query, options),
};
