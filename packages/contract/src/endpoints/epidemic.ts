// Epidemic information for people on the road (/epidemic/…): road conditions drivers report and
// operators approve, the areas of raised risk and each province's travel rules as operators keep
// them, and the operators' broadcasts (docs/decisions/029-road-conditions-and-epidemic-information.md).
// Everything is text, never HTML; places are the regions' codes (packages/contract/src/regions).
import * as z from 'zod';
import { findCity, REGIONS } from '../regions/index.ts';
import { publicAuthor } from './identity.ts';
import {
  defineEndpoint,
  isoDateTime,
  OWN_SKELETON,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  requestId,
  resourceUrl,
  rowIdParam as id,
  uploadKey,
} from './common.ts';
import {
  EPIDEMIC_PAGE_SIZE,
  PROVINCE_CODE,
  RISK_LEVELS,
  ROAD_REPORT,
  ROAD_REPORT_KINDS,
  ROAD_REPORT_STATES,
} from './epidemic-values.ts';
import { LINES_TEXT, ONE_LINE_TEXT } from '../rules/text.ts';
import { textSections } from '../rules/sections.ts';

/** A province of the regions list, by code. */
export const provinceCode = z
  .string()
  .regex(PROVINCE_CODE, 'city.unknown')
  .refine((code) => REGIONS.some(([province]) => province === code), 'city.unknown');

/** A city of the regions list, by code. */
export const epidemicCityCode = z
  .string()
  .refine((code) => findCity(code) !== null, 'city.unknown');

/** A city's code in an answer: the pages look its English name up by it. */
const answerCityCode = z.string().regex(/^\d{6}$/);

/** Text in paragraphs with headings, as operators keep it (as a knowledge article's). */
const sections = textSections;
export type EpidemicSections = z.output<typeof sections>;

// --- Road conditions -----------------------------------------------------------------------------

const roadReport = z.strictObject({
  id: z.int().positive(),
  kind: z.enum(ROAD_REPORT_KINDS),
  /** The place's codes: the pages look up its English names by them. */
  provinceCode: z.string().regex(PROVINCE_CODE),
  cityCode: answerCityCode,
  provinceName: z.string().max(20),
  cityName: z.string().max(20),
  road: z.string().min(1).max(ROAD_REPORT.roadMax),
  /** Paragraphs as the reporter wrote them (split at line breaks), as text. */
  paragraphs: z.array(z.string().min(1).max(ROAD_REPORT.textMax)).min(1),
  photoUrls: z.array(resourceUrl).max(ROAD_REPORT.photosMax),
  /** Who reported, as others may see them: a driver (or a shipper), the mobile masked. */
  reporter: publicAuthor,
  /** When it was sent: how fresh the news is. */
  reportedAt: isoDateTime,
});
export type RoadReport = z.output<typeof roadReport>;

export const listRoadReportsRequest = z.strictObject({
  province: provinceCode,
  /** Only this city (of the province). */
  city: epidemicCityCode.optional(),
  /** The id of the last report of the page before (newest first); none for the first page. */
  before: id.optional(),
});
export type ListRoadReportsRequest = z.input<typeof listRoadReportsRequest>;
export const listRoadReportsResponse = z.strictObject({
  /** Published reports sent within the last ROAD_REPORT_HOURS, newest first. */
  reports: z.array(roadReport).max(EPIDEMIC_PAGE_SIZE),
  more: z.boolean(),
});
export type ListRoadReportsData = z.output<typeof listRoadReportsResponse>;

export const listRoadReports = defineEndpoint({
  name: 'listRoadReports',
  method: 'GET',
  service: 'oms-service',
  path: '/api/epidemic/roads',
  caller: 'anyone',
  client: OWN_SKELETON,
  request: listRoadReportsRequest,
  response: listRoadReportsResponse,
  example: { province: '320000' },
});

