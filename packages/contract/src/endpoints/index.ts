// The nine endpoints of SPEC §7 as one typed registry. The client derives URL, method and types
// from it; the server registers one route per entry and validates with `request` (after removing
// TRANSPORT_QUERY_PARAMS from a GET query) and, in tests, its answers with `response`.

import type * as z from 'zod';
import { getAgreement } from './agreements.ts';
import { checkIdCard, checkTruckLegal, getDriverDetail, updateDriverInfo } from './driver.ts';
import { getAppCenter, getUserInfoByTokenAndType, getWXConfig } from './oms.ts';
import { logout, me, sendSmsCode, smsLogin } from './identity.ts';
import { submitLead } from './recruitment.ts';
import { claimSeckillCoupon, listSeckillCoupons } from './seckill.ts';
import { getQiniuToken } from './third.ts';
import { voteSubmit } from './vote.ts';
import { getWechatGroup } from './wechat-groups.ts';
import { wechatOauthExchange } from './wechat-oauth.ts';

export * from './agreements.ts';
export * from './common.ts';
export * from './driver.ts';
export * from './identity.ts';
export * from './recruitment.ts';
export * from './oms.ts';
export * from './seckill.ts';
export * from './third.ts';
export * from './vote.ts';
export * from './wechat-groups.ts';
export * from './wechat-oauth.ts';

export const endpoints = {
  getWXConfig,
  getAppCenter,
  getUserInfoByTokenAndType,
  getQiniuToken,
  checkIdCard,
  updateDriverInfo,
  getDriverDetail,
  checkTruckLegal,
  voteSubmit,
  sendSmsCode,
  smsLogin,
  logout,
  me,
  submitLead,
  getAgreement,
  wechatOauthExchange,
  getWechatGroup,
  listSeckillCoupons,
  claimSeckillCoupon,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What a caller passes (GET: query fields; otherwise body fields). */
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** What the server's handler receives after validation. */
export type ParsedRequestOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;
/** The envelope's `data` on success. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
