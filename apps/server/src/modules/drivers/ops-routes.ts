// Driver verification review in the operator API: the queue of profiles in a state (submitted by
// default, oldest first), one profile with its mobile and ID number masked and its photos only as
// present or not (the whole values come from the audited reveal, users/ops-routes.ts), and the
// decision (operator and up), which runs the module's own reviewDriver with its rules and is
// audited in the same transaction.

import {
  getDriverVerification,
  listDriverVerifications,
  reviewDriverVerification,
} from '@freight/contract/ops';
import { maskIdCard, maskMobile } from '@freight/contract/rules/mask';
import { asc, count, eq } from 'drizzle-orm';
import { drivers } from '../../db/schema/drivers.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { actorOf, type OpsRoute, serveOps } from '../operators/ops-route.ts';
import { ReviewError, reviewDriverAudited } from './review.ts';
import { idCardNoOf } from './id-card-vault.ts';
import { isoOrNull } from '../../db/timestamps.ts';

const NO_SUCH_DRIVER = {
  'zh-CN': '没有该司机的认证资料',
  'en-US': 'This driver has no verification profile',
};

export const driverOpsRoutes: readonly OpsRoute[] = [
  serveOps(listDriverVerifications, async ({ app, query }) => {
    const where = eq(drivers.state, query.state);
    const [rows, [total]] = await Promise.all([
      app.db
        .select({
          userId: drivers.userId,
          mobile: users.mobile,
          name: drivers.name,
          plateNumber: drivers.plateNumber,
          state: drivers.state,
          submittedAt: drivers.submittedAt,
        })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(where)
        .orderBy(asc(drivers.submittedAt), asc(drivers.userId))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db.select({ n: count() }).from(drivers).where(where),
    ]);
    return {
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
      items: rows.map(({ mobile, ...row }) => ({
        ...row,
        mobileMasked: maskMobile(mobile),
        submittedAt: isoOrNull(row.submittedAt),
      })),
    };
  }),
  serveOps(getDriverVerification, async ({ app, params }) => {
    const [row] = await app.db
      .select({ driver: drivers, mobile: users.mobile })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(eq(drivers.userId, params.userId));
    if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_DRIVER);
    const { driver } = row;
    const idCardNo = idCardNoOf(app.pii, driver);
    return {
      userId: driver.userId,
      mobileMasked: maskMobile(row.mobile),
      name: driver.name,
      plateNumber: driver.plateNumber,
      state: driver.state,
      submittedAt: isoOrNull(driver.submittedAt),
      idCardMasked: idCardNo === null ? null : maskIdCard(idCardNo),
      licenceClass: driver.licenceClass,
      licenceExpiry: driver.licenceExpiry,
      vehicleLicenceExpiry: driver.vehicleLicenceExpiry,
      vehicleType: driver.vehicleType,
      vehicleLengthM: driver.vehicleLengthM,
      loadTonnes: driver.loadTonnes,
      rejectReasons: driver.rejectReasons,
      reviewedAt: isoOrNull(driver.reviewedAt),
      photos: {
        idCardFrontKey: driver.idCardFrontKey !== null,
        idCardBackKey: driver.idCardBackKey !== null,
        licenceImageKey: driver.licenceImageKey !== null,
        vehicleLicenceImageKey: driver.vehicleLicenceImageKey !== null,
      },
    };
  }),
  serveOps(reviewDriverVerification, async ({ app, params, body, operator }) => {
    const [user] = await app.db
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.id, params.userId));
    if (user?.userType !== USER_TYPE.driver) {
      throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_DRIVER);
    }
    const reasons = body.decision === 'reject' ? body.reasons : [];
    try {
      await reviewDriverAudited(app.db, actorOf(operator), {
        userId: params.userId,
        decision: body.decision,
        reasons,
        now: app.now(),
        pii: app.pii,
      });
    } catch (error) {
      if (!(error instanceof ReviewError)) throw error;
      if (error.state !== undefined) {
        throw new ApiError(BUSINESS_CODES.CONFLICT, {
          'zh-CN': `该司机的认证资料不在待审核状态（当前：${error.state}）`,
          'en-US': `This driver's profile is not waiting for review (state: ${error.state})`,
        });
      }
      throw new ApiError(BUSINESS_CODES.BAD_REQUEST, error.message);
    }
    const [after] = await app.db
      .select({ state: drivers.state, rejectReasons: drivers.rejectReasons })
      .from(drivers)
      .where(eq(drivers.userId, params.userId));
    if (!after) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_DRIVER);
    return { userId: params.userId, ...after };
  }),
];
