// A shipment's life (issue 15): published with a flash-sale grab's token (the lock consumed once,
// one shipment per lock), changed while nobody has taken it, taken by a verified driver (one of
// any number racing), marked delivered by that driver, confirmed by the shipper (completed: the
// event the shipper's referral qualifies on, ADR 016) or completed by an operator, or cancelled
// while published (the truck goes back to the line's stock). Each step is one conditional UPDATE:
// a doubled tap repeats the step's answer, a step that no longer applies says why.

import type {
  PublishShipmentRequest,
  ShipmentDetail,
  ShipmentGoods,
  ShipmentReceipt,
  ShipmentStep,
  ShipmentStop,
} from '@freight/contract/endpoints/shipments';
import type { ShipmentState } from '@freight/contract/endpoints/shipment-values';
import { maskMobile } from '@freight/contract/rules/mask';
import { todayInChina } from '@freight/contract/china-time';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignAttempts, campaignLocks, campaignTiers } from '../../db/schema/campaigns.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { CAMPAIGN_MESSAGES as CM, consumeLock, releaseLapsedLocks } from '../campaigns/public.ts';
import { recomputeGrade } from '../loyalty/public.ts';
import { hubNameEn } from '../places/public.ts';
import { qualifyReferral } from '../referrals/public.ts';
import type { PiiVault } from '../../security/pii.ts';
import {
  type LineRow,
  lineRows,
  loadDateProblems,
  quoteOf,
  stopProblems,
  weightProblems,
} from './lines.ts';
import { SHIPMENT_MESSAGES as M } from './messages.ts';
import { otherRequest } from '../../http/request-ids.ts';

export type Shipment = typeof shipments.$inferSelect;

const goodsColumns = (goods: ShipmentGoods) => ({
  goodsName: goods.name,
  weightKg: goods.weightKg,
  volumeTenthsM3: Math.round(goods.volumeM3 * 10),
  packaging: goods.packaging,
  remarks: goods.remarks || null,
});

/** Everything a shipment on this line must respect, as field problems (nothing is written). */
function checkAgainstLine(
  row: LineRow,
  fields: Pick<PublishShipmentRequest, 'stops' | 'loadDate' | 'goods'>,
  now: number,
) {
  const problems = [
    ...stopProblems(row, fields.stops),
    ...loadDateProblems(row, fields.loadDate, todayInChina(now)),
    ...weightProblems(row, fields.goods.weightKg),
  ];
  if (problems.length > 0) throw validationFailed(problems);
}

/**
 * Publishes the shipment held by the grab's token, once: the lock is consumed in the same
 * transaction as the shipment is written (unique per lock), so two publishes with one token give
 * one shipment and the second is told it is the first's. A hold that lapsed is refused, and its
 * truck goes back to stock now.
 */
export async function publish(
  db: Db,
  input: { user: SessionUser; fields: PublishShipmentRequest; now: number },
): Promise<{ shipmentId: number; ref: string; repeated: boolean }> {
  const { user, fields, now } = input;
  const answer = await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ lock: campaignLocks, attempt: campaignAttempts })
      .from(campaignLocks)
      .innerJoin(campaignAttempts, eq(campaignAttempts.id, campaignLocks.attemptId))
      .where(eq(campaignLocks.token, fields.token));
    // Another user's token is no more theirs to publish with than an unknown one.
    if (!held || held.attempt.userId !== user.userId) {
      throw new ApiError(BUSINESS_CODES.NOT_FOUND, CM.grabNotFound);
    }
    const existing = await shipmentOfLock(tx, held.lock.id);
    if (existing) return { ...sameAsPublished(existing, fields), repeated: true };
    const [row] = await lineRows(tx, eq(campaignTiers.id, held.lock.tierId));
    if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noLine);
    checkAgainstLine(row, fields, now);
    const quote = quoteOf(row, fields.stops.length);
    if (fields.priceFen !== quote.recommendPriceFen) {
      throw new ApiError(BUSINESS_CODES.CONFLICT, M.priceChanged, { quote });
    }
    if (!(await consumeLock(tx, held.lock.id, now))) {
      // Consumed meanwhile by a twin of this request (it waited on the lock's row): its shipment.
      const twin = await shipmentOfLock(tx, held.lock.id);
      if (twin) return { ...sameAsPublished(twin, fields), repeated: true };
      return { lapsedTierId: held.lock.tierId };
    }
    const { line } = row;
    const [created] = await tx
      .insert(shipments)
      .values({
        shipperUserId: user.userId,
        lineId: line.campaignId,
        lockId: held.lock.id,
        state: 'published',
        originCode: line.originCode,
        originName: line.originName,
        destinationCode: line.destinationCode,
        destinationName: line.destinationName,
        vehicleType: line.vehicleType,
        vehicleLengthDm: line.vehicleLengthDm,
        stops: fields.stops,
        loadDate: fields.loadDate,
        ...goodsColumns(fields.goods),
        receipt: fields.receipt,
        priceFen: quote.recommendPriceFen,
        publishedAt: new Date(now),
      })
      .returning({ id: shipments.id, ref: shipments.ref });
    if (!created) throw new Error('shipment not inserted');
    return { shipmentId: created.id, ref: created.ref, repeated: false };
  });
  if ('lapsedTierId' in answer) {
    await db.transaction((tx) => releaseLapsedLocks(tx, now, answer.lapsedTierId));
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, CM.grabLapsed);
  }
  return answer;
}

