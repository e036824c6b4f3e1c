// Flash-sale vehicle lines and shipments (issue 15). A line is a campaign of kind `seckill` whose one
// tier is a stock of trucks at a discounted price (prize `capacity`): a shipper grabs one, which
// holds it under a lock token for the campaign's lock time (the value core's grab, ADR 015), and
// publishing the shipment consumes that lock exactly once. A shipment goes published → taken (a
// driver takes it) → completed (the driver marks delivery and the shipper confirms, or an operator
// completes it), or cancelled while published. Its first completion qualifies the shipper's
// referral (ADR 016). Every field is checked here and again by the server against the line.

import * as z from 'zod';
import {
  defineEndpoint,
  isoDate,
  isoDateTime,
  personName,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  requestId,
  rowId as id,
  singleLineText,
} from './common.ts';
import { VEHICLE_TYPES } from './driver-values.ts';
import { mobileNumber } from './identity.ts';
import {
  LINE_STATES,
  MAX_STOPS,
  MIN_STOPS,
  PACKAGINGS,
  REGION_CODE_PATTERN,
  SHIPMENT_REF_PATTERN,
  SHIPMENT_STATES,
  STOP_KINDS,
} from './shipment-values.ts';

const bigId = z.int().positive().max(Number.MAX_SAFE_INTEGER);
const regionCode = z.string().regex(REGION_CODE_PATTERN, 'city.unknown');
export const shipmentRef = z.string().regex(SHIPMENT_REF_PATTERN, 'shipment.ref');
const lockToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invalid token');

/** One end of a line: a city. */
const lineEnd = z.strictObject({ regionCode, name: z.string().min(1).max(40) });

const flashSaleLine = z.strictObject({
  /** The campaign's id. */
  lineId: id,
  title: z.string().min(1).max(100),
  origin: lineEnd,
  destination: lineEnd,
  vehicleType: z.enum(VEHICLE_TYPES),
  vehicleLengthM: z.number().positive().max(20),
  /** The most the truck may carry, in kg. */
  maxLoadKg: z.int().positive(),
  departureDate: isoDate,
  priceFen: z.int().nonnegative(),
  originalPriceFen: z.int().nonnegative(),
  total: z.int().nonnegative(),
  remaining: z.int().nonnegative(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** How long a grab holds a truck before it goes back to stock. */
  lockSeconds: z.int().positive(),
  state: z.enum(LINE_STATES),
});
export type FlashSaleLine = z.output<typeof flashSaleLine>;

// --- GET /api/flash-sale/lines: the lines running and coming, optionally of one route ------------

export const listFlashSaleLinesRequest = z.strictObject({
  /** Lines from this city (a city code, or a county's: its city). */
  start: regionCode.optional(),
  /** Lines to this city. */
  end: regionCode.optional(),
  /** Lines of these body types, comma-separated (`van,high_rail`). */
  vehicleTypes: z
    .string()
    .max(120)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(VEHICLE_TYPES)).min(1).max(VEHICLE_TYPES.length))
    .optional(),
});
export const listFlashSaleLinesResponse = z.strictObject({ lines: z.array(flashSaleLine) });
export const listFlashSaleLines = defineEndpoint({
  name: 'listFlashSaleLines',
  method: 'GET',
  service: 'oms-service',
  path: '/api/flash-sale/lines',
  caller: 'anyone',
  client: QUIET_READ,
  request: listFlashSaleLinesRequest,
  response: listFlashSaleLinesResponse,
  example: {},
});

// --- POST /api/flash-sale/grab: hold one truck of a line for the lock time -----------------------

export const grabFlashSaleLineRequest = z.strictObject({ lineId: id, requestId });
export const grabFlashSaleLineResponse = z.strictObject({
  lineId: id,
  /** Publish with it before `expiresAt`; after that the truck goes back to stock. Memory only. */
  token: lockToken,
  expiresAt: isoDateTime,
  /** The same request id again: the first grab's token, repeated. */
  repeated: z.boolean(),
});
export const grabFlashSaleLine = defineEndpoint({
  name: 'grabFlashSaleLine',
  method: 'POST',
  service: 'oms-service',
  path: '/api/flash-sale/grab',
  caller: 'shipper',
  client: REFUSALS_IN_PLACE,
  request: grabFlashSaleLineRequest,
  response: grabFlashSaleLineResponse,
  example: { lineId: 1, requestId: 'k3j4h5g6f7d8s9a0' },
});
export type FlashSaleGrab = z.output<typeof grabFlashSaleLineResponse>;

