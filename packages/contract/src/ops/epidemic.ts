// The operator API's epidemic information (docs/decisions/029-road-conditions-and-epidemic-
// information.md): drivers' road reports moderated as party posts are, the broadcasts, each
// province's areas of raised risk and its travel policies; every change audited.

import * as z from 'zod';
import { rowIdParam } from '../endpoints/common.ts';
import { epidemicCityCode, provinceCode } from '../endpoints/epidemic.ts';
import { publicAuthor } from '../endpoints/identity.ts';
import { operatorSectionsText } from '../rules/sections.ts';
import {
  RISK_LEVELS,
  ROAD_REPORT_KINDS,
  ROAD_REPORT_STATES,
} from '../endpoints/epidemic-values.ts';
import { ONE_LINE_TEXT } from '../rules/text.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { moderationListQuery, moderationReasonRequest, moderationRowFields } from './moderation.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';

// --- road reports ---------------------------------------------------------------------------------

/** Road reports of one state (pending by default), a page at a time (ops/moderation.ts). */
export const roadReportListQuery = moderationListQuery(ROAD_REPORT_STATES);

export const opsRoadReportRow = z.strictObject({
  id: z.int().positive(),
  kind: z.enum(ROAD_REPORT_KINDS),
  provinceName: z.string(),
  cityName: z.string(),
  road: z.string(),
  /** As written, line breaks kept (text, never HTML). */
  text: z.string(),
  photoUrls: z.array(z.string()),
  /** As the users' pages show it: a driver (or a shipper), the mobile masked. */
  reporter: publicAuthor,
  ...moderationRowFields(ROAD_REPORT_STATES),
});
export type OpsRoadReportRow = z.output<typeof opsRoadReportRow>;
export const opsRoadReportPage = opsPageOf(opsRoadReportRow);
export type OpsRoadReportPage = z.output<typeof opsRoadReportPage>;

export const epidemicIdParams = z.strictObject({
  id: rowIdParam,
});

/**
 * POST /ops/api/epidemic/reports/:id/approve (no body), /reject (a pending report) and /unpublish
 * (a published one) with the reason the reporter reads; audited as `road_report.<verb>`, answered
 * with the report as `OpsRoadReportRow`; a report in another state is 409.
 */
export const roadReportReasonRequest = moderationReasonRequest;

export const listRoadReportsByState = defineOpsEndpoint({
  name: 'listRoadReportsByState',
  method: 'GET',
  path: '/epidemic/reports',
  role: 'viewer',
  query: roadReportListQuery,
  response: opsRoadReportPage,
  summary:
    "Drivers' road reports of one state (`pending` by default, `published`, `rejected`), a page at a time: pending oldest first (the queue), published by publication, rejected by the last decision, newest first; each reporter as the pages show it (mobile masked); not audited.",
  example: { query: { state: 'pending', page: 1, pageSize: 20 } },
});

export const approveRoadReport = defineOpsEndpoint({
  name: 'approveRoadReport',
  method: 'POST',
  path: '/epidemic/reports/:id/approve',
  role: 'operator',
  params: epidemicIdParams,
  response: opsRoadReportRow,
  summary:
    'Publishes a pending road report (no body; audited as `road_report.approve` with the state before and after, in the same transaction under a row lock); answers the report. 404 (4040) unknown; 409 (4090) when not pending, recording nothing.',
  example: { params: { id: 4 } },
});

export const rejectRoadReport = defineOpsEndpoint({
  name: 'rejectRoadReport',
  method: 'POST',
  path: '/epidemic/reports/:id/reject',
  role: 'operator',
  params: epidemicIdParams,
  body: roadReportReasonRequest,
  response: opsRoadReportRow,
  summary:
    'Turns a pending road report down with `{ reason }` (1 to 200 characters, one line), which the reporter reads (audited as `road_report.reject` with the state and reason before and after); answers the report. 404 (4040) unknown; 409 (4090) when not pending; 422 a bad reason.',
  example: { params: { id: 4 }, body: { reason: '照片看不清路段，请补充后重新提交' } },
});

export const unpublishRoadReport = defineOpsEndpoint({
  name: 'unpublishRoadReport',
  method: 'POST',
  path: '/epidemic/reports/:id/unpublish',
  role: 'operator',
  params: epidemicIdParams,
  body: roadReportReasonRequest,
  response: opsRoadReportRow,
  summary:
    'Takes a published road report down with `{ reason }` (as reject): it becomes rejected, `publishedAt` kept (audited as `road_report.unpublish`); answers the report. 404 (4040) unknown; 409 (4090) when not published; 422 a bad reason.',
  example: { params: { id: 1 }, body: { reason: '查验点已撤除，路况已恢复' } },
});

