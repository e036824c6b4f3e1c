// Users in the operator API (docs/decisions/023-ops-console-api.md): find one by the mobile number
// the caller already has (viewer), answered masked with a summary that the value, drivers and
// referrals modules compute (their own queries); and the full number for an admin, each reveal
// written to the audit log (that it was revealed, never the number).

import {
  opsUserLookup,
  opsUserLookupQuery,
  opsUserParams,
  revealedMobile,
} from '@freight/contract/ops';
import { maskMobile } from '@freight/contract/rules/mask';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { loadDriver } from '../drivers/profile-store.ts';
import { audited } from '../operators/audit.ts';
import { actorOf, type OpsRoute, opsRoute } from '../operators/ops-route.ts';
import { inviterReferralCounts } from '../referrals/report.ts';
import { couponCountsOf } from '../value/coupons.ts';
import { balancesOf } from '../value/ledger.ts';

const NO_SUCH_USER = { 'zh-CN': '没有这个用户', 'en-US': 'There is no such user' };

type UserRow = typeof users.$inferSelect;

async function lookupOf(db: Db, user: UserRow, now: number) {
  const [driver, accounts, coupons, referralsAsInviter] = await Promise.all([
    user.userType === USER_TYPE.driver ? loadDriver(db, user.id) : undefined,
    balancesOf(db, user.id),
    couponCountsOf(db, user.id, now),
    inviterReferralCounts(db, user.id),
  ]);
  const balanceOf = (asset: string) =>
    accounts.find((account) => account.asset === asset)?.balance ?? 0;
  return opsUserLookup.parse({
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
  });
}

export const userOpsRoutes: readonly OpsRoute[] = [
  opsRoute({
    method: 'GET',
    path: '/users',
    role: 'viewer',
    query: opsUserLookupQuery,
    // Not audited: like the other reads (the verification queue shows full numbers and ID cards),
    // and the caller already holds the number it searches by; only the reveal below is (ADR 023).
    async handle({ app, query }) {
      const [user] = await app.db.select().from(users).where(eq(users.mobile, query.mobile));
      if (!user) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_USER);
      return lookupOf(app.db, user, app.now());
    },
  }),
  opsRoute({
    method: 'POST',
    path: '/users/:userId/reveal',
    role: 'admin',
    params: opsUserParams,
    async handle({ app, params, operator }) {
      return audited(app.db, actorOf(operator), app.now(), async (tx) => {
        const [user] = await tx
          .select({ id: users.id, mobile: users.mobile })
          .from(users)
          .where(eq(users.id, params.userId));
        // Thrown inside the transaction: an unknown user leaves no record.
        if (!user) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_USER);
        return {
          // That the number was shown, to whom and when; the number itself stays out of the log.
          audit: {
            action: 'user.reveal_mobile',
            targetKind: 'user',
            targetId: user.id,
            before: null,
            after: { revealed: 'mobile' },
          },
          result: revealedMobile.parse({ userId: user.id, mobile: user.mobile }),
        };
      });
    },
  }),
];
