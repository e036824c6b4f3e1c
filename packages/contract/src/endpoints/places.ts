// Place search for the shipper's "fill in detailed address" page: the shipper types part of a
// place's name (a town, a county, a port area, a rail terminal, a logistics park) and picks one.
// The server searches offline data (the statistics bureau's towns and counties, and freight hubs
// written down by hand), so the page works without a map provider.

import * as z from 'zod';
import { defineEndpoint, QUIET_READ } from './common.ts';

/** What a place is: a town or street (乡镇/街道), a county (区县), or a freight hub. */
export const PLACE_KINDS = [
  'town',
  'county',
  'port',
  'rail_freight',
  'airport_cargo',
  'logistics_park',
] as const;

const regionName = z.string().min(1).max(50);
const englishName = z.string().min(1).max(100).nullable();

const placeHit = z.strictObject({
  /** The place's own name (花桥镇, 上海港洋山港区). */
  name: z.string().min(1).max(60),
  /** A hub's English name; null for towns and counties (their English names are not in the data). */
  nameEn: z.string().min(1).max(120).nullable(),
  kind: z.enum(PLACE_KINDS),
  /** The county it lies in (GB/T 2260, 6 digits); a county's own code for a county. */
  countyCode: z.string().regex(/^\d{6}$/),
  province: regionName,
  city: regionName,
  county: regionName,
  provinceEn: englishName,
  cityEn: englishName,
});

/** The most hits one search answers; the page shows them as one list. */
export const MAX_PLACE_HITS = 20;

// --- GET /api/places/search: places whose name (or region) holds every word of the query --------

/**
 * The query: words of a place name. Place names are letters and digits with a few separators, so
 * anything else (markup, quotes, control characters) is refused rather than searched for.
 */
const placeQuery = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(
    /^[\p{L}\p{M}\p{N}\p{Zs}·・.,，、;；/()（）'’-]*$/u,
    'letters, digits and separators only',
  );

export const searchPlacesRequest = z.strictObject({
  q: placeQuery,
  /** Only places in this city (a city code of the city picker's, regions/cn-regions.json). */
  cityCode: z
    .string()
    .max(6)
    .regex(/^\d{6}$/)
    .optional(),
});
export const searchPlacesResponse = z.strictObject({
  /** Best first: hubs, towns, counties whose name is the query, starts with it, holds it. */
  places: z.array(placeHit).max(MAX_PLACE_HITS),
});
export const searchPlaces = defineEndpoint({
  name: 'searchPlaces',
  method: 'GET',
  service: 'oms-service',
  path: '/api/places/search',
  caller: 'anyone',
  // Asked as the shipper types: the list shows its own state, never the page-blocking indicator.
  client: QUIET_READ,
  request: searchPlacesRequest,
  response: searchPlacesResponse,
  example: { q: '上海 洋山', cityCode: '310100' },
});
export type PlaceKind = (typeof PLACE_KINDS)[number];
export type PlaceHit = z.output<typeof placeHit>;
export type SearchPlacesRequest = z.input<typeof searchPlacesRequest>;
export type SearchPlacesData = z.output<typeof searchPlacesResponse>;
