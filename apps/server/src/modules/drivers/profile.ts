// The driver profile as the pages see it (contract `driverDetail`): the ID number only masked,
// certificates with their photo URL and whether they expire within 30 days; and what a profile
// needs before it can be submitted for review.

import { DRIVER_PROFILE_FIELDS, type DriverDetail } from '@freight/contract/endpoints/driver';
import { certificateExpiry } from '@freight/contract/rules/certificate-expiry';
import { VERIFICATION_PHOTOS } from '@freight/contract/ops';
import { maskIdCard } from '@freight/contract/rules/mask';
import type { drivers } from '../../db/schema/drivers.ts';
import type { FieldProblem } from '../../http/validation-failed.ts';
import type { FileUrl } from '../uploads/public.ts';
import { checkDriverIdCard, DRIVER_MAX_AGE, DRIVER_MIN_AGE } from './id-card-policy.ts';
import { type Truck, truckLegalReasons, truckLimits } from './truck-rules.ts';

/** A drivers row as stored: the ID number only sealed (id-card-vault.ts). */
export type StoredDriverRow = typeof drivers.$inferSelect;
/** A drivers row with its ID number opened (id-card-vault.ts `openDriverRow`), as the rules see it. */
export type DriverRow = Omit<StoredDriverRow, 'idCardCipher' | 'idCardHash' | 'legacyIdCardNo'> & {
  idCardNo: string | null;
};
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
  signUp: null,
};

/** Photo fields, whose values must be the driver's own uploads (the contract's list). */
export const IMAGE_FIELDS = VERIFICATION_PHOTOS satisfies readonly ProfileField[];

/** The keys of a profile's photos, for their links (uploads/upload-storage.ts `links`). */
export function photoKeysOf(
  row: Pick<DriverRow, (typeof IMAGE_FIELDS)[number]> | undefined,
): string[] {
  if (!row) return [];
  return IMAGE_FIELDS.map((field) => row[field]).filter((key) => key !== null);
}

/** Each photo field's link, null where there is none (`link` made for `photoKeysOf`'s keys). */
export function photoLinksOf(
  row: Pick<DriverRow, (typeof IMAGE_FIELDS)[number]> | undefined,
  link: FileUrl,
): Record<(typeof IMAGE_FIELDS)[number], string | null> {
  const entries = IMAGE_FIELDS.map((field) => {
    const key = row?.[field] ?? null;
    return [field, key === null ? null : link(key)] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof IMAGE_FIELDS)[number], string | null>;
}

function certificate(
  kind: DriverDetail['certificates'][number]['kind'],
  key: string | null,
  expiresOn: string | null,
  today: string,
  fileUrl: FileUrl,
) {
  if (!key) return [];
  // An expired certificate is "near expiry" too: either way the driver must renew it.
  const nearExpiry = expiresOn !== null && certificateExpiry(expiresOn, today) !== 'valid';
  return [{ kind, url: fileUrl(key), expiresOn, nearExpiry }];
}

export function toDriverDetail(
  row: DriverRow | undefined,
  today: string,
  fileUrl: FileUrl,
  signUp: DriverDetail['signUp'] = null,
): DriverDetail {
  if (!row) return { ...EMPTY_DETAIL, signUp };
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
    signUp,
  };
}

/** The certificate fields with an expiry date. */
export const EXPIRY_FIELDS = ['licenceExpiry', 'vehicleLicenceExpiry'] as const;

/** An ID holder outside the drivers' age range, as a field problem (null when within). */
export function ageProblem(idCardNo: string, today: string): FieldProblem | null {
  const { age } = checkDriverIdCard(idCardNo, today);
  if (age === null || (age >= DRIVER_MIN_AGE && age <= DRIVER_MAX_AGE)) return null;
  return {
    field: 'idCardNo',
    rule: 'idCard.age',
    params: { min: DRIVER_MIN_AGE, max: DRIVER_MAX_AGE },
  };
}

/** Certificates among `dates` that expired before `today`, each refused with its date. */
export function expiredProblems(
  dates: Partial<Record<(typeof EXPIRY_FIELDS)[number], string | null>>,
  today: string,
): FieldProblem[] {
  return EXPIRY_FIELDS.flatMap((field) => {
    const date = dates[field];
    return date && certificateExpiry(date, today) === 'expired'
      ? [{ field, rule: 'date.expired', params: { date } } as const]
      : [];
  });
}

/** Why a truck is not legal, field by field, each with the limit it broke. */
export function truckProblems(truck: Truck): FieldProblem[] {
  const limits = truckLimits(truck.vehicleType);
  return truckLegalReasons(truck).map((reason): FieldProblem => {
    switch (reason) {
      case 'plate_invalid':
        return { field: 'plateNumber', rule: 'plate.notForHire' };
      case 'length_exceeds_limit':
        return {
          field: 'vehicleLengthM',
          rule: 'vehicle.length',
          params: { max: limits.maxLengthM },
        };
      case 'load_exceeds_limit':
        return { field: 'loadTonnes', rule: 'vehicle.load', params: { max: limits.maxLoadTonnes } };
      case 'type_not_allowed':
        return { field: 'vehicleType', rule: 'vehicle.type' };
    }
  });
}

/**
 * Why `row` cannot be submitted on `today`, field by field: every field filled, the ID holder
 * within the age range, certificates not expired, and the truck within the legal limits.
 */
export function submitProblems(row: DriverRow, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of DRIVER_PROFILE_FIELDS) {
    if (row[field] === null) problems.push({ field, rule: 'required' });
  }
  if (row.idCardNo) {
    const { reasons } = checkDriverIdCard(row.idCardNo, today);
    const age = ageProblem(row.idCardNo, today);
    if (age) problems.push(age);
    else if (reasons.length > 0) problems.push({ field: 'idCardNo', rule: 'idCard.checksum' });
  }
  problems.push(...expiredProblems(row, today));
  const { plateNumber, vehicleType, vehicleLengthM, loadTonnes } = row;
  if (plateNumber && vehicleType && vehicleLengthM !== null && loadTonnes !== null) {
    problems.push(
      ...truckProblems({
        plateNumber,
        vehicleType: vehicleType as Truck['vehicleType'],
        vehicleLengthM,
        loadTonnes,
      }),
    );
  }
  return problems;
}
