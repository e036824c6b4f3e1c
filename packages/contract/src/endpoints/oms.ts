// oms-service endpoints (the default service).

import * as z from 'zod';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import {
  defineEndpoint,
  httpUrl,
  isoDateTime,
  OWN_SKELETON,
  QUIET_READ,
  unixSeconds,
} from './common.ts';
import { inviteTypeQuery } from './referral.ts';
import { INVITE_TOKEN_PATTERN } from './referral-values.ts';

// --- POST /api/conscribe/commen/getWXConfig: WeChat JS-SDK config for the current page ---------

export const getWXConfigRequest = z.strictObject({
  // WeChat signs the page URL without its fragment; sending one is a client bug, so refuse it.
  url: httpUrl.refine((url) => !url.includes('#'), 'url must not contain a fragment'),
});
export const getWXConfigResponse = z.strictObject({
  appId: z.string().min(1).max(64),
  timestamp: unixSeconds,
  nonceStr: z.string().min(1).max(64),
  /** sha1 of the JS-SDK ticket string, 40 lowercase hex. */
  signature: z.string().regex(/^[0-9a-f]{40}$/),
  jsApiList: z.array(z.string().min(1).max(64)).max(100),
});
export const getWXConfig = defineEndpoint({
  name: 'getWXConfig',
  method: 'POST',
  service: 'oms-service',
  path: '/api/conscribe/commen/getWXConfig',
  caller: 'anyone',
  client: QUIET_READ,
  request: getWXConfigRequest,
  response: getWXConfigResponse,
  example: { url: 'https://h5.example.com/sem/index?x=1' },
});
export type GetWXConfigRequest = z.input<typeof getWXConfigRequest>;
export type GetWXConfigData = z.output<typeof getWXConfigResponse>;

// --- POST /api/upgrade/getAppCenter: the latest release of a native app --------------------------

export const APPS = ['customer', 'driver', 'zyd', 'broker', 'jj'] as const;
export const SYSTEMS = ['ios', 'android', 'other'] as const;
const version = z.string().regex(/^\d{1,4}(?:\.\d{1,4}){0,3}$/, 'invalid version');

export const getAppCenterRequest = z.strictObject({
  app: z.enum(APPS),
  system: z.enum(SYSTEMS),
});
export const getAppCenterResponse = z.strictObject({
  app: z.enum(APPS),
  /** The app's name in the request's language (Accept-Language, docs/contract.md §5). */
  appName: z.string().min(1).max(50),
  /**
   * The name the app is listed under in the app stores, which are Chinese: the same in every
   * language. An English page shows it beside `appName` so the user can search for the app.
   */
  storeName: z.string().min(1).max(50),
  currentVersion: version,
  /** Versions below this must upgrade. */
  minVersion: version,
  /** Package size in bytes. */
  size: z.int().nonnegative(),
  /** What is new in this version, in the request's language (empty when not written in it). */
  releaseNotes: z.array(z.string().max(500)).max(50),
  releasedAt: isoDateTime,
  downloads: z.strictObject({ android: httpUrl.optional(), ios: httpUrl.optional() }),
  /** The download for the `system` asked about; null when there is none (e.g. `other`). */
  downloadUrl: httpUrl.nullable(),
});
export const getAppCenter = defineEndpoint({
  name: 'getAppCenter',
  method: 'POST',
  service: 'oms-service',
  path: '/api/upgrade/getAppCenter',
  caller: 'anyone',
  client: OWN_SKELETON,
  request: getAppCenterRequest,
  response: getAppCenterResponse,
  example: { app: 'driver', system: 'android' },
});
export type GetAppCenterRequest = z.input<typeof getAppCenterRequest>;
export type GetAppCenterData = z.output<typeof getAppCenterResponse>;

// --- GET /api/front/invite/getUserInfoByTokenAndType: who sent an invitation link ----------------

export const getUserInfoByTokenAndTypeRequest = z.strictObject({
  token: z.string().regex(INVITE_TOKEN_PATTERN, 'invalid token'),
  type: inviteTypeQuery,
});
export const getUserInfoByTokenAndTypeResponse = z
  .array(
    z.strictObject({
      // Null when the inviter has none (a link made inside the apps, not in WeChat).
      openid: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,128}$/)
        .nullable(),
      inviterMobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
      userType: z.union([z.literal(1), z.literal(3)]),
      /** True when the caller is logged in as the link's inviter: their own link, not an invitation. */
      own: z.boolean(),
    }),
  )
  .min(1);
export const getUserInfoByTokenAndType = defineEndpoint({
  name: 'getUserInfoByTokenAndType',
  method: 'GET',
  service: 'oms-service',
  path: '/api/front/invite/getUserInfoByTokenAndType',
  caller: 'anyone',
  client: QUIET_READ,
  request: getUserInfoByTokenAndTypeRequest,
  response: getUserInfoByTokenAndTypeResponse,
  example: { token: 'demo-driver-invite-truck-1', type: '3' },
});
export type GetUserInfoByTokenAndTypeRequest = z.input<typeof getUserInfoByTokenAndTypeRequest>;
export type GetUserInfoByTokenAndTypeData = z.output<typeof getUserInfoByTokenAndTypeResponse>;
