// Users in the operator API (docs/decisions/023-ops-console-api.md): find one by the mobile number
// the caller already has (viewer), answered masked with a summary that the value, drivers and
// referrals modules compute (their own queries); and the reveal, the one route that hands out a
// whole mobile, a whole ID number or a verification photo's link (ADR 023 amended by issue 42):
// its role and reason checked, each reveal written to the audit log with the fields and the
// reason, never the values; and the deletion of an account on the person's request (leaving.ts).

import {
  eraseUser,
  lookupUser,
  searchUsers,
  revealUserData,
  roleAtLeast,
} from '@freight/contract/ops';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { idCardNoOf, loadDriver, photoKeysOf, photoLinksOf } from '../drivers/public.ts';
import { uploadsFor } from '../uploads/public.ts';
import { audited } from '../../db/audit.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { deleteLeftPhotos, eraseAccount } from './leaving.ts';
import { lookupOf, userBy, userMobile, userSearchPage } from './lookup.ts';

const NO_SUCH_USER = { 'zh-CN': '没有这个用户', 'en-US': 'There is no such user' };
const REVIEW_ONLY = {
  'zh-CN': '审核时只能查看身份证号和证件照片；其他原因的查看需要管理员',
  'en-US': 'A review reveals the ID number and the photos only; other reasons need an admin',
};
const NOT_UNDER_REVIEW = {
  'zh-CN': '该司机的认证资料不在待审核状态，不能以审核为由查看',
  'en-US': "This driver's profile is not waiting for review: a review cannot be the reason",
};

export const userOpsRoutes: readonly OpsRoute[] = [
  // Not audited: like the other reads (the verification queue shows full numbers and ID cards),
  // and the caller already holds the number it searches by; only the reveal below is (ADR 023).
  serveOps(lookupUser, async ({ app, query }) => {
    const user = await userBy(app.db, query);
    if (!user) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_USER);
    return lookupOf(app.db, user, app.now());
  }),
  // Not audited either: a match shows no more of a number than the mask it was found by.
  serveOps(searchUsers, async ({ app, query }) => {
    return userSearchPage(app.db, query);
  }),
  // An operator reviews; what else is revealed, for whatever reason, is an admin's (checked below).
  serveOps(revealUserData, async ({ app, params, body, operator }) => {
    if (body.reason === 'review') {
      if (body.fields.includes('mobile')) throw new ApiError(BUSINESS_CODES.FORBIDDEN, REVIEW_ONLY);
    } else if (!operator || !roleAtLeast(operator.role, 'admin')) {
      throw new ApiError(BUSINESS_CODES.FORBIDDEN, REVIEW_ONLY);
    }
    const asked = new Set(body.fields);
    return audited(app.db, actorOf(operator), app.now(), async (tx) => {
      const user = await userMobile(tx, params.userId);
      // Thrown inside the transaction: an unknown user leaves no record.
      if (!user) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_USER);
      const driver = await loadDriver(tx, user.id);
      if (body.reason === 'review' && driver?.state !== 'submitted') {
        throw new ApiError(BUSINESS_CODES.CONFLICT, NOT_UNDER_REVIEW);
      }
      const photoUrls = asked.has('photos')
        ? photoLinksOf(driver, await uploadsFor(app).links(photoKeysOf(driver)))
        : undefined;
      return {
        // What was shown, to whom, when and why; the values themselves stay out of the log.
        audit: {
          action: 'user.reveal',
          targetKind: 'user',
          targetId: user.id,
          before: null,
          after: { revealed: body.fields, reason: body.reason },
        },
        result: {
          userId: user.id,
          ...(asked.has('mobile') ? { mobile: user.mobile } : {}),
          ...(asked.has('idCardNo')
            ? { idCardNo: driver ? idCardNoOf(app.pii, driver) : null }
            : {}),
          ...(photoUrls ? { photoUrls } : {}),
        },
      };
    });
  }),
  // As final as it gets: an admin's, like the reveals for reasons other than a review.
  serveOps(eraseUser, async ({ app, params, body, operator }) => {
    const now = app.now();
    const result = await audited(app.db, actorOf(operator), now, async (tx) => {
      const erased = await eraseAccount(tx, app.pii, params.userId, new Date(now));
      return {
        audit: {
          action: 'user.erase',
          targetKind: 'user',
          targetId: params.userId,
          before: null,
          after: { note: body.note, erased },
        },
        result: { userId: params.userId, erased },
      };
    });
    await deleteLeftPhotos(app);
    return result;
  }),
];
