// Driver verification review in the operator API: the queue of profiles in a state (submitted by
// default, oldest first; the decided ones latest decision first), searched by the whole mobile,
// a masked one or the start of a plate; each driver's decisions from the audit log; one profile with its mobile and ID number masked and its photos only as
// present or not (the whole values come from the audited reveal, users/ops-routes.ts), and the
// decision (operator and up), which runs the module's own reviewDriver with its rules and is
// audited in the same transaction.

import {
  getDriverVerification,
  getVerificationHistory,
  listDriverVerifications,
  reviewDriverVerification,
} from '@freight/contract/ops';
import { maskIdCard, maskMobile } from '@freight/contract/rules/mask';
import { USER_TYPE } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { ReviewError, reviewDriverAudited } from './review.ts';
import { idCardNoOf } from './id-card-vault.ts';
import {
  driverWithMobile,
  hasDriverProfile,
  reviewDecisions,
  userTypeOf,
  verificationOutcome,
  verificationQueue,
} from './review-queue.ts';
import { isoOrNull } from '../../db/timestamps.ts';

/** The most decisions a driver's history answers. */
const HISTORY_LIMIT = 100;

const NO_SUCH_DRIVER = {
  'zh-CN': '没有该司机的认证资料',
  'en-US': 'This driver has no verification profile',
};

export const driverOpsRoutes: readonly OpsRoute[] = [
  serveOps(listDriverVerifications, async ({ app, query }) => {
    const { rows, total } = await verificationQueue(app.db, query);
    return {
      page: query.page,
      pageSize: query.pageSize,
      total,
      items: rows.map(({ mobile, ...row }) => ({
        ...row,
        mobileMasked: maskMobile(mobile),
        submittedAt: isoOrNull(row.submittedAt),
        reviewedAt: isoOrNull(row.reviewedAt),
      })),
    };
  }),
  serveOps(getDriverVerification, async ({ app, params }) => {
    const row = await driverWithMobile(app.db, params.userId);
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
  serveOps(getVerificationHistory, async ({ app, params }) => {
    if (!(await hasDriverProfile(app.db, params.userId))) {
      throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_DRIVER);
    }
    // Decisions are an operator's, a few per driver; the latest hundred is every one in practice.
    const rows = await reviewDecisions(app.db, params.userId, HISTORY_LIMIT);
    return {
      userId: params.userId,
      decisions: rows.map((row) => ({
        at: row.at.toISOString(),
        by: row.actor,
        decision:
          row.action === 'driver_verification.approve' ? ('approve' as const) : ('reject' as const),
        reasons:
          row.action === 'driver_verification.reject'
            ? ((row.after as { rejectReasons?: { field: string; reason: string }[] } | null)
                ?.rejectReasons ?? [])
            : [],
      })),
    };
  }),
  serveOps(reviewDriverVerification, async ({ app, params, body, operator }) => {
    if ((await userTypeOf(app.db, params.userId)) !== USER_TYPE.driver) {
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
    const after = await verificationOutcome(app.db, params.userId);
    if (!after) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_DRIVER);
    return { userId: params.userId, ...after };
  }),
];