// --- GET /api/flash-sale/my-grabs: the lines the caller grabbed on, with the hold still running ---

export const listMyFlashSaleGrabsRequest = z.strictObject({});
const myFlashSaleGrab = z.strictObject({
  line: flashSaleLine,
  /**
   * The truck the server holds for the caller on this line, until `expiresAt`; null when none is
   * held (published, or lapsed). The grab's request id asks for the hold's token again
   * (POST /api/flash-sale/grab), so a new tab, a new web view or a restarted app gets it back.
   */
  hold: z.strictObject({ requestId, expiresAt: isoDateTime }).nullable(),
  /**
   * Grabs the caller has left on this line now, by its per-shipper limits (the campaign's, and
   * today's in Asia/Shanghai); a lapsed grab counted (ADR 015). 0: none left; null: no limit.
   */
  grabsLeft: z.int().nonnegative().nullable(),
});
export type MyFlashSaleGrab = z.output<typeof myFlashSaleGrab>;
export const listMyFlashSaleGrabsResponse = z.strictObject({
  /** Lines not yet over, and over ones whose hold still runs; the holds soonest to lapse first. */
  grabs: z.array(myFlashSaleGrab),
});
export const listMyFlashSaleGrabs = defineEndpoint({
  name: 'listMyFlashSaleGrabs',
  method: 'GET',
  service: 'oms-service',
  path: '/api/flash-sale/my-grabs',
  caller: 'shipper',
  client: QUIET_READ,
  request: listMyFlashSaleGrabsRequest,
  response: listMyFlashSaleGrabsResponse,
  example: {},
});

// --- Stops, goods and receipt: what a shipper fills in ------------------------------------------

export const shipmentStop = z.strictObject({
  kind: z.enum(STOP_KINDS),
  /** The county (or city) of the stop. */
  regionCode,
  /** Province, city and county as the picker or the place search named them. */
  regionName: singleLineText(60).pipe(z.string().min(2, 'required')),
  /** The place picked in the search, when one was (a port, a park, a town). */
  placeName: singleLineText(40).optional(),
  /** Street, building, gate: what a driver needs to find it. */
  address: singleLineText(80).pipe(z.string().min(2, 'required')),
});
export type ShipmentStop = z.output<typeof shipmentStop>;

const stops = z
  .array(shipmentStop)
  .min(MIN_STOPS, 'required')
  .max(MAX_STOPS)
  .refine((list) => list[0]?.kind === 'load', { message: 'invalid', path: [0, 'kind'] })
  .refine((list) => list.at(-1)?.kind === 'unload', {
    message: 'invalid',
    path: [MIN_STOPS - 1, 'kind'],
  });

export const shipmentGoods = z.strictObject({
  name: singleLineText(20).pipe(z.string().min(1, 'required')),
  /** In kg; within the line's truck's load (the server checks it against the line). */
  weightKg: z.int('invalid').positive('invalid').max(100_000),
  /** In cubic metres, one decimal. */
  volumeM3: z.number('invalid').positive('invalid').max(200).multipleOf(0.1, 'invalid'),
  packaging: z.enum(PACKAGINGS, 'choice'),
  remarks: singleLineText(200).optional(),
});
export type ShipmentGoods = z.output<typeof shipmentGoods>;

export const shipmentReceipt = z.strictObject({
  name: personName,
  mobile: mobileNumber,
  regionCode,
  regionName: singleLineText(60).pipe(z.string().min(2, 'required')),
  address: singleLineText(80).pipe(z.string().min(2, 'required')),
});
export type ShipmentReceipt = z.output<typeof shipmentReceipt>;

// --- POST /api/flash-sale/quote: the recommended price of a line for these stops ---------------

export const quoteFlashSaleRequest = z.strictObject({ lineId: id, stops });
const priceItem = z.strictObject({
  /** `line`: the flash-sale price; `extraStop`: each stop beyond the first two. */
  item: z.enum(['line', 'extraStop']),
  count: z.int().positive(),
  amountFen: z.int().nonnegative(),
});
export const quoteFlashSaleResponse = z.strictObject({
  lineId: id,
  recommendPriceFen: z.int().nonnegative(),
  /** How the price was made: each item's count and amount; they add up to the price. */
  breakdown: z.array(priceItem).min(1),
  /** The line's price before the discount, for comparison. */
  originalPriceFen: z.int().nonnegative(),
});
export const quoteFlashSale = defineEndpoint({
  name: 'quoteFlashSale',
  method: 'POST',
  service: 'oms-service',
  path: '/api/flash-sale/quote',
  caller: 'shipper',
  client: QUIET_READ,
  request: quoteFlashSaleRequest,
  response: quoteFlashSaleResponse,
  example: {
    lineId: 1,
    stops: [
      { kind: 'load', regionCode: '310115', regionName: '上海市 浦东新区', address: '洋山港区' },
      { kind: 'unload', regionCode: '320583', regionName: '江苏省 苏州市 昆山市', address: '花桥' },
    ],
  },
});
export type FlashSaleQuote = z.output<typeof quoteFlashSaleResponse>;

