// The operator API's shipments (issue 15): completing a taken one when its parties cannot.

import * as z from 'zod';
import { shipmentStepResponse } from '../endpoints/shipments.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';

export const shipmentIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** Complete a taken shipment (operator): the driver and shipper could not, a note says why. */
export const completeShipmentRequest = z.strictObject({
  note: z.string().trim().min(1).max(200),
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
    "Completes a taken shipment (audited as `shipment.complete` with the note); its completion qualifies the shipper's referral as the shipper's confirmation does. 404 (4040) unknown; 409 when not taken.",
  example: { params: { id: 1 }, body: { note: '司机手机丢失，客服核实已送达' } },
});

export const shipmentOpsEndpoints: readonly OpsEndpointDef[] = [completeShipment];
