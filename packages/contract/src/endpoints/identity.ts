// Login by SMS code and the session (docs/design.md §4): send a code, log in (or sign up) with it,
// log out, and who is logged in.

import * as z from 'zod';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineEndpoint, QUIET_READ, REFUSALS_IN_PLACE, requestId } from './common.ts';

/** Mainland mobile numbers (11 digits, 13x-19x). */
export const mobileNumber = z.string().regex(/^1[3-9]\d{9}$/, 'mobile.format');
/** 1: shipper, 3: truck driver. */
export const userTypeField = z.union([z.literal(1), z.literal(3)]);
/**
 * Who wrote a post or a road report, as others may see them: a shipper (1) or a driver (3) and the
 * mobile masked (`139****0003`). The pages name the role in the reader's language.
 */
export const publicAuthor = z.strictObject({
  userType: userTypeField,
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
});
export type PublicAuthor = z.output<typeof publicAuthor>;
export const smsCode = z.string().regex(/^\d{6}$/, 'code.format');

export const sessionUser = z.strictObject({
  userId: z.int().positive(),
  userType: userTypeField,
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
});
export type SessionUserData = z.output<typeof sessionUser>;

// --- POST /api/auth/sms/send: text a login code to a mobile number ------------------------------

export const sendSmsCode = defineEndpoint({
  name: 'sendSmsCode',
  method: 'POST',
  service: 'oms-service',
  path: '/api/auth/sms/send',
  caller: 'anyone',
  client: REFUSALS_IN_PLACE,
  request: z.strictObject({
    mobile: mobileNumber,
    // The page asking (shipper or driver): a real SMS provider picks its message template by it.
    userType: userTypeField,
  }),
  response: z.strictObject({
    /** The code works this long. */
    expiresInSeconds: z.int().positive(),
    /** The next code for this number can be asked for after this long. */
    resendAfterSeconds: z.int().positive(),
  }),
  example: { mobile: '13800000001', userType: 1 },
});

// --- POST /api/auth/sms/login: log in (or sign up) with the code --------------------------------

export const smsLogin = defineEndpoint({
  name: 'smsLogin',
  method: 'POST',
  service: 'oms-service',
  path: '/api/auth/sms/login',
  caller: 'anyone',
  client: REFUSALS_IN_PLACE,
  request: z.strictObject({
    mobile: mobileNumber,
    code: smsCode,
    // A new number registers with the page's user type; an existing user keeps their own.
    userType: userTypeField,
    /** The send's key: sent again after a lost answer with the same code, the same log-in. */
    requestId,
  }),
  response: z.strictObject({
    user: sessionUser,
    /** True when this login created the account. */
    isNew: z.boolean(),
  }),
  example: { mobile: '13900000003', code: '123456', userType: 3, requestId: 'l0o1g2i3n4k5e6y7' },
});

// --- POST /api/auth/logout ----------------------------------------------------------------------

export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  service: 'oms-service',
  path: '/api/auth/logout',
  caller: 'anyone',
  request: z.strictObject({}),
  response: z.null(),
  example: {},
});

// --- POST /api/auth/account/delete: the logged-in person leaves (issue 42 item 4) --------------

export const deleteAccount = defineEndpoint({
  name: 'deleteAccount',
  method: 'POST',
  service: 'oms-service',
  path: '/api/auth/account/delete',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: z.strictObject({
    // The page's confirmation, said in the request: a stray call with an empty body deletes nothing.
    confirm: z.literal(true),
  }),
  // Nothing is left to answer about: the account is gone and this session with it.
  response: z.null(),
  example: { confirm: true },
});

// --- GET /api/auth/me: who is logged in (UNAUTHENTICATED when nobody) ---------------------------

export const me = defineEndpoint({
  name: 'me',
  method: 'GET',
  service: 'oms-service',
  path: '/api/auth/me',
  // Anyone may ask: a page asks on its first load, and a visitor who is not logged in is an
  // answer (`user: null`), not an error the browser would log.
  caller: 'anyone',
  client: QUIET_READ,
  request: z.strictObject({}),
  response: z.strictObject({ user: sessionUser.nullable() }),
  example: {},
});

export type SendSmsCodeRequest = z.input<typeof sendSmsCode.request>;
export type SendSmsCodeData = z.output<typeof sendSmsCode.response>;
export type SmsLoginRequest = z.input<typeof smsLogin.request>;
export type SmsLoginData = z.output<typeof smsLogin.response>;
export type MeData = z.output<typeof me.response>;
export type DeleteAccountRequest = z.input<typeof deleteAccount.request>;