export const submitRoadReportRequest = z.strictObject({
  /** The city the road is in (its province follows). */
  city: epidemicCityCode,
  /** The road and where on it: `G2 京沪高速 无锡东出口`. */
  road: z
    .string()
    .trim()
    .min(ROAD_REPORT.roadMin, 'road.name')
    .max(ROAD_REPORT.roadMax, 'road.name')
    .regex(ONE_LINE_TEXT, 'text.characters'),
  kind: z.enum(ROAD_REPORT_KINDS, 'choice'),
  text: z
    .string()
    .trim()
    .min(ROAD_REPORT.textMin, 'road.text')
    .max(ROAD_REPORT.textMax, 'road.text')
    .regex(LINES_TEXT, 'text.characters'),
  /** Keys of the caller's own uploads (getQiniuToken), in the order shown. */
  photoKeys: z.array(uploadKey).max(ROAD_REPORT.photosMax).optional(),
  /** The tap's key: a retry after a lost answer repeats the first answer, nothing is stored twice. */
  requestId,
});
export type SubmitRoadReportRequest = z.input<typeof submitRoadReportRequest>;
export const submitRoadReportResponse = z.strictObject({
  id: z.int().positive(),
  state: z.literal('pending'),
});

export const submitRoadReport = defineEndpoint({
  name: 'submitRoadReport',
  method: 'POST',
  service: 'oms-service',
  path: '/api/epidemic/report',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: submitRoadReportRequest,
  response: submitRoadReportResponse,
  example: {
    city: '320200',
    road: 'G2 京沪高速 无锡东出口',
    kind: 'queue',
    text: '出口排队约两公里，预计等候半小时。',
    requestId: 'r0a1d2r3e4p5o6r7',
  },
});

export const myRoadReportsRequest = z.strictObject({});
export const myRoadReportsResponse = z.strictObject({
  /** The caller's reports, newest first, whatever their state (at most the last 20). */
  reports: z
    .array(
      z.strictObject({
        id: z.int().positive(),
        kind: z.enum(ROAD_REPORT_KINDS),
        cityCode: answerCityCode,
        cityName: z.string().max(20),
        road: z.string().min(1).max(ROAD_REPORT.roadMax),
        state: z.enum(ROAD_REPORT_STATES),
        rejectReason: z.string().max(200).nullable(),
        createdAt: isoDateTime,
      }),
    )
    .max(20),
});
export type MyRoadReportsData = z.output<typeof myRoadReportsResponse>;

export const myRoadReports = defineEndpoint({
  name: 'myRoadReports',
  method: 'GET',
  service: 'oms-service',
  path: '/api/epidemic/mine',
  caller: 'user',
  client: OWN_SKELETON,
  request: myRoadReportsRequest,
  response: myRoadReportsResponse,
  example: {},
});

// --- Risk levels and the map ---------------------------------------------------------------------

export const getRiskAreasRequest = z.strictObject({
  province: provinceCode,
  city: epidemicCityCode.optional(),
});
export type GetRiskAreasRequest = z.input<typeof getRiskAreasRequest>;
export const getRiskAreasResponse = z.strictObject({
  /** Areas of medium or high risk, high first, then by city and name; any place not listed is low. */
  areas: z
    .array(
      z.strictObject({
        cityCode: z.string(),
        cityName: z.string().max(20),
        /** The district, town or street as the authorities name it. */
        area: z.string().min(1).max(40),
        level: z.enum(RISK_LEVELS),
        updatedAt: isoDateTime,
      }),
    )
    .max(500),
  /** When an operator last changed the province's list; null if never. */
  updatedAt: isoDateTime.nullable(),
});
export type RiskAreasData = z.output<typeof getRiskAreasResponse>;

export const getRiskAreas = defineEndpoint({
  name: 'getRiskAreas',
  method: 'GET',
  service: 'oms-service',
  path: '/api/epidemic/levels',
  caller: 'anyone',
  client: OWN_SKELETON,
  request: getRiskAreasRequest,
  response: getRiskAreasResponse,
  example: { province: '310000' },
});

export const getEpidemicMapRequest = z.strictObject({});
export const getEpidemicMapResponse = z.strictObject({
  /** Every province of the regions list, in its order. */
  provinces: z
    .array(
      z.strictObject({
        code: z.string().regex(PROVINCE_CODE),
        name: z.string().max(20),
        high: z.int().nonnegative(),
        medium: z.int().nonnegative(),
        /** Published road reports of the last ROAD_REPORT_HOURS. */
        reports: z.int().nonnegative(),
      }),
    )
    .max(40),
  updatedAt: isoDateTime.nullable(),
});
export type EpidemicMapData = z.output<typeof getEpidemicMapResponse>;

