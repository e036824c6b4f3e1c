// oms-service /api/loyalty/…: the daily sign-in, tasks, grades, the activities running for a user
// type and the rewards a user received from them (packages/contract/src/endpoints/loyalty.ts). The
// rules live in sign-in.ts, tasks.ts and grades.ts; what gives value is the value core's campaign
// attempt (campaigns/draw.ts `chosenAttempt`). The caller's exchanges are the value module's.

import {
  type ActivityReward,
  claimTask as claimTaskEndpoint,
  getGrade,
  getSignIn,
  listActivities,
  listActivityRewards,
  listGradeChanges,
  listTasks,
  signIn as signInEndpoint,
} from '@freight/contract/endpoints/loyalty';
import type { CampaignKind } from '@freight/contract/endpoints/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { localized, requestLocale } from '../../http/user-message.ts';
import { drawPageOf } from '../campaigns/public.ts';
import { activityCentreCampaigns, rewardedAttempts } from './activity-centre.ts';
import { gradeChangesOf, gradeData } from './grades.ts';
import { LOYALTY_MESSAGES as M } from './messages.ts';
import { signIn, signInStatus } from './sign-in.ts';
import { claimTask, listTasksOf } from './tasks.ts';

/** Activities and rewards listed at most. */
const LIST_LIMIT = 100;

const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, getSignIn, ({ user, request }) =>
    signInStatus(app.db, {
      userId: user.userId,
      userType: user.userType,
      now: app.now(),
      locale: requestLocale(request),
    }),
  );

  serveEndpoint(app, signInEndpoint, ({ fields: { requestId }, user, request }) =>
    signIn(app.db, {
      userId: user.userId,
      userType: user.userType,
      requestId,
      now: app.now(),
      locale: requestLocale(request),
    }),
  );

  serveEndpoint(app, listTasks, async ({ user, request }) => ({
    tasks: await listTasksOf(app.db, {
      userId: user.userId,
      userType: user.userType,
      now: app.now(),
      locale: requestLocale(request),
    }),
  }));

  serveEndpoint(app, claimTaskEndpoint, ({ fields: { taskId }, user, request }) =>
    claimTask(app.db, {
      taskId,
      userId: user.userId,
      userType: user.userType,
      now: app.now(),
      locale: requestLocale(request),
    }),
  );

  serveEndpoint(app, getGrade, async ({ fields: { userType }, user, request }) => {
    const data = await gradeData(app.db, { userType, locale: requestLocale(request), user });
    if (!data) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noGrades);
    return data;
  });

  serveEndpoint(app, listGradeChanges, async ({ user }) => ({
    changes: await gradeChangesOf(app.db, user.userId),
  }));

  // Running for the user type, without the kinds listed elsewhere (the registry's `activityCentre`:
  // referral programmes on their own pages, tasks each with its progress in the reward centre) and
  // flash-sale lines (campaigns with a line: the flash-sale page lists them).
  serveEndpoint(app, listActivities, async ({ fields: { userType }, request }) => {
    const now = app.now();
    const locale = requestLocale(request);
    const rows = await activityCentreCampaigns(app.db, userType, now, LIST_LIMIT);
    return {
      activities: rows.map(({ campaign }) => ({
        campaignId: campaign.id,
        slug: campaign.slug,
        kind: campaign.kind as CampaignKind,
        drawPage: drawPageOf(campaign),
        title: localized(campaign, 'title', locale),
        startsAt: campaign.startsAt.toISOString(),
        endsAt: campaign.endsAt.toISOString(),
      })),
    };
  });

  serveEndpoint(app, listActivityRewards, async ({ user, request }) => {
    const locale = requestLocale(request);
    const rows = await rewardedAttempts(app.db, user.userId, LIST_LIMIT);
    return {
      rewards: rows.map(({ attempt, campaign, tier }) => ({
        attemptId: attempt.id,
        campaignId: campaign.id,
        kind: campaign.kind as CampaignKind,
        title: localized(campaign, 'title', locale),
        tierName: localized(tier, 'name', locale),
        prize: tier.prize as ActivityReward['prize'],
        amount: Math.max(1, tier.amount),
        valueFen: tier.prize === 'coupon' ? tier.valueFen : 0,
        at: attempt.createdAt.toISOString(),
      })),
    };
  });
};

export default loyaltyRoutes;
