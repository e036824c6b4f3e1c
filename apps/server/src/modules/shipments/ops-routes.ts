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
  type OpsShipment,
  type OpsShipmentRow,
} from '@freight/contract/ops';
import type { ShipmentReceipt, ShipmentStop } from '@freight/contract/endpoints/shipments';
import { maskMobile, maskName } from '@freight/contract/rules/mask';
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { campaignLocks, campaigns, campaignTiers } from '../../db/schema/campaigns.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { AuditAction } from '@freight/contract/ops';
import { audited } from '../../db/audit.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { SHIPMENT_MESSAGES as M } from './messages.ts';
import { cancel, complete } from './shipments.ts';

const shippers = alias(users, 'shippers');
const driversOfShipments = alias(users, 'drivers_of_shipments');

type Row = typeof shipments.$inferSelect;

function rows() {
  return {
    shipment: shipments,
    shipperMobile: shippers.mobile,
    driverMobile: driversOfShipments.mobile,
  };
}

function rowOf(shipment: Row, shipperMobile: string | null, driverMobile: string | null) {
  return {
    id: shipment.id,
    ref: shipment.ref,
    state: shipment.state as OpsShipmentRow['state'],
    originName: shipment.originName,
    destinationName: shipment.destinationName,
    loadDate: shipment.loadDate,
    priceFen: shipment.priceFen,
    shipper: { userId: shipment.shipperUserId, mobileMasked: maskMobile(shipperMobile) },
    driver:
      shipment.driverUserId === null
        ? null
        : { userId: shipment.driverUserId, mobileMasked: maskMobile(driverMobile) },
    publishedAt: shipment.publishedAt.toISOString(),
  };
}

async function loadShipment(app: FastifyInstance, id: number) {
  const [found] = await app.db
    .select(rows())
    .from(shipments)
    .innerJoin(shippers, eq(shippers.id, shipments.shipperUserId))
    .leftJoin(driversOfShipments, eq(driversOfShipments.id, shipments.driverUserId))
    .where(eq(shipments.id, id));
  if (!found) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  return found;
}

/** One audited step on a shipment by an operator: complete or cancel. */
function stepRoute(
  endpoint: typeof completeShipment | typeof cancelShipment,
  action: AuditAction,
  make: typeof complete | typeof cancel,
) {
  return serveOps(endpoint, async ({ app, params, body, operator }) => {
    const now = app.now();
    return audited(app.db, actorOf(operator), now, async (tx) => {
      const [before] = await tx
        .select({ state: shipments.state, deliveredAt: shipments.deliveredAt })
        .from(shipments)
        .where(eq(shipments.id, params.id));
      if (!before) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
      const step = await make(tx, { shipmentId: params.id, now, pii: app.pii });
      return {
        audit: {
          action,
          targetKind: 'shipment',
          targetId: params.id,
          before: { state: before.state, delivered: before.deliveredAt !== null },
          after: { state: step.state, note: body.note },
        },
        result: step,
      };
    });
  });
}

export const shipmentOpsRoutes: readonly OpsRoute[] = [
  serveOps(listShipments, async ({ app, query }) => {
    const conditions: (SQL | undefined)[] = [];
    if (query.state) conditions.push(eq(shipments.state, query.state));
    if (typeof query.id === 'number') conditions.push(eq(shipments.id, query.id));
    if (typeof query.id === 'string') conditions.push(eq(shipments.ref, query.id));
    if (query.mobile) {
      conditions.push(
        or(eq(shippers.mobile, query.mobile), eq(driversOfShipments.mobile, query.mobile)),
      );
    }
    const where = and(...conditions);
    const [found, [total]] = await Promise.all([
      app.db
        .select(rows())
        .from(shipments)
        .innerJoin(shippers, eq(shippers.id, shipments.shipperUserId))
        .leftJoin(driversOfShipments, eq(driversOfShipments.id, shipments.driverUserId))
        .where(where)
        .orderBy(desc(shipments.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db
        .select({ n: count() })
        .from(shipments)
        .innerJoin(shippers, eq(shippers.id, shipments.shipperUserId))
        .leftJoin(driversOfShipments, eq(driversOfShipments.id, shipments.driverUserId))
        .where(where),
    ]);
    return {
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
      items: found.map((row) => rowOf(row.shipment, row.shipperMobile, row.driverMobile)),
    };
  }),

  serveOps(getShipment, async ({ app, params }) => {
    const { shipment, shipperMobile, driverMobile } = await loadShipment(app, params.id);
    const [grab] =
      shipment.lockId === null
        ? []
        : await app.db
            .select({
              lockId: campaignLocks.id,
              campaignId: campaigns.id,
              campaignTitleZh: campaigns.titleZh,
              campaignTitleEn: campaigns.titleEn,
              consumedAt: campaignLocks.consumedAt,
            })
            .from(campaignLocks)
            .innerJoin(campaignTiers, eq(campaignTiers.id, campaignLocks.tierId))
            .innerJoin(campaigns, eq(campaigns.id, campaignTiers.campaignId))
            .where(eq(campaignLocks.id, shipment.lockId));
    const receipt = shipment.receipt as ShipmentReceipt;
    const stops = shipment.stops as ShipmentStop[];
    const answer: OpsShipment = {
      ...rowOf(shipment, shipperMobile, driverMobile),
      lineId: shipment.lineId,
      vehicleType: shipment.vehicleType as OpsShipment['vehicleType'],
      vehicleLengthM: shipment.vehicleLengthDm / 10,
      stops: stops.map((stop) => ({
        kind: stop.kind,
        regionName: stop.regionName,
        placeName: stop.placeName ?? null,
      })),
      goods: {
        name: shipment.goodsName,
        weightKg: shipment.weightKg,
        volumeM3: shipment.volumeTenthsM3 / 10,
        packaging: shipment.packaging as OpsShipment['goods']['packaging'],
        remarks: shipment.remarks,
      },
      receipt: {
        nameMasked: maskName(receipt.name),
        mobileMasked: maskMobile(receipt.mobile),
        regionName: receipt.regionName,
      },
      takenAt: shipment.takenAt?.toISOString() ?? null,
      deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
      completedAt: shipment.completedAt?.toISOString() ?? null,
      cancelledAt: shipment.cancelledAt?.toISOString() ?? null,
      grab: grab
        ? {
            lockId: grab.lockId,
            campaignId: grab.campaignId,
            campaignTitleZh: grab.campaignTitleZh,
            campaignTitleEn: grab.campaignTitleEn,
            consumedAt: grab.consumedAt?.toISOString() ?? null,
          }
        : null,
      canComplete: shipment.state === 'taken',
      canCancel: shipment.state === 'published' || shipment.state === 'taken',
    };
    return answer;
  }),

  stepRoute(completeShipment, 'shipment.complete', complete),
  stepRoute(cancelShipment, 'shipment.cancel', cancel),
];