export const getEpidemicMap = defineEndpoint({
  name: 'getEpidemicMap',
  method: 'GET',
  service: 'oms-service',
  path: '/api/epidemic/map',
  caller: 'anyone',
  client: OWN_SKELETON,
  request: getEpidemicMapRequest,
  response: getEpidemicMapResponse,
  example: {},
});

// --- Travel policies -----------------------------------------------------------------------------

export const listTravelPoliciesRequest = z.strictObject({ province: provinceCode });
export const listTravelPoliciesResponse = z.strictObject({
  /** The province's own rules first (city null), then its cities' by name. */
  policies: z
    .array(
      z.strictObject({
        id: z.int().positive(),
        cityName: z.string().max(20).nullable(),
        title: z.string().min(1).max(60),
        summary: z.string().max(120),
        updatedAt: isoDateTime,
      }),
    )
    .max(100),
});
export type TravelPoliciesData = z.output<typeof listTravelPoliciesResponse>;

export const listTravelPolicies = defineEndpoint({
  name: 'listTravelPolicies',
  method: 'GET',
  service: 'oms-service',
  path: '/api/epidemic/policies',
  caller: 'anyone',
  client: OWN_SKELETON,
  request: listTravelPoliciesRequest,
  response: listTravelPoliciesResponse,
  example: { province: '310000' },
});

export const getTravelPolicyRequest = z.strictObject({ id });
export const getTravelPolicyResponse = z.strictObject({
  id: z.int().positive(),
  provinceCode: z.string().regex(PROVINCE_CODE),
  provinceName: z.string().max(20),
  /** The city's code for a city's policy (its English name is looked up by it), else null. */
  cityCode: answerCityCode.nullable(),
  cityName: z.string().max(20).nullable(),
  title: z.string().min(1).max(60),
  summary: z.string().max(120),
  sections,
  updatedAt: isoDateTime,
});
export type TravelPolicy = z.output<typeof getTravelPolicyResponse>;

export const getTravelPolicy = defineEndpoint({
  name: 'getTravelPolicy',
  method: 'GET',
  service: 'oms-service',
  path: '/api/epidemic/policy',
  caller: 'anyone',
  client: QUIET_READ,
  request: getTravelPolicyRequest,
  response: getTravelPolicyResponse,
  example: { id: 1 },
});

// --- Broadcasts ----------------------------------------------------------------------------------

export const listEpidemicBroadcastsRequest = z.strictObject({
  /** The id of the last broadcast of the page before (newest first); none for the first page. */
  before: id.optional(),
});
export const listEpidemicBroadcastsResponse = z.strictObject({
  broadcasts: z
    .array(
      z.strictObject({
        id: z.int().positive(),
        title: z.string().min(1).max(60),
        summary: z.string().max(120),
        publishedAt: isoDateTime,
      }),
    )
    .max(EPIDEMIC_PAGE_SIZE),
  more: z.boolean(),
});
export type EpidemicBroadcastsData = z.output<typeof listEpidemicBroadcastsResponse>;

export const listEpidemicBroadcasts = defineEndpoint({
  name: 'listEpidemicBroadcasts',
  method: 'GET',
  service: 'oms-service',
  path: '/api/epidemic/broadcasts',
  caller: 'anyone',
  client: OWN_SKELETON,
  request: listEpidemicBroadcastsRequest,
  response: listEpidemicBroadcastsResponse,
  example: {},
});

export const getEpidemicBroadcastRequest = z.strictObject({ id });
export const getEpidemicBroadcastResponse = z.strictObject({
  id: z.int().positive(),
  title: z.string().min(1).max(60),
  summary: z.string().max(120),
  sections,
  publishedAt: isoDateTime,
});
export type EpidemicBroadcast = z.output<typeof getEpidemicBroadcastResponse>;

export const getEpidemicBroadcast = defineEndpoint({
  name: 'getEpidemicBroadcast',
  method: 'GET',
  service: 'oms-service',
  path: '/api/epidemic/broadcast',
  caller: 'anyone',
  client: QUIET_READ,
  request: getEpidemicBroadcastRequest,
  response: getEpidemicBroadcastResponse,
  example: { id: 1 },
});
