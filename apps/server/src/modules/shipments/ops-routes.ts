// Shipments in the operator API: completing a taken shipment when the driver and the shipper
// cannot (a lost phone, a dispute settled by customer service), audited in the same transaction.
// Its completion qualifies the shipper's referral as the shipper's confirmation does.

import { completeShipment } from '@freight/contract/ops';
import { eq } from 'drizzle-orm';
import { shipments } from '../../db/schema/shipments.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { audited } from '../operators/audit.ts';
import { actorOf, type OpsRoute, serveOps } from '../operators/ops-route.ts';
import { SHIPMENT_MESSAGES as M } from './messages.ts';
import { complete } from './shipments.ts';

export const shipmentOpsRoutes: readonly OpsRoute[] = [
  serveOps(completeShipment, async ({ app, params, body, operator }) => {
    const now = app.now();
    return audited(app.db, actorOf(operator), now, async (tx) => {
      const [before] = await tx
        .select({ state: shipments.state, deliveredAt: shipments.deliveredAt })
        .from(shipments)
        .where(eq(shipments.id, params.id));
      if (!before) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
      const step = await complete(tx, { shipmentId: params.id, now, pii: app.pii });
      return {
        audit: {
          action: 'shipment.complete',
          targetKind: 'shipment',
          targetId: params.id,
          before: { state: before.state, delivered: before.deliveredAt !== null },
          after: { state: step.state, note: body.note },
        },
        result: step,
      };
    });
  }),
];
