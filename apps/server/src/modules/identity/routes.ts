// Login by mobile number and SMS code (docs/design.md §4), behind the gateway under oms-service:
// send a code, log in (signing up new numbers), log out, and "who am I".

import { maskMobile } from '@freight/contract/rules/mask';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { requestLocale, type UserMessage } from '../../http/user-message.ts';
import { userMobileOf, verifyCodeAndRegister } from './code-login.ts';
import { closeSession, openSession } from '../../plugins/session.ts';
import { logout, me, sendSmsCode, smsLogin } from '@freight/contract/endpoints/identity';
import {
  CODE_TTL_SECONDS,
  codePepper,
  discardCode,
  hashCode,
  newCode,
  purgeExpiredCodes,
  storeCode,
} from './sms-codes.ts';
import { createSmsSender, mayStillArrive, type SmsSender } from './sms-sender.ts';
import { scheduleSmsRecordRetention } from './sms-retention.ts';

// Limits on asking for codes (docs/design.md §8), each keyed by what it protects: one a minute and five
// an hour per number (a phone is not flooded, and the SMS bill stays bounded), ten an hour per
// device (one phone cannot walk through many numbers), and per client address only a high
// ceiling: one address is often a carrier NAT with many people behind it, whom a low limit (it was
// twenty an hour) would all block. The device id is the caller's word, not an identity: a caller
// that sends none, or a new one every time, still meets the per-number limits and the ceiling.
// On logging in: wrong codes are capped per code (MAX_FAILED_ATTEMPTS), attempts per device and,
// as a ceiling, per address (code-login.ts).
const RESEND_AFTER_SECONDS = 60;
const CODES_PER_HOUR_PER_NUMBER = 5;
const CODES_PER_HOUR_PER_DEVICE = 10;
const CODES_PER_HOUR_PER_ADDRESS = 200;
const HOUR = 3600;

/**
 * The words of a send the provider did not answer in time (504, UPSTREAM_TIMEOUT; its `data` is
 * the success's, docs/contract.md): the code may still arrive.
 */
function codeMayStillArrive(): UserMessage {
  const minutes = CODE_TTL_SECONDS / 60;
  return {
    'zh-CN': `短信发送超时：验证码可能稍后到达，${minutes} 分钟内有效；也可以在倒计时结束后重新获取`,
    'en-US': `The text is slow to go out: the code may still arrive and works for ${minutes} minutes, or ask for a new one when the countdown ends`,
  };
}

export interface IdentityRoutesOptions {
  /** The SMS sender to use; by default the one the configuration names. */
  smsSender?: SmsSender;
}

export function identityRoutes(options: IdentityRoutesOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const pepper = codePepper(app.config.appSecret);
    const sender =
      options.smsSender ??
      createSmsSender({
        config: app.config,
        db: app.db,
        log: app.log,
        now: () => app.now(),
        ttlMinutes: CODE_TTL_SECONDS / 60,
      });
    scheduleHousekeeping(app, 'sms-codes', 10 * 60_000, () => purgeExpiredCodes(app.db, app.now()));
    scheduleSmsRecordRetention(app);

    serveEndpoint(app, sendSmsCode, async ({ fields: { mobile, userType }, request }) => {
      await app.rateLimit(`sms:ip:${request.ip}`, CODES_PER_HOUR_PER_ADDRESS, HOUR);
      // The person's own limits: given back when the message was not sent (below).
      const own: string[] = [];
      if (request.deviceId) {
        own.push(`sms:device:${request.deviceId}`);
        await app.rateLimit(`sms:device:${request.deviceId}`, CODES_PER_HOUR_PER_DEVICE, HOUR);
      }
      own.push(`sms:mobile:min:${mobile}`);
      await app.rateLimit(`sms:mobile:min:${mobile}`, 1, RESEND_AFTER_SECONDS);
      own.push(`sms:mobile:hour:${mobile}`);
      await app.rateLimit(`sms:mobile:hour:${mobile}`, CODES_PER_HOUR_PER_NUMBER, HOUR);

      const code = newCode();
      const codeHash = hashCode(pepper, mobile, code);
      await storeCode(app.db, mobile, codeHash, app.now());
      const sent = { expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_AFTER_SECONDS };
      try {
        await sender.sendLoginCode({
          mobile,
          code,
          userType,
          locale: requestLocale(request),
          reference: request.id,
        });
      } catch (error) {
        // No answer in time: the message may still arrive, so its code stays valid and the limits
        // stay counted; the page says so, and counts down as if it was sent (ADR 033).
        if (mayStillArrive(error)) {
          throw new ApiError(BUSINESS_CODES.UPSTREAM_TIMEOUT, codeMayStillArrive(), sent);
        }
        // Not sent: a code nobody received must not stay usable, and the person's limits are
        // not used up by it (the address's ceiling is: it guards against abuse, not the person).
        await discardCode(app.db, mobile, codeHash);
        for (const key of own) await app.rateLimitRelease(key);
        throw error;
      }
      return sent;
    });

    serveEndpoint(app, smsLogin, async ({ fields, request, reply }) => {
      const { mobile } = fields;
      const { user, isNew } = await verifyCodeAndRegister(app, request, fields);
      await openSession(request, reply, { userId: user.id, userType: user.userType });
      return {
        user: { userId: user.id, userType: user.userType, mobileMasked: maskMobile(mobile) },
        isNew,
      };
    });

    serveEndpoint(app, logout, async ({ request, reply }) => {
      await closeSession(request, reply);
      return null;
    });

    serveEndpoint(app, me, async ({ request }) => {
      // Nobody is logged in: that is the answer, not a refusal (no 401 in the page's console).
      if (!request.user) return { user: null };
      const { userId, userType } = request.user;
      const row = await userMobileOf(app.db, userId);
      // The session's user is gone (deleted since): as good as no session.
      if (!row) return { user: null };
      return { user: { userId, userType, mobileMasked: maskMobile(row.mobile) } };
    });
  };
}