// --- POST /api/shipments/publish: publish the shipment with the grab's token, once --------------

export const publishShipmentRequest = z.strictObject({
  token: lockToken,
  stops,
  loadDate: isoDate,
  goods: shipmentGoods,
  receipt: shipmentReceipt,
  /** The price the shipper confirmed: it must be the quote's, or the publish is refused. */
  priceFen: z.int().nonnegative(),
});
export const publishShipmentResponse = z.strictObject({
  shipmentId: bigId,
  ref: shipmentRef,
  /** The same token again (a doubled tap, a retry): the first publish, repeated. */
  repeated: z.boolean(),
});
export const publishShipment = defineEndpoint({
  name: 'publishShipment',
  method: 'POST',
  service: 'oms-service',
  path: '/api/shipments/publish',
  caller: 'shipper',
  client: REFUSALS_IN_PLACE,
  request: publishShipmentRequest,
  response: publishShipmentResponse,
  example: {
    token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    stops: [
      { kind: 'load', regionCode: '310115', regionName: '上海市 浦东新区', address: '洋山港区' },
      { kind: 'unload', regionCode: '320583', regionName: '江苏省 苏州市 昆山市', address: '花桥' },
    ],
    loadDate: '2026-12-01',
    goods: { name: '日用百货', weightKg: 8000, volumeM3: 30, packaging: 'carton' },
    receipt: {
      name: '王芳',
      mobile: '13800000002',
      regionCode: '320583',
      regionName: '江苏省 苏州市 昆山市',
      address: '花桥镇商务大道 1 号',
    },
    priceFen: 320_000,
  },
});
export type PublishShipmentRequest = z.input<typeof publishShipmentRequest>;

// --- POST /api/shipments/update: change a published shipment's goods and receipt ----------------

export const updateShipmentRequest = z.strictObject({
  shipmentId: bigId,
  goods: shipmentGoods,
  receipt: shipmentReceipt,
});
export const updateShipment = defineEndpoint({
  name: 'updateShipment',
  method: 'POST',
  service: 'oms-service',
  path: '/api/shipments/update',
  caller: 'shipper',
  client: REFUSALS_IN_PLACE,
  request: updateShipmentRequest,
  response: z.strictObject({ shipmentId: bigId, ref: shipmentRef }),
  example: {
    shipmentId: 1,
    goods: { name: '日用百货', weightKg: 8000, volumeM3: 30, packaging: 'carton' },
    receipt: {
      name: '王芳',
      mobile: '13800000002',
      regionCode: '320583',
      regionName: '江苏省 苏州市 昆山市',
      address: '花桥镇商务大道 1 号',
    },
  },
});

// --- GET /api/shipments/detail: a shipment as the caller may see it -----------------------------

const shipmentDetail = z.strictObject({
  shipmentId: bigId,
  /** What a link to it carries (the id is never one). */
  ref: shipmentRef,
  state: z.enum(SHIPMENT_STATES),
  lineId: id.nullable(),
  origin: lineEnd,
  destination: lineEnd,
  vehicleType: z.enum(VEHICLE_TYPES),
  vehicleLengthM: z.number().positive().max(20),
  /** Stops; a street address only to the shipper and the driver who took it. */
  stops: z.array(
    z.strictObject({
      kind: z.enum(STOP_KINDS),
      /** The county (GB/T 2260): its city and province name the stop in another language. */
      regionCode,
      regionName: z.string().max(60),
      placeName: z.string().max(40).nullable(),
      /** The place's English name where it is a freight hub the place search knows. */
      placeNameEn: z.string().max(120).nullable(),
      address: z.string().max(80).nullable(),
    }),
  ),
  loadDate: isoDate,
  goods: z.strictObject({
    name: z.string().max(20),
    weightKg: z.int().positive(),
    volumeM3: z.number().positive(),
    packaging: z.enum(PACKAGINGS),
    remarks: z.string().max(200).nullable(),
  }),
  priceFen: z.int().nonnegative(),
  /** `王**`, `138****0002`: who ships, as a driver may know before taking it. */
  shipperMasked: z.string().max(40),
  /** To the shipper and the driver who took it; null to everyone else. */
  receipt: shipmentReceipt.nullable(),
  publishedAt: isoDateTime,
  takenAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /** What the caller may do now. */
  mine: z.boolean(),
  canTake: z.boolean(),
  canDeliver: z.boolean(),
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
  canEdit: z.boolean(),
});
export type ShipmentDetail = z.output<typeof shipmentDetail>;
export const shipmentDetailResponse = shipmentDetail;

