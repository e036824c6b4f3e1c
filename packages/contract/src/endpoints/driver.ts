// driver-service endpoints: identity, licences and vehicle of a driver (user type 3).

import * as z from 'zod';
import {
  ID_CARD_PATTERN,
  ID_CARD_REASONS,
  idCardChecksumValid,
  parseIdCardBirthDate,
} from '../rules/id-card.ts';
import { MASKED_ID_CARD_PATTERN } from '../rules/mask.ts';
import { normalizePlateNumber, plateNumberPattern } from '../rules/plate.ts';
import {
  defineEndpoint,
  isoDate,
  personName,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  resourceUrl,
  uploadKey,
} from './common.ts';
import {
  CERTIFICATE_KINDS,
  DRIVER_PROFILE_FIELDS,
  DRIVER_STATES,
  LICENCE_CLASSES,
  TRUCK_LEGAL_REASONS,
  VEHICLE_TYPES,
} from './driver-values.ts';

export * from './driver-values.ts';

/** Normalised (upper-case, no separators) and matched against plateNumberPattern. */
export const plateNumber = z
  .string()
  .overwrite(normalizePlateNumber)
  .regex(plateNumberPattern, 'plate.format');

/** The 18-character shape only (`x` upper-cased); checkIdCard reports the rest as reasons. */
const idCardShape = z.string().trim().toUpperCase().regex(ID_CARD_PATTERN, 'idCard.format');
/** A fully valid number: shape, check character and an existing birth date. */
export const idCardNo = idCardShape
  .refine(idCardChecksumValid, 'idCard.checksum')
  .refine((id) => parseIdCardBirthDate(id) !== null, 'idCard.checksum');

// Wide enough to let checkTruckLegal answer "not legal" for an over-long or overloaded truck
// instead of a schema error; narrow enough to refuse nonsense.
export const vehicleLengthM = z.number().positive().max(30);
export const loadTonnes = z.number().positive().max(100);

// --- POST /api/app/driver/checkIdCard -------------------------------------------------------------

export const checkIdCardRequest = z.strictObject({ name: personName, idCardNo: idCardShape });
export const checkIdCardResponse = z.strictObject({
  valid: z.boolean(),
  /** null when the number has no valid birth date. */
  birthDate: isoDate.nullable(),
  age: z.int().nonnegative().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  /** Reason codes (rules/id-card.ts); empty when valid. */
  reasons: z.array(z.enum(ID_CARD_REASONS)),
});
export const checkIdCard = defineEndpoint({
  name: 'checkIdCard',
  method: 'POST',
  service: 'driver-service',
  path: '/api/app/driver/checkIdCard',
  caller: 'driver',
  client: REFUSALS_IN_PLACE,
  request: checkIdCardRequest,
  response: checkIdCardResponse,
  example: { name: ' 阿卜杜·热合曼 ', idCardNo: '11010519491231002x' },
});
export type CheckIdCardRequest = z.input<typeof checkIdCardRequest>;
export type CheckIdCardData = z.output<typeof checkIdCardResponse>;

// --- POST /api/app/driver/getDetail: the driver's profile and review state -----------------------

export const driverDetail = z.strictObject({
  name: z.string().nullable(),
  idCardMasked: z.string().regex(MASKED_ID_CARD_PATTERN).nullable(),
  licenceClass: z.enum(LICENCE_CLASSES).nullable(),
  plateNumber: z.string().regex(plateNumberPattern).nullable(),
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
  vehicleLengthM: vehicleLengthM.nullable(),
  loadTonnes: loadTonnes.nullable(),
  state: z.enum(DRIVER_STATES),
  /** Filled by the reviewer when `state` is `rejected`. */
  rejectReasons: z.array(
    z.strictObject({ field: z.enum(DRIVER_PROFILE_FIELDS), reason: z.string().min(1).max(200) }),
  ),
  certificates: z.array(
    z.strictObject({
      kind: z.enum(CERTIFICATE_KINDS),
      url: resourceUrl,
      /** null for documents without an expiry (the ID card front). */
      expiresOn: isoDate.nullable(),
      nearExpiry: z.boolean(),
    }),
  ),
  /**
   * What the driver gave at their latest sign-up (the recruitment pages), for the forms to start
   * from, so nobody types their name twice; null when they never signed up there.
   */
  signUp: z
    .strictObject({
      name: z.string(),
      plateNumber: z.string().regex(plateNumberPattern).nullable(),
      vehicleType: z.enum(VEHICLE_TYPES).nullable(),
      vehicleLengthM: vehicleLengthM.nullable(),
    })
    .nullable(),
});
export type DriverDetail = z.output<typeof driverDetail>;

