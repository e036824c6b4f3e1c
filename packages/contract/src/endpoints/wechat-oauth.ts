// WeChat official-account OAuth (SPEC §6 needOasOpenId, PITFALLS 2): the H5 sends the one-time
// `code` WeChat (or the stand-in authorize page) appended to its URL, and the server exchanges it
// for the visitor's openid exactly once, binding it to the session user when there is one.
import * as z from 'zod';
import { userTypeField } from './identity.ts';
import { defineEndpoint, QUIET_READ } from './common.ts';

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
  name: 'wechatOauthExchange',
  method: 'POST',
  service: 'oms-service',
  path: '/api/wechat/oauth/exchange',
  caller: 'anyone',
  client: QUIET_READ,
  request: wechatOauthExchangeRequest,
  response: wechatOauthExchangeResponse,
  example: { code: '061Abc2w3dEf4g5h6i7j8k9l0m1n2o3p', state: 'Zx9_-aB3cD4eF5gH6iJ7kL' },
});
export type WechatOauthExchangeRequest = z.input<typeof wechatOauthExchangeRequest>;
export type WechatOauthExchangeData = z.output<typeof wechatOauthExchangeResponse>;
