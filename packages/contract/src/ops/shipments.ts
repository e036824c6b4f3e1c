// The operator API's shipments (issue 15, issue 43): customer service lists and searches them,
// reads one with its stops, its parties (masked) and the flash-sale grab it used, and completes or
// cancels one when its parties cannot (a lost phone, a dispute), each change audited.

import * as z from 'zod';
import { isoDate, isoDateTime } from '../endpoints/common.ts';
import { VEHICLE_TYPES } from '../endpoints/driver-values.ts';
import {
  PACKAGINGS,
  SHIPMENT_REF_PATTERN,
  SHIPMENT_STATES,
  STOP_KINDS,
} from '../endpoints/shipment-values.ts';
import { shipmentStepResponse } from '../endpoints/shipments.ts';
import { mobileNumber } from '../endpoints/identity.ts';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';

const shipmentId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const shipmentIdParams = z.strictObject({ id: shipmentId });

/** A note for the audit log: why customer service made the step. */
const stepNote = z.strictObject({ note: z.string().trim().min(1).max(200) });

/** Complete a taken shipment (operator): the driver and shipper could not, a note says why. */
export const completeShipmentRequest = stepNote;
/** Cancel a shipment not yet completed (operator): its truck goes back to the line's stock. */
export const cancelShipmentRequest = stepNote;

/**
 * Newest first, a page at a time; of one state, one shipment (by id or by the ref its links
 * carry), or of the shipper or the driver whose whole mobile is `mobile`. Only a whole number: a
 * search by its first digits would show, beside the masks' last four, the digits a mask hides.
 */
export const opsShipmentListQuery = opsPageQuery.extend({
  state: z.enum(SHIPMENT_STATES).optional(),
  id: z.union([shipmentId, z.string().regex(SHIPMENT_REF_PATTERN)]).optional(),
  mobile: mobileNumber.optional(),
});
export type OpsShipmentListQuery = z.input<typeof opsShipmentListQuery>;

/** A party of a shipment as operators see it: its user id and its number masked. */
const opsShipmentParty = z.strictObject({
  userId: z.int().positive(),
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
});

export const opsShipmentRow = z.strictObject({
  id: z.int().positive(),
  ref: z.string().regex(SHIPMENT_REF_PATTERN),
  state: z.enum(SHIPMENT_STATES),
  originName: z.string(),
  destinationName: z.string(),
  loadDate: isoDate,
  priceFen: z.int().nonnegative(),
  shipper: opsShipmentParty,
  /** Who took it; null while published (and when cancelled before anyone took it). */
  driver: opsShipmentParty.nullable(),
  publishedAt: isoDateTime,
});
export type OpsShipmentRow = z.output<typeof opsShipmentRow>;
export const opsShipmentPage = opsPageOf(opsShipmentRow);
export type OpsShipmentPage = z.output<typeof opsShipmentPage>;

/**
 * One shipment: its route and stops (region and place, not the street address, which only its
 * parties read), goods, the consignee masked, its steps' times, the flash-sale grab it used, and
 * what an operator may do with it now.
 */
export const opsShipment = opsShipmentRow.extend({
  lineId: z.int().positive().nullable(),
  vehicleType: z.enum(VEHICLE_TYPES),
  vehicleLengthM: z.number().positive(),
  stops: z.array(
    z.strictObject({
      kind: z.enum(STOP_KINDS),
      regionName: z.string(),
      placeName: z.string().nullable(),
    }),
  ),
  goods: z.strictObject({
    name: z.string(),
    weightKg: z.int().positive(),
    volumeM3: z.number().positive(),
    packaging: z.enum(PACKAGINGS),
    remarks: z.string().nullable(),
  }),
  receipt: z.strictObject({
    nameMasked: z.string(),
    mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
    regionName: z.string(),
  }),
  takenAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  /** The grab of a flash-sale truck this shipment consumed (null for one without a line). */
  grab: z
    .strictObject({
      lockId: z.int().positive(),
      campaignId: z.int().positive(),
      campaignTitleZh: z.string(),
      campaignTitleEn: z.string(),
      consumedAt: isoDateTime.nullable(),
    })
    .nullable(),
  canComplete: z.boolean(),
  canCancel: z.boolean(),
});
export type OpsShipment = z.output<typeof opsShipment>;

export const listShipments = defineOpsEndpoint({
  name: 'listShipments',
  method: 'GET',
  path: '/shipments',
  role: 'viewer',
  query: opsShipmentListQuery,
  response: opsShipmentPage,
  summary:
    "Shipments newest first, of one `state`, one `id` (or the 32-hex ref of its links), or of the shipper or driver whose whole `mobile` is given (never by part of a number, which would undo the masks); parties' numbers masked; not audited.",
  example: { query: { state: 'taken', mobile: '13800000001', page: 1, pageSize: 20 } },
});

export const getShipment = defineOpsEndpoint({
  name: 'getShipment',
  method: 'GET',
  path: '/shipments/:id',
  role: 'viewer',
  params: shipmentIdParams,
  response: opsShipment,
  summary:
    'One shipment: stops (region and place; street addresses stay with its parties), goods, the consignee masked, the times of its steps, the flash-sale grab it used, and `canComplete`/`canCancel`. 404 (4040) unknown.',
  example: { params: { id: 1 } },
});

export const completeShipment = defineOpsEndpoint({
  name: 'completeShipment',
  method: 'POST',
  path: '/shipments/:id/complete',
  role: 'operator',
  params: shipmentIdParams,
  body: completeShipmentRequest,
  response: shipmentStepResponse,
  summary:
    "Completes a taken shipment, delivered or not (audited as `shipment.complete` with the note); its first completion qualifies the shipper's referral as the shipper's confirmation does. `repeated: true` when already completed; 404 (4040) unknown; refused while published or once cancelled.",
  example: { params: { id: 1 }, body: { note: '司机手机丢失，客服核实已送达' } },
});

export const cancelShipment = defineOpsEndpoint({
  name: 'cancelShipment',
  method: 'POST',
  path: '/shipments/:id/cancel',
  role: 'operator',
  params: shipmentIdParams,
  body: cancelShipmentRequest,
  response: shipmentStepResponse,
  summary:
    "Cancels a published or taken shipment (audited as `shipment.cancel` with the note); its flash-sale truck goes back to the line's stock. `repeated: true` when already cancelled; 404 (4040) unknown; refused once completed.",
  example: { params: { id: 1 }, body: { note: '货主来电取消，司机已同意' } },
});

export const shipmentOpsEndpoints: readonly OpsEndpointDef[] = [
  listShipments,
  getShipment,
  completeShipment,
  cancelShipment,
];