export const getDriverDetailRequest = z.strictObject({});
export const getDriverDetail = defineEndpoint({
  name: 'getDriverDetail',
  method: 'POST',
  service: 'driver-service',
  path: '/api/app/driver/getDetail',
  caller: 'driver',
  client: QUIET_READ,
  request: getDriverDetailRequest,
  response: driverDetail,
  example: {},
});
export type GetDriverDetailRequest = z.input<typeof getDriverDetailRequest>;
export type GetDriverDetailData = DriverDetail;

// --- POST /api/app/driver/updateDriverInfo: save part of the profile, optionally submit ----------

export const updateDriverInfoRequest = z
  .strictObject({
    name: personName.optional(),
    idCardNo: idCardNo.optional(),
    idCardFrontKey: uploadKey.optional(),
    idCardBackKey: uploadKey.optional(),
    licenceClass: z.enum(LICENCE_CLASSES).optional(),
    licenceImageKey: uploadKey.optional(),
    licenceExpiry: isoDate.optional(),
    vehicleLicenceImageKey: uploadKey.optional(),
    vehicleLicenceExpiry: isoDate.optional(),
    plateNumber: plateNumber.optional(),
    vehicleType: z.enum(VEHICLE_TYPES).optional(),
    vehicleLengthM: vehicleLengthM.optional(),
    loadTonnes: loadTonnes.optional(),
    /** true: submit the (then complete) profile for review. */
    submit: z.boolean().optional(),
  })
  .refine((fields) => Object.keys(fields).length > 0, 'nothing to update');
export const updateDriverInfo = defineEndpoint({
  name: 'updateDriverInfo',
  method: 'POST',
  service: 'driver-service',
  path: '/api/app/driver/updateDriverInfo',
  caller: 'driver',
  client: REFUSALS_IN_PLACE,
  request: updateDriverInfoRequest,
  response: driverDetail,
  example: { plateNumber: '粤b·12345d', vehicleLengthM: 9.6, loadTonnes: 18, submit: false },
});
export type UpdateDriverInfoRequest = z.input<typeof updateDriverInfoRequest>;
export type UpdateDriverInfoData = DriverDetail;

// --- POST /api/app/truck/checkLegal: does this truck meet the road rules (GB 1589)? -------------

export const checkTruckLegalRequest = z.strictObject({
  plateNumber,
  vehicleType: z.enum(VEHICLE_TYPES),
  vehicleLengthM,
  loadTonnes,
});
export const checkTruckLegalResponse = z.strictObject({
  legal: z.boolean(),
  reasons: z.array(z.enum(TRUCK_LEGAL_REASONS)),
  /** The limits of this body type (the overall ceiling for `other`), for the page to name. */
  limits: z.strictObject({
    maxLengthM: z.number().positive(),
    maxLoadTonnes: z.number().positive(),
  }),
});
export const checkTruckLegal = defineEndpoint({
  name: 'checkTruckLegal',
  method: 'POST',
  service: 'driver-service',
  path: '/api/app/truck/checkLegal',
  caller: 'driver',
  client: REFUSALS_IN_PLACE,
  request: checkTruckLegalRequest,
  response: checkTruckLegalResponse,
  example: {
    plateNumber: '苏E1234挂',
    vehicleType: 'flatbed',
    vehicleLengthM: 17.5,
    loadTonnes: 32,
  },
});
export type CheckTruckLegalRequest = z.input<typeof checkTruckLegalRequest>;
export type CheckTruckLegalData = z.output<typeof checkTruckLegalResponse>;
