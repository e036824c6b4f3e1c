// The driver profile as the pages see it (contract `driverDetail`): the ID number only masked,
// certificates with their photo URL and whether they expire within 30 days; and what a profile
// needs before it can be submitted for review.

import {
  CERTIFICATE_NEAR_EXPIRY_DAYS,
  DRIVER_PROFILE_FIELDS,
  type DriverDetail,
} from '@freight/contract/endpoints/driver';
import { maskIdCard } from '@freight/contract/rules/mask';
import type { drivers } from '../../db/schema/drivers.ts';
import { checkDriverIdCard } from './id-card-policy.ts';
import { type Truck, truckLegalReasons } from './truck-rules.ts';

export type DriverRow = typeof drivers.$inferSelect;
type ProfileField = (typeof DRIVER_PROFILE_FIELDS)[number];

/** The profile of a driver who never saved anything. */
export const EMPTY_DETAIL: DriverDetail = {
  name: null,
  idCardMasked: null,
  licenceClass: null,
  plateNumber: null,
  vehicleType: null,
  vehicleLengthM: null,
  loadTonnes: null,
  state: 'not_started',
  rejectReasons: [],
  certificates: [],
};

/** Photo fields, whose values must be the driver's own uploads. */
export const IMAGE_FIELDS = [
  'idCardFrontKey',
  'idCardBackKey',
  'licenceImageKey',
  'vehicleLicenceImageKey',
] as const satisfies readonly ProfileField[];

const DAY_MS = 86_400_000;

/** Whole days from `today` to `date` (both `YYYY-MM-DD`); negative once past. */
function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);
}

function certificate(
  kind: DriverDetail['certificates'][number]['kind'],
  key: string | null,
  expiresOn: string | null,
  today: string,
  fileUrl: (key: string) => string,
) {
  if (!key) return [];
  // An expired certificate is "near expiry" too: either way the driver must renew it.
  const nearExpiry =
    expiresOn !== null && daysUntil(expiresOn, today) <= CERTIFICATE_NEAR_EXPIRY_DAYS;
  return [{ kind, url: fileUrl(key), expiresOn, nearExpiry }];
}

export function toDriverDetail(
  row: DriverRow | undefined,
  today: string,
  fileUrl: (key: string) => string,
): DriverDetail {
  if (!row) return EMPTY_DETAIL;
  // The columns hold only what the request schemas let in; the response schema checks it again.
  return {
    name: row.name,
    idCardMasked: row.idCardNo ? maskIdCard(row.idCardNo) : null,
    licenceClass: row.licenceClass as DriverDetail['licenceClass'],
    plateNumber: row.plateNumber,
    vehicleType: row.vehicleType as DriverDetail['vehicleType'],
    vehicleLengthM: row.vehicleLengthM,
    loadTonnes: row.loadTonnes,
    state: row.state,
    rejectReasons: row.rejectReasons as DriverDetail['rejectReasons'],
    certificates: [
      // The ID card's validity is not asked for: both sides are shown without an expiry.
      ...certificate('id_card_front', row.idCardFrontKey, null, today, fileUrl),
      ...certificate('id_card_back', row.idCardBackKey, null, today, fileUrl),
      ...certificate('driving_licence', row.licenceImageKey, row.licenceExpiry, today, fileUrl),
      ...certificate(
        'vehicle_licence',
        row.vehicleLicenceImageKey,
        row.vehicleLicenceExpiry,
        today,
        fileUrl,
      ),
    ],
  };
}

export interface FieldProblem {
  field: ProfileField;
  message: string;
}

/**
 * Why `row` cannot be submitted on `today`, field by field: every field filled, the ID holder
 * within the age range, certificates not expired, and the truck within the legal limits.
 */
export function submitProblems(row: DriverRow, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of DRIVER_PROFILE_FIELDS) {
    if (row[field] === null) problems.push({ field, message: 'is required to submit' });
  }
  if (row.idCardNo) {
    const { reasons } = checkDriverIdCard(row.idCardNo, today);
    if (reasons.length > 0) problems.push({ field: 'idCardNo', message: reasons.join(', ') });
  }
  for (const field of ['licenceExpiry', 'vehicleLicenceExpiry'] as const) {
    const date = row[field];
    if (date !== null && date < today) problems.push({ field, message: 'has expired' });
  }
  const { plateNumber, vehicleType, vehicleLengthM, loadTonnes } = row;
  if (plateNumber && vehicleType && vehicleLengthM !== null && loadTonnes !== null) {
    const reasons = truckLegalReasons({
      plateNumber,
      vehicleType: vehicleType as Truck['vehicleType'],
      vehicleLengthM,
      loadTonnes,
    });
    const fieldOf = {
      plate_invalid: 'plateNumber',
      length_exceeds_limit: 'vehicleLengthM',
      load_exceeds_limit: 'loadTonnes',
      type_not_allowed: 'vehicleType',
    } as const;
    for (const reason of reasons) problems.push({ field: fieldOf[reason], message: reason });
  }
  return problems;
}