async function shipmentOfLock(tx: Db, lockId: number): Promise<Shipment | undefined> {
  const [found] = await tx.select().from(shipments).where(eq(shipments.lockId, lockId));
  return found;
}

/** Canonical JSON: the same value with its keys in one order, whatever order they came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/**
 * The id of the shipment a grab's token already published, when `fields` are what it was published
 * with (a doubled tap, a retry after a lost answer); the same token with other fields is another
 * request reusing it: refused (409), as a reused request id is everywhere (docs/contract.md).
 */
function sameAsPublished(
  row: Shipment,
  fields: PublishShipmentRequest,
): { shipmentId: number; ref: string } {
  const sent = {
    stops: fields.stops,
    loadDate: fields.loadDate,
    ...goodsColumns(fields.goods),
    receipt: fields.receipt,
    priceFen: fields.priceFen,
  };
  const stored = Object.fromEntries(
    Object.keys(sent).map((key) => [key, row[key as keyof Shipment]]),
  );
  if (canonical(stored) !== canonical(sent)) throw otherRequest();
  return { shipmentId: row.id, ref: row.ref };
}

async function shipmentById(db: Db, shipmentId: number): Promise<Shipment> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  return row;
}

/** Why a step cannot be made on a shipment in this state (for whoever asked). */
function refusal(row: Shipment): ApiError {
  if (row.state === 'cancelled') return new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.cancelled);
  if (row.state === 'completed') return new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.completed);
  if (row.state === 'taken') return new ApiError(BUSINESS_CODES.CONFLICT, M.takenByOther);
  return new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notTaken);
}

const step = (row: Pick<Shipment, 'id' | 'state'>, repeated: boolean): ShipmentStep => ({
  shipmentId: row.id,
  state: row.state as ShipmentState,
  repeated,
});

/** Changes a published shipment's goods and receipt (its line's truck must still carry them). */
export async function update(
  db: Db,
  input: {
    user: SessionUser;
    shipmentId: number;
    goods: ShipmentGoods;
    receipt: ShipmentReceipt;
  },
): Promise<{ shipmentId: number; ref: string }> {
  const { user, shipmentId, goods, receipt } = input;
  return db.transaction(async (tx) => {
    const row = await shipmentById(tx, shipmentId);
    if (row.shipperUserId !== user.userId) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
    if (row.lineId !== null) {
      const [line] = await lineRows(tx, eq(campaignTiers.campaignId, row.lineId));
      if (line) {
        const problems = weightProblems(line, goods.weightKg);
        if (problems.length > 0) throw validationFailed(problems);
      }
    }
    const [changed] = await tx
      .update(shipments)
      .set({ ...goodsColumns(goods), receipt })
      .where(and(eq(shipments.id, shipmentId), eq(shipments.state, 'published')))
      .returning({ id: shipments.id });
    if (!changed) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notEditable);
    return { shipmentId, ref: row.ref };
  });
}

