// Shipments in the operator API (issue 43): customer service lists and searches shipments and
// reads one, its parties' numbers and its consignee masked (ADR 023's rule for operators' reads;
// street addresses stay with the two parties, as on the H5's detail). It completes a taken
// shipment or cancels one not yet completed when its parties cannot (a lost phone, a dispute),
// each audited in the same transaction. A completion qualifies the shipper's referral as the
// shipper's confirmation does; a cancellation puts the flash-sale truck back in the line's stock.

import {
  cancelShipment,
  completeShipment,
  getShipment,
  listShipments,
  type AuditAction,
} from '@freight/contract/ops';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { shipmentForOps, shipmentPage, stepShipmentAudited } from './customer-service.ts';
import { cancel, complete } from './shipments.ts';

/** One audited step on a shipment by an operator: complete or cancel. */
function stepRoute(
  endpoint: typeof completeShipment | typeof cancelShipment,
  action: AuditAction,
  make: typeof complete | typeof cancel,
) {
  return serveOps(endpoint, ({ app, params, body, operator }) =>
    stepShipmentAudited(
      app.db,
      actorOf(operator),
      { id: params.id, note: body.note, now: app.now(), pii: app.pii },
      action,
      make,
    ),
  );
}

export const shipmentOpsRoutes: readonly OpsRoute[] = [
  serveOps(listShipments, ({ app, query }) => shipmentPage(app.db, query)),
  serveOps(getShipment, ({ app, params }) => shipmentForOps(app.db, params.id)),
  stepRoute(completeShipment, 'shipment.complete', complete),
  stepRoute(cancelShipment, 'shipment.cancel', cancel),
];
