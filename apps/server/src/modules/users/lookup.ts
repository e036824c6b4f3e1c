// Users as operators find them (users/ops-routes.ts): one user by id or whole mobile with a
// summary that the value, drivers and referrals modules compute (their own queries); a page of
// users whose mobile matches a mask or whose plate starts so; a user's whole mobile for the reveal.

import type { OpsUserLookup } from '@freight/contract/ops';
import { maskMobile } from '@freight/contract/rules/mask';
import { count, desc, eq, like } from 'drizzle-orm';
import { drivers } from '../../db/schema/drivers.ts';
import type { Db } from '../../db/database.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import { loadDriver } from '../drivers/public.ts';
import { inviterReferralCounts } from '../referrals/public.ts';
import { balancesOf, couponCountsOf } from '../value/public.ts';

/** A user by whole mobile when given, else by id. */
export async function userBy(
  db: Db,
  { mobile, userId }: { mobile?: string | undefined; userId?: number | undefined },
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(mobile === undefined ? eq(users.id, userId ?? 0) : eq(users.mobile, mobile));
  return user;
}

/** A page of users by masked mobile or the start of a plate, newest first, and the count. */
export async function userSearchPage(
  db: Db,
  query: {
    masked?: string | undefined;
    plate?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = query.masked
    ? like(users.mobile, query.masked.replaceAll('*', '_'))
    : like(drivers.plateNumber, `${query.plate ?? ''}%`);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, driverState: drivers.state, plateNumber: drivers.plateNumber })
      .from(users)
      .leftJoin(drivers, eq(drivers.userId, users.id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(drivers, eq(drivers.userId, users.id))
      .where(where),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    items: rows.map(({ user, driverState, plateNumber }) => ({
      userId: user.id,
      mobileMasked: maskMobile(user.mobile),
      userType: user.userType,
      registeredAt: user.createdAt.toISOString(),
      driverState: user.userType === USER_TYPE.driver ? (driverState ?? 'not_started') : null,
      plateNumber,
    })),
  };
}

/** A user's id and whole mobile, for the audited reveal. */
export async function userMobile(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

type UserRow = typeof users.$inferSelect;

/** The user, masked, with the summary. */
export async function lookupOf(db: Db, user: UserRow, now: number): Promise<OpsUserLookup> {
  const [driver, accounts, coupons, referralsAsInviter] = await Promise.all([
    user.userType === USER_TYPE.driver ? loadDriver(db, user.id) : undefined,
    balancesOf(db, user.id),
    couponCountsOf(db, user.id, now),
    inviterReferralCounts(db, user.id),
  ]);
  const balanceOf = (asset: string) =>
    accounts.find((account) => account.asset === asset)?.balance ?? 0;
  return {
    user: {
      userId: user.id,
      mobileMasked: maskMobile(user.mobile),
      userType: user.userType,
      registeredAt: user.createdAt.toISOString(),
      driverState: user.userType === USER_TYPE.driver ? (driver?.state ?? 'not_started') : null,
    },
    summary: {
      balances: {
        points: balanceOf('points'),
        lucky_beans: balanceOf('lucky_beans'),
        cash_fen: balanceOf('cash_fen'),
      },
      coupons,
      referralsAsInviter,
    },
  };
}