// --- GET /public/shipment/{ref}?lang=: what anyone sees of an open shipment, unsigned -----------

export const publicShipmentParams = z.strictObject({ ref: shipmentRef });
/** What the link's reader sees before the app: no state, no addresses, nothing the caller may do. */
export const publicShipmentResponse = shipmentDetail.pick({
  ref: true,
  origin: true,
  destination: true,
  vehicleType: true,
  vehicleLengthM: true,
  stops: true,
  loadDate: true,
  goods: true,
  priceFen: true,
  shipperMasked: true,
  publishedAt: true,
});
export type PublicShipment = z.output<typeof publicShipmentResponse>;

/** What of a detail the public read shows: its fields, and no other. */
export function publicShipmentOf(detail: ShipmentDetail): PublicShipment {
  const keys = Object.keys(publicShipmentResponse.shape) as (keyof PublicShipment)[];
  return Object.fromEntries(keys.map((key) => [key, detail[key]])) as PublicShipment;
}

export const getShipmentRequest = z.strictObject({ ref: shipmentRef });
export const getShipment = defineEndpoint({
  name: 'getShipment',
  method: 'GET',
  service: 'oms-service',
  path: '/api/shipments/detail',
  caller: 'anyone',
  client: QUIET_READ,
  request: getShipmentRequest,
  response: shipmentDetail,
  example: { ref: '3f2b8c1d9e7a46b5a0c4d2e1f6a7b8c9' },
});

// --- GET /api/shipments/mine: the shipper's shipments, newest first -----------------------------

export const listMyShipmentsRequest = z.strictObject({});
export const listMyShipmentsResponse = z.strictObject({ shipments: z.array(shipmentDetail) });
export const listMyShipments = defineEndpoint({
  name: 'listMyShipments',
  method: 'GET',
  service: 'oms-service',
  path: '/api/shipments/mine',
  caller: 'shipper',
  request: listMyShipmentsRequest,
  response: listMyShipmentsResponse,
  example: {},
});

// --- POST /api/shipments/{take,deliver,confirm,cancel}: one step of its life each -----------------

const shipmentStepRequest = z.strictObject({ shipmentId: bigId });
export const shipmentStepResponse = z.strictObject({
  shipmentId: bigId,
  state: z.enum(SHIPMENT_STATES),
  /** The step had already been made (a doubled tap): nothing changed. */
  repeated: z.boolean(),
});
export type ShipmentStep = z.output<typeof shipmentStepResponse>;

export const takeShipment = defineEndpoint({
  name: 'takeShipment',
  method: 'POST',
  service: 'oms-service',
  path: '/api/shipments/take',
  caller: 'driver',
  client: REFUSALS_IN_PLACE,
  request: shipmentStepRequest,
  response: shipmentStepResponse,
  example: { shipmentId: 1 },
});
export const deliverShipment = defineEndpoint({
  name: 'deliverShipment',
  method: 'POST',
  service: 'oms-service',
  path: '/api/shipments/deliver',
  caller: 'driver',
  client: REFUSALS_IN_PLACE,
  request: shipmentStepRequest,
  response: shipmentStepResponse,
  // No shipment of the demo data: shipment 1 is a load the demo driver carried, which another
  // driver is FORBIDDEN to mark delivered (a business answer the endpoint tests cannot tell apart).
  example: { shipmentId: 999_999 },
});
export const confirmShipment = defineEndpoint({
  name: 'confirmShipment',
  method: 'POST',
  service: 'oms-service',
  path: '/api/shipments/confirm',
  caller: 'shipper',
  client: REFUSALS_IN_PLACE,
  request: shipmentStepRequest,
  response: shipmentStepResponse,
  example: { shipmentId: 1 },
});
export const cancelShipment = defineEndpoint({
  name: 'cancelShipment',
  method: 'POST',
  service: 'oms-service',
  path: '/api/shipments/cancel',
  caller: 'shipper',
  client: REFUSALS_IN_PLACE,
  request: shipmentStepRequest,
  response: shipmentStepResponse,
  example: { shipmentId: 1 },
});
