// What the operators' review of driver verification reads (drivers/ops-routes.ts): the queue of
// profiles in a state, one profile with its user's mobile, a driver's past decisions from the
// audit log, and the state a decision left.

import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { operatorAudit } from '../../db/schema/operators.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { users } from '../../db/schema/users.ts';

/** A page of the queue: the state, at most one search, the page and its size. */
export interface QueueQuery {
  state: (typeof drivers.$inferSelect)['state'];
  mobile?: string | undefined;
  masked?: string | undefined;
  plate?: string | undefined;
  page: number;
  pageSize: number;
}

/** One page of the queue of profiles in a state, and how many match in all. */
export async function verificationQueue(db: Db, query: QueueQuery) {
  const search: SQL | undefined =
    query.mobile !== undefined
      ? eq(users.mobile, query.mobile)
      : query.masked !== undefined
        ? like(users.mobile, query.masked.replaceAll('*', '_'))
        : query.plate !== undefined
          ? like(drivers.plateNumber, `${query.plate}%`)
          : undefined;
  const where = and(eq(drivers.state, query.state), search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: drivers.userId,
        mobile: users.mobile,
        name: drivers.name,
        plateNumber: drivers.plateNumber,
        state: drivers.state,
        submittedAt: drivers.submittedAt,
        reviewedAt: drivers.reviewedAt,
      })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(where)
      // The queue: who waited longest first. Any other state: the latest decision first.
      .orderBy(
        ...(query.state === 'submitted'
          ? [asc(drivers.submittedAt), asc(drivers.userId)]
          : [sql`${drivers.reviewedAt} desc nulls last`, desc(drivers.userId)]),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A driver's stored profile with the user's mobile, if the user has a profile. */
export async function driverWithMobile(db: Db, userId: number) {
  const [row] = await db
    .select({ driver: drivers, mobile: users.mobile })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.userId, userId));
  return row;
}

/** Whether the user has a driver profile. */
export async function hasDriverProfile(db: Db, userId: number): Promise<boolean> {
  const [driver] = await db
    .select({ userId: drivers.userId })
    .from(drivers)
    .where(eq(drivers.userId, userId));
  return driver !== undefined;
}

/** The latest `limit` approvals and rejections of a driver's profile, latest first. */
export async function reviewDecisions(db: Db, userId: number, limit: number) {
  return db
    .select({
      at: operatorAudit.at,
      actor: operatorAudit.actor,
      action: operatorAudit.action,
      after: operatorAudit.after,
    })
    .from(operatorAudit)
    .where(
      and(
        eq(operatorAudit.targetKind, 'driver'),
        eq(operatorAudit.targetId, String(userId)),
        inArray(operatorAudit.action, [
          'driver_verification.approve',
          'driver_verification.reject',
        ]),
      ),
    )
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
}

/** The user's type, if there is such a user. */
export async function userTypeOf(db: Db, userId: number) {
  const [user] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  return user?.userType;
}

/** The state of a driver's profile and the reasons of its last rejection. */
export async function verificationOutcome(db: Db, userId: number) {
  const [after] = await db
    .select({ state: drivers.state, rejectReasons: drivers.rejectReasons })
    .from(drivers)
    .where(eq(drivers.userId, userId));
  return after;
}
