// Recruitment sign-up (/sem, /adlaunch): a shipper or a driver leaves their details with an SMS
// code; the lead is stored with its channel, the number is registered (or recognised) and logged in.
import * as z from 'zod';
import { findCity } from '../regions/index.ts';
import {
  defineEndpoint,
  personName,
  REFUSALS_IN_PLACE,
  requestId,
  singleLineText,
} from './common.ts';
import { VEHICLE_TYPES } from './driver-values.ts';
import { plateNumber, vehicleLengthM } from './driver.ts';
import { mobileNumber, sessionUser, smsCode } from './identity.ts';
import { CARGO_TYPES, LEAD_SOURCES, THEME_COLORS } from './recruitment-values.ts';

export * from './recruitment-values.ts';

const trackingId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id');

export const submitLeadRequest = z
  .strictObject({
    userType: z.union([z.literal(1), z.literal(3)]),
    name: personName,
    mobile: mobileNumber,
    code: smsCode,
    cityCode: z.string().refine((code) => findCity(code) !== null, 'city.unknown'),
    source: z.enum(LEAD_SOURCES),
    /** Shippers: company (optional) and usual cargo. */
    company: singleLineText(50).optional(),
    cargoType: z.enum(CARGO_TYPES).optional(),
    /** Drivers: their truck. */
    vehicleType: z.enum(VEHICLE_TYPES).optional(),
    vehicleLengthM: vehicleLengthM.optional(),
    plateNumber: plateNumber.optional(),
    /** The ad's theme (a named palette), kept for reporting. */
    color: z.enum(THEME_COLORS).optional(),
    channelId: trackingId.optional(),
    shareUserId: trackingId.optional(),
    /** The send's idempotency key: a retry after a lost answer, with the same code, is this lead. */
    requestId,
  })
  .refine((lead) => lead.userType !== 1 || lead.cargoType !== undefined, {
    path: ['cargoType'],
    message: 'shippers choose their usual cargo',
  })
  .refine((lead) => lead.userType !== 3 || (lead.vehicleType && lead.vehicleLengthM), {
    path: ['vehicleType'],
    message: 'drivers give their truck type and length',
  });

export const submitLeadResponse = z.strictObject({
  leadId: z.int().positive(),
  user: sessionUser,
  isNew: z.boolean(),
});

export const submitLead = defineEndpoint({
  name: 'submitLead',
  method: 'POST',
  service: 'oms-service',
  path: '/api/recruit/lead/submit',
  caller: 'anyone',
  client: REFUSALS_IN_PLACE,
  request: submitLeadRequest,
  response: submitLeadResponse,
  example: {
    userType: 3,
    name: '王师傅',
    mobile: '13900000003',
    code: '123456',
    cityCode: '310100',
    source: 'adlaunch',
    vehicleType: 'high_rail',
    vehicleLengthM: 9.6,
    plateNumber: '沪A12345',
    color: 'orange',
    channelId: 'baidu_01',
    requestId: 's1i2g3n4u5p6a7d8',
  },
});
export type SubmitLeadRequest = z.input<typeof submitLeadRequest>;
export type SubmitLeadData = z.output<typeof submitLeadResponse>;
