// oms-service /api/campaign/cut-price… and /api/campaign/collect-words… (ADR 030): each game's
// state (anyone: a visitor sees the cut a friend shared), and a start, a help, a draw and a
// redemption (a logged-in user). Lapsed cuts return their prize units here as housekeeping, in
// every instance (each cut is released once, cut-price.ts).

import {
  drawWord,
  getCollectWords,
  getCutPrice,
  helpCut,
  redeemWords,
  startCut,
} from '@freight/contract/endpoints/campaign-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { requestLocale } from '../../http/user-message.ts';
import { collectWordsGame, drawWord as draw, redeemWords as redeem } from './collect-words.ts';
import {
  cutPriceGame,
  helpCut as help,
  releaseLapsedCutsNow,
  startCut as start,
} from './cut-price.ts';

/** How often lapsed cuts give their units back (a start also releases those of its tier first). */
const CUT_RELEASE_INTERVAL_MS = 60_000;

const campaignGameRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleHousekeeping(app, 'campaign-cuts', CUT_RELEASE_INTERVAL_MS, () =>
    releaseLapsedCutsNow(app.db, app.now()),
  );

  serveEndpoint(app, getCutPrice, ({ fields: { slug, cut }, user }) =>
    cutPriceGame(app.db, {
      slug,
      token: cut ?? null,
      userId: user?.userId ?? null,
      now: app.now(),
    }),
  );

  serveEndpoint(app, startCut, ({ fields, user }) =>
    start(app.db, { ...fields, userId: user.userId, userType: user.userType, now: app.now() }),
  );

  serveEndpoint(app, helpCut, ({ fields, user }) =>
    help(app.db, { ...fields, userId: user.userId, now: app.now() }),
  );

  serveEndpoint(app, getCollectWords, ({ fields: { slug }, user }) =>
    collectWordsGame(app.db, { slug, userId: user?.userId ?? null }),
  );

  serveEndpoint(app, drawWord, ({ fields, user }) =>
    draw(app.db, { ...fields, userId: user.userId, userType: user.userType, now: app.now() }),
  );

  serveEndpoint(app, redeemWords, ({ fields, user, request }) =>
    redeem(app.db, {
      ...fields,
      userId: user.userId,
      userType: user.userType,
      now: app.now(),
      locale: requestLocale(request),
    }),
  );
};

export default campaignGameRoutes;
