// Shipments as customer service reads and steps them (shipments/ops-routes.ts): a page of the
// list, searched by state, id, reference or a party's mobile; one shipment with its parties'
// numbers and its consignee masked and the flash-sale grab it came from; an operator's complete or
// cancel, audited in the same transaction.

import type { AuditAction, OpsShipment, OpsShipmentRow } from '@freight/contract/ops';
import type { ShipmentReceipt, ShipmentStop } from '@freight/contract/endpoints/shipments';
import { maskMobile, maskName } from '@freight/contract/rules/mask';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { campaignLocks, campaigns, campaignTiers } from '../../db/schema/campaigns.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import type { PiiVault } from '../../security/pii.ts';
import { SHIPMENT_MESSAGES as M } from './messages.ts';
import type { cancel, complete } from './shipments.ts';

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

async function loadShipment(db: Db, id: number) {
  const [found] = await db
    .select(rows())
    .from(shipments)
    .innerJoin(shippers, eq(shippers.id, shipments.shipperUserId))
    .leftJoin(driversOfShipments, eq(driversOfShipments.id, shipments.driverUserId))
    .where(eq(shipments.id, id));
  if (!found) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  return found;
}

/** A page of shipments, newest first, and how many match in all. */
export async function shipmentPage(
  db: Db,
  query: {
    state?: OpsShipmentRow['state'] | undefined;
    id?: number | string | undefined;
    mobile?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
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
    db
      .select(rows())
      .from(shipments)
      .innerJoin(shippers, eq(shippers.id, shipments.shipperUserId))
      .leftJoin(driversOfShipments, eq(driversOfShipments.id, shipments.driverUserId))
      .where(where)
      .orderBy(desc(shipments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
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
}

/** One shipment as customer service reads it. */
export async function shipmentForOps(db: Db, id: number): Promise<OpsShipment> {
  const { shipment, shipperMobile, driverMobile } = await loadShipment(db, id);
  const [grab] =
    shipment.lockId === null
      ? []
      : await db
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
}

/** One audited step on a shipment by an operator: complete or cancel. */
export async function stepShipmentAudited(
  db: Db,
  actor: Actor,
  { id, note, now, pii }: { id: number; note: string; now: number; pii: PiiVault },
  action: AuditAction,
  make: typeof complete | typeof cancel,
) {
  return audited(db, actor, now, async (tx) => {
    const [before] = await tx
      .select({ state: shipments.state, deliveredAt: shipments.deliveredAt })
      .from(shipments)
      .where(eq(shipments.id, id));
    if (!before) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
    const step = await make(tx, { shipmentId: id, now, pii });
    return {
      audit: {
        action,
        targetKind: 'shipment',
        targetId: id,
        before: { state: before.state, delivered: before.deliveredAt !== null },
        after: { state: step.state, note },
      },
      result: step,
    };
  });
}
