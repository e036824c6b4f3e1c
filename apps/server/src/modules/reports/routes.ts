// The reports' endpoints (docs/decisions/031): a shipper's month (oms-service), a driver's year,
// its share token and the shared year (driver-service), a referral programme's leaderboard and the
// red-packet activities running for a user type (oms-service). All read; none writes.

import {
  getAnnualBill,
  getMonthlyReport,
  getReferralLeaderboard,
  getSharedAnnualBill,
  listRedPacketActivities,
  shareAnnualBill,
} from '@freight/contract/endpoints/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { requestLocale } from '../../http/user-message.ts';
import { annualBill, sharedAnnualBill } from './annual-bill.ts';
import { referralLeaderboard } from './leaderboard.ts';
import { REPORT_MESSAGES as M } from './messages.ts';
import { monthlyReport } from './monthly.ts';
import { redPacketActivities } from './red-packets.ts';
import { annualBillToken, driverOfToken } from './share-token.ts';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The key of share links; without one (production unconfigured) sharing is unavailable. */
  const shareKey = () => {
    const key = app.config.shareLinkKey;
    if (!key) {
      throw new ApiError(BUSINESS_CODES.SERVICE_UNAVAILABLE, 'Share links are not configured');
    }
    return key;
  };

  serveEndpoint(app, getMonthlyReport, ({ fields: { month }, user, request }) =>
    monthlyReport(app.db, {
      userId: user.userId,
      month,
      now: app.now(),
      locale: requestLocale(request),
    }),
  );

  serveEndpoint(app, getAnnualBill, ({ fields: { year }, user, request }) =>
    annualBill(app.db, { driverUserId: user.userId, year, locale: requestLocale(request) }),
  );

  serveEndpoint(app, shareAnnualBill, async ({ fields: { year }, user }) => ({
    token: annualBillToken(shareKey(), year, user.userId),
  }));

  serveEndpoint(app, getSharedAnnualBill, async ({ fields: { year, t }, request }) => {
    const driverUserId = driverOfToken(shareKey(), year, t);
    const bill =
      driverUserId === null
        ? undefined
        : await sharedAnnualBill(app.db, { driverUserId, year, locale: requestLocale(request) });
    if (!bill) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.shareNotFound);
    return bill;
  });

  serveEndpoint(app, getReferralLeaderboard, ({ fields: { slug }, user, request }) =>
    referralLeaderboard(app.db, {
      slug,
      userId: user?.userId ?? null,
      now: app.now(),
      locale: requestLocale(request),
    }),
  );

  serveEndpoint(app, listRedPacketActivities, async ({ fields: { userType }, request }) => ({
    activities: await redPacketActivities(app.db, {
      userType,
      now: app.now(),
      locale: requestLocale(request),
    }),
  }));
};

export default reportRoutes;
