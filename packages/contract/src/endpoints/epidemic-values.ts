// The fixed values of the epidemic pages (road conditions, risk levels, travel policies,
// broadcasts) without zod: the H5 imports these, and zod stays off the page's critical path
// (ADR 008, docs/decisions/029-road-conditions-and-epidemic-information.md).

/**
 * What a driver reports about a road: a checkpoint (health or traffic check, queue possible), the
 * road or an exit closed, a long queue, or the way open again.
 */
export const ROAD_REPORT_KINDS = ['checkpoint', 'closed', 'queue', 'open'] as const;
export type RoadReportKind = (typeof ROAD_REPORT_KINDS)[number];

/** Where a report stands: waiting for an operator, shown to everyone, or turned down with a reason. */
export const ROAD_REPORT_STATES = ['pending', 'published', 'rejected'] as const;
export type RoadReportState = (typeof ROAD_REPORT_STATES)[number];

/** A report's limits, in characters and photos; the field rules' texts name them. */
export const ROAD_REPORT = {
  roadMin: 2,
  roadMax: 30,
  textMin: 5,
  textMax: 300,
  photosMax: 3,
} as const;

/** Road conditions go stale: a published report is shown for this many hours after it was sent. */
export const ROAD_REPORT_HOURS = 72;

/** A place's risk level; a place not listed is low. */
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Items per page of the road conditions and of the broadcasts. */
export const EPIDEMIC_PAGE_SIZE = 10;

/** A province code (GB/T 2260, `310000`). */
export const PROVINCE_CODE = /^\d{2}0000$/;
