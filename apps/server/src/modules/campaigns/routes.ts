// oms-service /api/campaign/…: a campaign's rules and the running gift pack (anyone), a draw, a
// grab and its confirmation, a gift pack's claim (a logged-in user). Lapsed grabs return their units here as housekeeping, in every instance
// (each lock is released once, grab.ts).

import {
  claimGiftPack,
  confirmCampaignGrab,
  drawCampaign,
  getCampaignRules,
  getGiftPack,
  grabCampaignUnit,
} from '@freight/contract/endpoints/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { requestLocale } from '../../http/user-message.ts';
import { draw } from './draw.ts';
import { claimPack } from './gift-pack-claim.ts';
import { confirmGrab, grab, releaseLapsedLocksNow } from './grab.ts';
import { packItemsOf, runningPack } from './gift-pack.ts';
import { campaignRules } from './rules.ts';

/** How often lapsed grab locks are released (a grab also releases those of its tier first). */
const LOCK_RELEASE_INTERVAL_MS = 30_000;

const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleHousekeeping(app, 'campaign-locks', LOCK_RELEASE_INTERVAL_MS, () =>
    releaseLapsedLocksNow(app.db, app.now()),
  );

  serveEndpoint(app, getCampaignRules, ({ fields: { slug }, user, request }) =>
    campaignRules(app.db, {
      slug,
      userId: user?.userId ?? null,
      locale: requestLocale(request),
      now: app.now(),
    }),
  );

  serveEndpoint(app, drawCampaign, ({ fields, user, request }) =>
    draw(app.db, {
      ...fields,
      userId: user.userId,
      userType: user.userType,
      now: app.now(),
      locale: requestLocale(request),
    }),
  );

  serveEndpoint(app, grabCampaignUnit, ({ fields, user, request }) =>
    grab(app.db, {
      ...fields,
      userId: user.userId,
      userType: user.userType,
      now: app.now(),
      locale: requestLocale(request),
    }),
  );

  serveEndpoint(app, confirmCampaignGrab, ({ fields: { token }, user, request }) =>
    confirmGrab(app.db, {
      token,
      userId: user.userId,
      now: app.now(),
      locale: requestLocale(request),
    }),
  );

  serveEndpoint(app, getGiftPack, ({ fields: { userType }, user, request }) =>
    runningPack(app.db, {
      userType,
      userId: user?.userId ?? null,
      locale: requestLocale(request),
      now: app.now(),
    }),
  );

  serveEndpoint(app, claimGiftPack, async ({ fields, user, request }) => {
    const claim = await claimPack(app.db, {
      ...fields,
      userId: user.userId,
      userType: user.userType,
      now: app.now(),
      locale: requestLocale(request),
    });
    return {
      attemptId: claim.attemptId,
      items: await packItemsOf(app.db, claim.items, requestLocale(request)),
      claimedAt: claim.claimedAt.toISOString(),
      repeated: claim.repeated,
    };
  });
};

export default campaignRoutes;
