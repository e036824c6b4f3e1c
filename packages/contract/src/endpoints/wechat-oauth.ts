// WeChat official-account OAuth (SPEC §6 needOasOpenId, PITFALLS 2): the H5 sends the one-time
// `code` WeChat (or the stand-in authorize page) appended to its URL, and the server exchanges it
// for the visitor's openid exactly once, binding it to the session user when there is one.
import * as z from 'zod';
import { routes } from '../routes.ts';
import { userTypeField } from './identity.ts';
import { defineEndpoint } from './common.ts';

/** WeChat codes are 32 URL-safe characters; a little room either way, nothing else. */
export const oauthCode = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'invalid code');
/** The page's random anti-CSRF state, echoed back by WeChat. */
export const oauthState = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid state');
/** An official account's openid (28 characters in practice). */
export const openid = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'invalid openid');

export const wechatOauthExchangeRequest = z.strictObject({ code: oauthCode, state: oauthState });
export const wechatOauthExchangeResponse = z.strictObject({
  openid,
  /** The logged-in user's type, so the page can keep its user-info cookie right; null when anonymous. */
  userType: userTypeField.nullable(),
});

export const wechatOauthExchange = defineEndpoint({
  ...routes.wechatOauthExchange,
  request: wechatOauthExchangeRequest,
  response: wechatOauthExchangeResponse,
});
export type WechatOauthExchangeRequest = z.input<typeof wechatOauthExchangeRequest>;
export type WechatOauthExchangeData = z.output<typeof wechatOauthExchangeResponse>;