// --- broadcasts -----------------------------------------------------------------------------------

/** Broadcasts newest first, withdrawn ones included (marked). */
export const opsBroadcastRow = z.strictObject({
  id: z.int().positive(),
  title: z.string(),
  summary: z.string(),
  /** The text as the operator wrote it (`#` headings), for a second look. */
  text: z.string(),
  publishedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type OpsBroadcastRow = z.output<typeof opsBroadcastRow>;
export const opsBroadcastPage = opsPageOf(opsBroadcastRow);
export type OpsBroadcastPage = z.output<typeof opsBroadcastPage>;

const operatorLine = (max: number) =>
  z.string().trim().min(1).max(max).regex(ONE_LINE_TEXT, 'text.characters');

/**
 * POST /ops/api/epidemic/broadcasts (operator; audited `broadcast.publish`): published at once.
 * POST /ops/api/epidemic/broadcasts/:id/withdraw (audited `broadcast.withdraw`): gone from the
 * pages; 409 when already withdrawn.
 */
export const broadcastRequest = z.strictObject({
  title: operatorLine(60),
  summary: operatorLine(120),
  text: operatorSectionsText,
});
export type BroadcastRequest = z.input<typeof broadcastRequest>;

export const listAllEpidemicBroadcasts = defineOpsEndpoint({
  name: 'listAllEpidemicBroadcasts',
  method: 'GET',
  path: '/epidemic/broadcasts',
  role: 'viewer',
  query: opsPageQuery,
  response: opsBroadcastPage,
  summary:
    'Every broadcast, newest publication first, a page at a time, withdrawn ones included (with `withdrawnAt`), each with the text as written (`#` headings); not audited.',
  example: { query: { page: 1, pageSize: 10 } },
});

export const publishEpidemicBroadcast = defineOpsEndpoint({
  name: 'publishEpidemicBroadcast',
  method: 'POST',
  path: '/epidemic/broadcasts',
  role: 'operator',
  body: broadcastRequest,
  response: opsBroadcastRow,
  summary:
    'Publishes a broadcast at once, no drafts: `{ title, summary, text }` (one line of at most 60 and 120 characters; text with `#` headings, read as the pages read it); audited as `broadcast.publish` with the broadcast; answers it. 422 a bad field.',
  example: {
    body: {
      title: '江苏部分高速出口恢复通行',
      summary: '沪宁高速苏州段出口查验点已撤除，请以现场指示为准。',
      text: '# 通行情况\n沪宁高速苏州段各出口的查验点已撤除，货车可以正常下高速。\n# 提醒\n请以现场工作人员的指示为准。',
    },
  },
});

export const withdrawEpidemicBroadcast = defineOpsEndpoint({
  name: 'withdrawEpidemicBroadcast',
  method: 'POST',
  path: '/epidemic/broadcasts/:id/withdraw',
  role: 'operator',
  params: epidemicIdParams,
  response: opsBroadcastRow,
  summary:
    'Withdraws a broadcast (no body): the pages no longer show it, the console lists it marked (audited as `broadcast.withdraw` with `withdrawnAt` before and after, under a row lock); answers it. 404 (4040) unknown; 409 (4090) when already withdrawn.',
  example: { params: { id: 1 } },
});

// --- risk areas -----------------------------------------------------------------------------------

/** GET /ops/api/epidemic/risk-areas?province=: the province's listed areas (medium and high). */
export const riskAreasQuery = z.strictObject({ province: provinceCode });
export const opsRiskAreaRow = z.strictObject({
  cityCode: z.string(),
  cityName: z.string(),
  area: z.string(),
  level: z.enum(RISK_LEVELS),
  updatedAt: z.string(),
});
export type OpsRiskAreaRow = z.output<typeof opsRiskAreaRow>;
export const opsRiskAreaList = z.strictObject({ items: z.array(opsRiskAreaRow) });
export type OpsRiskAreaList = z.output<typeof opsRiskAreaList>;

/**
 * PUT /ops/api/epidemic/risk-areas (operator; audited `risk_area.set` with the level before and
 * after): sets an area's level; `low` takes it off the list. Answers the province's list.
 */
export const setRiskAreaRequest = z.strictObject({
  city: epidemicCityCode,
  area: operatorLine(40),
  level: z.enum(RISK_LEVELS),
});
export type SetRiskAreaRequest = z.input<typeof setRiskAreaRequest>;

export const listRiskAreas = defineOpsEndpoint({
  name: 'listRiskAreas',
  method: 'GET',
  path: '/epidemic/risk-areas',
  role: 'viewer',
  query: riskAreasQuery,
  response: opsRiskAreaList,
  summary:
    "A province's listed areas of raised risk (`?province=` its code; medium and high, any place not listed is low): high first, then by city, then by area; not audited. 422 (4220) an unknown province.",
  example: { query: { province: '320000' } },
});

export const setRiskAreaLevel = defineOpsEndpoint({
  name: 'setRiskAreaLevel',
  method: 'PUT',
  path: '/epidemic/risk-areas',
  role: 'operator',
  body: setRiskAreaRequest,
  response: opsRiskAreaList,
  summary:
    "Sets an area's level, `{ city, area, level }` (`low` takes it off the list; the province's changes queue behind one another); audited as `risk_area.set` with the level before and after, and the level it already has changes and records nothing. Answers the province's list after. 422 (4220) an unknown city or a bad field.",
  example: { body: { city: '320500', area: '昆山市 花桥镇', level: 'medium' } },
});

// --- travel policies ------------------------------------------------------------------------------

/** GET /ops/api/epidemic/policies?province=: the province's policies (its own first). */
export const policiesQuery = z.strictObject({ province: provinceCode });
export const opsPolicyRow = z.strictObject({
  id: z.int().positive(),
  provinceCode: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export type OpsPolicyRow = z.output<typeof opsPolicyRow>;
export const opsPolicyList = z.strictObject({ items: z.array(opsPolicyRow) });
export type OpsPolicyList = z.output<typeof opsPolicyList>;

/**
 * POST /ops/api/epidemic/policies (audited `policy.create`) and PUT /ops/api/epidemic/policies/:id
 * (audited `policy.update`, before and after): one policy per province and city (city absent: the
 * province's own); a second for the same place is 409. A city must be in the province.
 */
export const policyRequest = z.strictObject({
  province: provinceCode,
  city: epidemicCityCode.optional(),
  title: operatorLine(60),
  summary: operatorLine(120),
  text: operatorSectionsText,
});
export type PolicyRequest = z.input<typeof policyRequest>;

export const listProvinceTravelPolicies = defineOpsEndpoint({
  name: 'listProvinceTravelPolicies',
  method: 'GET',
  path: '/epidemic/policies',
  role: 'viewer',
  query: policiesQuery,
  response: opsPolicyList,
  summary:
    "A province's travel policies (`?province=` its code): its own first, then its cities' by name, each with the text as written; not audited. 422 (4220) an unknown province.",
  example: { query: { province: '320000' } },
});

const examplePolicy = {
  province: '320000',
  city: '320500',
  title: '苏州市货车进出提示',
  summary: '进入苏州的货车在高速出口查验健康码，部分园区装卸货要登记，请提前联系收货方。',
  text: '# 高速出口\n苏州的主要高速出口设有查验点，查看健康码和行程记录。\n# 园区和仓库\n部分园区要求司机进场登记，出发前请和收货方确认。',
};

export const createTravelPolicy = defineOpsEndpoint({
  name: 'createTravelPolicy',
  method: 'POST',
  path: '/epidemic/policies',
  role: 'operator',
  body: policyRequest,
  response: opsPolicyRow,
  summary:
    "Writes a place's travel policy, `{ province, city?, title, summary, text }` (no city: the province's own; text with `#` headings); audited as `policy.create` with the policy; answers it. 409 (4090) when the place has one; 422 (4220) at `city` a city not in the province, or a bad field.",
  example: { body: examplePolicy },
});

export const updateTravelPolicy = defineOpsEndpoint({
  name: 'updateTravelPolicy',
  method: 'PUT',
  path: '/epidemic/policies/:id',
  role: 'operator',
  params: epidemicIdParams,
  body: policyRequest,
  response: opsPolicyRow,
  summary:
    'Replaces a travel policy whole, its place too (the body as create); audited as `policy.update` with the policy before and after; answers it. 404 (4040) unknown; 409 (4090) when another policy has the place; 422 (4220) as create.',
  example: { params: { id: 3 }, body: examplePolicy },
});

export const epidemicOpsEndpoints: readonly OpsEndpointDef[] = [
  listRoadReportsByState,
  approveRoadReport,
  rejectRoadReport,
  unpublishRoadReport,
  listAllEpidemicBroadcasts,
  publishEpidemicBroadcast,
  withdrawEpidemicBroadcast,
  listRiskAreas,
  setRiskAreaLevel,
  listProvinceTravelPolicies,
  createTravelPolicy,
  updateTravelPolicy,
];
