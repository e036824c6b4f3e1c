// Official-account OAuth for routes that need the visitor's openid (SPEC §6, PITFALLS 2):
//   GET /wechat/oauth/authorize?redirect_uri=…&state=…  (public) sends the visitor to WeChat's
//     authorize page, or to the stand-in outside production. The H5 goes through this hop so
//     that which official account (or the stand-in) is used is decided in one place, the
//     server's configuration, as for getWXConfig. Without either (production, unconfigured) it
//     sends the visitor straight back with `wx_oauth_error=unavailable`, so the page can say so.
//   POST /service/oms-service/api/wechat/oauth/exchange {code, state} (signed, like every call)
//     turns the code into the openid once, stores it (bound to the session user, if any) and
//     answers it with the user's type.

import { oauthState, wechatOauthExchange } from '@freight/contract/endpoints/wechat-oauth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { EmbeddedOAuthSource, type OAuthSource, oauthSourceFor } from './oauth-source.ts';
import { isOwnPage, redirectWithCode } from './oauth-urls.ts';
import { rememberOpenid } from './openids.ts';

/**
 * A visitor exchanges a code once per visit; a script trying codes gets no further than this per
 * device (its X-Device-Id, else its address). The address is only a high ceiling: many drivers
 * behind one carrier NAT address open a campaign's relay at once (docs/design.md §8).
 */
export const EXCHANGES_PER_MINUTE = 20;

/** The origin pages are served from: PUBLIC_ORIGIN behind a proxy, else what the request says. */
export function pageOrigin(request: FastifyRequest): string {
  const { publicOrigin } = request.server.config;
  if (publicOrigin) return publicOrigin;
  // Through URL, so that `http://h:80` compares equal to the `http://h` a browser sends back.
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'null';
  }
}

export function oauthExchangeRoutes(source: OAuthSource | null): FastifyPluginAsyncZod {
  return async (app) => {
    if (source instanceof EmbeddedOAuthSource) {
      scheduleHousekeeping(app, 'wechat-oauth-codes', 10 * 60_000, () => source.purgeExpired());
    }
    serveEndpoint(app, wechatOauthExchange, async ({ fields: { code, state }, user, request }) => {
      await app.rateLimitPerDevice('wx-oauth', request, EXCHANGES_PER_MINUTE, 60);
      if (!source) {
        throw new ApiError(
          BUSINESS_CODES.SERVICE_UNAVAILABLE,
          'WeChat OAuth is not configured (WX_APP_ID, WX_APP_SECRET)',
        );
      }
      // Refused codes throw here, before anything is written.
      const { openid } = await source.exchange(code, state);
      const now = new Date(app.now());
      const userId = user?.userId ?? null;
      await rememberOpenid(app.db, { appId: source.appId, openid, userId, now });
      return { openid, userType: user?.userType ?? null };
    });
  };
}

const authorizeQuery = z.strictObject({
  redirect_uri: z.string().min(1).max(2048),
  state: oauthState,
});

/** The public authorize hop (see the top of this file). */
export const oauthAuthorizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const source = oauthSourceFor(app);
  app.get(
    '/wechat/oauth/authorize',
    { schema: { querystring: authorizeQuery } },
    async (request, reply) => {
      const { redirect_uri: redirectUri, state } = request.query;
      if (!isOwnPage(redirectUri, pageOrigin(request))) {
        throw new ApiError(BUSINESS_CODES.BAD_REQUEST, 'redirect_uri must be a page of this site');
      }
      const target = source
        ? source.authorizeUrl(redirectUri, state)
        : redirectWithCode(redirectUri, { wx_oauth_error: 'unavailable', state });
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
};

export function oauthServiceRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(oauthExchangeRoutes(oauthSourceFor(app)));
  };
}
