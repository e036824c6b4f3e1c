// oms-service POST /api/conscribe/commen/getWXConfig: what a page passes to `wx.config` to use
// the JS-SDK (share, location, scan) on its URL.

import { randomBytes } from 'node:crypto';
import { getWXConfig } from '@freight/contract/endpoints/oms';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { jsSdkSignature } from './js-sdk-signature.ts';
import { JsapiTicketCache } from './ticket-cache.ts';
import {
  EmbeddedTicketSource,
  WechatApiTicketSource,
  type WechatTicketSource,
} from './ticket-source.ts';

/** The JS-SDK APIs the pages use: sharing (new and legacy names), maps, and the QR scanner. */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'openLocation',
  'getLocation',
  'scanQRCode',
  'chooseImage',
  'previewImage',
  'closeWindow',
];

/** WeChat's API when configured; the stand-in outside production; null (503) otherwise. */
export function ticketSourceFor(app: FastifyInstance): WechatTicketSource | null {
  const { wechatAppId, wechatAppSecret, env } = app.config;
  if (wechatAppId && wechatAppSecret) {
    return new WechatApiTicketSource({ appId: wechatAppId, appSecret: wechatAppSecret });
  }
  return env === 'production' ? null : new EmbeddedTicketSource();
}

export function wechatRoutes(source: WechatTicketSource | null): FastifyPluginAsyncZod {
  return async (app) => {
    const tickets = source ? new JsapiTicketCache(app.db, source, () => app.now()) : null;
    serveEndpoint(app, getWXConfig, async ({ fields: { url } }) => {
      if (!source || !tickets) {
        throw new ApiError(
          BUSINESS_CODES.SERVICE_UNAVAILABLE,
          'WeChat JS-SDK is not configured (WX_APP_ID, WX_APP_SECRET)',
        );
      }
      const ticket = await tickets.current();
      const timestamp = Math.floor(app.now() / 1000);
      const nonceStr = randomBytes(12).toString('base64url');
      return {
        appId: source.appId,
        timestamp,
        nonceStr,
        signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }),
        jsApiList: JS_API_LIST,
      };
    });
  };
}

/** The route with the source the configuration asks for. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(wechatRoutes(ticketSourceFor(app)));
};

export default routes;