/** A verified driver takes a published shipment: of any number racing, one. */
export async function take(db: Db, user: SessionUser, shipmentId: number, now: number) {
  const [driver] = await db
    .select({ state: drivers.state })
    .from(drivers)
    .where(eq(drivers.userId, user.userId));
  if (driver?.state !== 'approved') {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notVerified);
  }
  const [taken] = await db
    .update(shipments)
    .set({ state: 'taken', driverUserId: user.userId, takenAt: new Date(now) })
    .where(and(eq(shipments.id, shipmentId), eq(shipments.state, 'published')))
    .returning({ id: shipments.id, state: shipments.state });
  if (taken) return step(taken, false);
  const row = await shipmentById(db, shipmentId);
  if (row.driverUserId === user.userId) return step(row, true);
  throw refusal(row);
}

/** The driver who took it marks it delivered, once. */
export async function deliver(db: Db, user: SessionUser, shipmentId: number, now: number) {
  const [marked] = await db
    .update(shipments)
    .set({ deliveredAt: new Date(now) })
    .where(
      and(
        eq(shipments.id, shipmentId),
        eq(shipments.state, 'taken'),
        eq(shipments.driverUserId, user.userId),
        isNull(shipments.deliveredAt),
      ),
    )
    .returning({ id: shipments.id, state: shipments.state });
  if (marked) return step(marked, false);
  const row = await shipmentById(db, shipmentId);
  if (row.driverUserId !== user.userId) throw new ApiError(BUSINESS_CODES.FORBIDDEN, M.notYours);
  if (row.deliveredAt !== null) return step(row, true);
  throw refusal(row);
}

/**
 * Completes a delivered shipment: the shipper confirms it (or an operator does, without
 * `shipperUserId`). In the same transaction the shipper's and the driver's grades are recomputed
 * (loyalty/grades.ts: a completion counts for both). Its first completion qualifies the shipper's
 * referral, after the commit.
 */
export async function complete(
  db: Db,
  input: { shipmentId: number; now: number; shipperUserId?: number; pii: PiiVault },
) {
  const { shipmentId, now, shipperUserId, pii } = input;
  const done = await db.transaction(async (tx) => {
    const [completed] = await tx
      .update(shipments)
      .set({ state: 'completed', completedAt: new Date(now) })
      .where(
        and(
          eq(shipments.id, shipmentId),
          eq(shipments.state, 'taken'),
          shipperUserId === undefined ? undefined : eq(shipments.shipperUserId, shipperUserId),
          // The shipper confirms what the driver delivered; an operator may complete it either way.
          shipperUserId === undefined ? undefined : sql`${shipments.deliveredAt} is not null`,
        ),
      )
      .returning({
        id: shipments.id,
        state: shipments.state,
        shipperUserId: shipments.shipperUserId,
        driverUserId: shipments.driverUserId,
      });
    if (completed) {
      await recomputeGrade(tx, completed.shipperUserId, USER_TYPE.shipper, now);
      if (completed.driverUserId !== null) {
        await recomputeGrade(tx, completed.driverUserId, USER_TYPE.driver, now);
      }
    }
    return completed;
  });
  if (done) {
    await qualifyReferral(db, {
      inviteeUserId: done.shipperUserId,
      event: 'shipment_completed',
      now,
      pii,
    });
    return step(done, false);
  }
  const row = await shipmentById(db, shipmentId);
  if (shipperUserId !== undefined && row.shipperUserId !== shipperUserId) {
    throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  }
  if (row.state === 'completed') return step(row, true);
  if (row.state === 'taken') throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notDelivered);
  throw refusal(row);
}

/**
 * Cancels a shipment; its truck goes back to the line's stock. The shipper (`shipperUserId`)
 * cancels one nobody has taken; an operator (without it) also one a driver has taken and not yet
 * completed (a dispute settled by customer service).
 */
