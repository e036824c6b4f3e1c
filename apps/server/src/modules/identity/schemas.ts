// Wire schemas of login by SMS code (DESIGN.md §4), in the contract's endpoint shape. They live
// here until the contract package takes them over (packages/contract/src/endpoints/); the server
// is their only user so far.

import { defineEndpoint } from '@freight/contract/endpoints/common';
import { MASKED_MOBILE_PATTERN } from '@freight/contract/rules/mask';
import { z } from 'zod';

/** Mainland mobile numbers (11 digits, 13x-19x). */
export const mobileNumber = z.string().regex(/^1[3-9]\d{9}$/, 'invalid mobile number');
/** 1: shipper, 3: truck driver. */
export const userTypeField = z.union([z.literal(1), z.literal(3)]);
export const smsCode = z.string().regex(/^\d{6}$/, 'the code is 6 digits');

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
});

// --- POST /api/auth/sms/login: log in (or sign up) with the code --------------------------------

export const smsLogin = defineEndpoint({
  name: 'smsLogin',
  method: 'POST',
  service: 'oms-service',
  path: '/api/auth/sms/login',
  request: z.strictObject({
    mobile: mobileNumber,
    code: smsCode,
    // A new number registers with the page's user type; an existing user keeps their own.
    userType: userTypeField,
  }),
  response: z.strictObject({
    user: sessionUser,
    /** True when this login created the account. */
    isNew: z.boolean(),
  }),
});

// --- POST /api/auth/logout ----------------------------------------------------------------------

export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  service: 'oms-service',
  path: '/api/auth/logout',
  request: z.strictObject({}),
  response: z.null(),
});

// --- GET /api/auth/me: who is logged in (UNAUTHENTICATED when nobody) ---------------------------

export const me = defineEndpoint({
  name: 'me',
  method: 'GET',
  service: 'oms-service',
  path: '/api/auth/me',
  request: z.strictObject({}),
  response: z.strictObject({ user: sessionUser }),
});
