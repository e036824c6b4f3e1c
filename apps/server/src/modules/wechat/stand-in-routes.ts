// GET /dev/wechat/authorize: the embedded stand-in of WeChat's authorize page (docs/design.md §2),
// mounted outside production only and only when no real official account is configured. Like
// WeChat with `snsapi_base`, it asks nothing: it sends the visitor straight back to the page with
// a one-time `code` and the page's `state`. The visitor's stand-in identity is a random id in a
// cookie of its own, so the same browser keeps the same openid, as a WeChat user does.

import { randomBytes } from 'node:crypto';
import { oauthState } from '@freight/contract/endpoints/wechat-oauth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { EmbeddedOAuthSource, oauthSourceFor } from './oauth-source.ts';
import { pageOrigin } from './oauth-routes.ts';
import { isOwnPage, redirectWithCode } from './oauth-urls.ts';

const BROWSER_COOKIE = 'wx_stand_in_browser';
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;

const standInRoutes: FastifyPluginAsyncZod = async (app) => {
  const source = oauthSourceFor(app);
  if (!(source instanceof EmbeddedOAuthSource)) return;

  app.get(
    '/wechat/authorize',
    {
      schema: {
        querystring: z.strictObject({
          appid: z.literal(source.appId),
          redirect_uri: z.string().min(1).max(2048),
          response_type: z.literal('code'),
          scope: z.enum(['snsapi_base', 'snsapi_userinfo']),
          state: oauthState,
        }),
      },
    },
    async (request, reply) => {
      const { redirect_uri: redirectUri, state } = request.query;
      // Never hand a working code to another site.
      if (!isOwnPage(redirectUri, pageOrigin(request))) {
        throw new ApiError(BUSINESS_CODES.BAD_REQUEST, 'redirect_uri must be a page of this site');
      }
      await app.rateLimit(`wx-stand-in:ip:${request.ip}`, 30, 60);
      let browserId = request.cookies[BROWSER_COOKIE];
      if (!browserId || !BROWSER_ID.test(browserId)) {
        browserId = randomBytes(16).toString('base64url');
        reply.setCookie(BROWSER_COOKIE, browserId, {
          path: '/dev/wechat',
          httpOnly: true,
          sameSite: 'lax',
          maxAge: 365 * 24 * 3600,
        });
      }
      const code = await source.issueCode(source.openidFor(browserId), state);
      request.log.info(
        { redirectUri },
        '[wechat stand-in] authorized, redirecting back with a code',
      );
      return reply
        .header('cache-control', 'no-store')
        .redirect(redirectWithCode(redirectUri, { code, state }), 302);
    },
  );
};

export default standInRoutes;