export async function cancel(
  db: Db,
  input: { shipmentId: number; now: number; shipperUserId?: number },
) {
  const { shipmentId, now, shipperUserId } = input;
  const byShipper = shipperUserId !== undefined;
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(shipments)
      .set({ state: 'cancelled', cancelledAt: new Date(now) })
      .where(
        and(
          eq(shipments.id, shipmentId),
          byShipper
            ? eq(shipments.state, 'published')
            : inArray(shipments.state, ['published', 'taken']),
          byShipper ? eq(shipments.shipperUserId, shipperUserId) : undefined,
        ),
      )
      .returning({ id: shipments.id, state: shipments.state, lockId: shipments.lockId });
    if (cancelled) {
      if (cancelled.lockId !== null) {
        const [lock] = await tx
          .select({ tierId: campaignLocks.tierId })
          .from(campaignLocks)
          .where(eq(campaignLocks.id, cancelled.lockId));
        if (lock) {
          await tx
            .update(campaignTiers)
            .set({ remaining: sql`${campaignTiers.remaining} + 1` })
            .where(eq(campaignTiers.id, lock.tierId));
        }
      }
      return step(cancelled, false);
    }
    const row = await shipmentById(tx, shipmentId);
    if (byShipper && row.shipperUserId !== shipperUserId) {
      throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
    }
    if (row.state === 'cancelled') return step(row, true);
    throw refusal(row);
  });
}

/** `王**` from a name, else the masked mobile. */
function maskedShipper(name: string | null, mobile: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `${[...trimmed][0]}**` : maskMobile(mobile);
}

/** A shipment as `viewer` may see it: addresses and the consignee to its two parties only. */
export function detailOf(
  row: Shipment,
  shipper: { name: string | null; mobile: string | null },
  viewer: SessionUser | null,
): ShipmentDetail {
  const isShipper = viewer?.userId === row.shipperUserId;
  const isDriver = viewer !== null && viewer.userId === row.driverUserId;
  const party = isShipper || isDriver;
  const stops = row.stops as ShipmentStop[];
  return {
    shipmentId: row.id,
    ref: row.ref,
    state: row.state as ShipmentState,
    lineId: row.lineId,
    origin: { regionCode: row.originCode, name: row.originName },
    destination: { regionCode: row.destinationCode, name: row.destinationName },
    vehicleType: row.vehicleType as ShipmentDetail['vehicleType'],
    vehicleLengthM: row.vehicleLengthDm / 10,
    stops: stops.map((stop) => ({
      kind: stop.kind,
      regionCode: stop.regionCode,
      regionName: stop.regionName,
      placeName: stop.placeName ?? null,
      placeNameEn: stop.placeName ? hubNameEn(stop.regionCode, stop.placeName) : null,
      address: party ? stop.address : null,
    })),
    loadDate: row.loadDate,
    goods: {
      name: row.goodsName,
      weightKg: row.weightKg,
      volumeM3: row.volumeTenthsM3 / 10,
      packaging: row.packaging as ShipmentDetail['goods']['packaging'],
      remarks: row.remarks,
    },
    priceFen: row.priceFen,
    shipperMasked: maskedShipper(shipper.name, shipper.mobile),
    receipt: party ? (row.receipt as ShipmentReceipt) : null,
    publishedAt: row.publishedAt.toISOString(),
    takenAt: row.takenAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    mine: party,
    canTake: viewer?.userType === 3 && row.state === 'published' && !isShipper,
    canDeliver: isDriver && row.state === 'taken' && row.deliveredAt === null,
    canConfirm: isShipper && row.state === 'taken' && row.deliveredAt !== null,
    canCancel: isShipper && row.state === 'published',
    canEdit: isShipper && row.state === 'published',
  };
}

/** Shipments with their shippers' names, for `detailOf`. */
export function shipmentsWithShipper(db: Db) {
  return db
    .select({ shipment: shipments, name: users.name, mobile: users.mobile })
    .from(shipments)
    .innerJoin(users, eq(users.id, shipments.shipperUserId));
}

/** One shipment by its reference, with its shipper's name; a clear 404 when there is none. */
export async function shipmentByRef(db: Db, ref: string) {
  const [row] = await shipmentsWithShipper(db).where(eq(shipments.ref, ref));
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  return row;
}

/** A shipper's newest `limit` shipments, newest first. */
export function shipperShipments(db: Db, shipperUserId: number, limit: number) {
  return shipmentsWithShipper(db)
    .where(eq(shipments.shipperUserId, shipperUserId))
    .orderBy(desc(shipments.id))
    .limit(limit);
}
