// Who delivers login codes and notices (DESIGN.md §2: a real adapter and an embedded default,
// chosen by configuration; stand-ins never answer in production).
// - 'outbox' (default outside production): the message is written to `sms_outbox` and to the log,
//   where a developer reads it (also at GET /dev/sms-outbox).
// - none configured (production until a provider is added): sending answers SERVICE_UNAVAILABLE
//   (503); nothing pretends a message went out.
// Adding a provider: a class implementing SmsSender that calls the provider's API with the code as
// a template parameter, throwing ApiError UPSTREAM_ERROR (502) or UPSTREAM_TIMEOUT (504) when the
// provider fails; its name in config.ts's SMS_PROVIDER with its credentials; a case below.

import { maskMobile } from '@freight/contract/rules/mask';
import type { Locale } from '@freight/contract/status';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { smsOutbox } from '../../db/schema/identity.ts';
import type { UserType } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { messageIn } from '../../http/user-message.ts';

export interface LoginCodeMessage {
  mobile: string;
  code: string;
  /** The app the user signs in to: providers have one message template per brand. */
  userType: UserType;
  /** The language the page asked in (a provider's template per language, too). */
  locale: Locale;
}

/** A notice to a user (an inviter's reminder): its text in the language it is sent in. */
export interface NoticeMessage {
  mobile: string;
  text: string;
}

export interface SmsSender {
  readonly name: string;
  /** Resolves once the provider accepted the message; throws an ApiError otherwise. */
  sendLoginCode(message: LoginCodeMessage): Promise<void>;
  /** The same, for a notice (a provider's notice template, its text the parameter). */
  sendNotice(message: NoticeMessage): Promise<void>;
}

export function loginCodeText(code: string, ttlMinutes: number, locale: Locale): string {
  return messageIn(
    {
      'zh-CN': `【货运平台】您的验证码是${code}，${ttlMinutes}分钟内有效。请勿告诉他人。`,
      'en-US': `[Freight] Your code is ${code}, valid for ${ttlMinutes} minutes. Do not share it.`,
    },
    locale,
  );
}

export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    private readonly ttlMinutes: number,
  ) {}

  async sendLoginCode({ mobile, code, locale }: LoginCodeMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({
      mobile,
      body: loginCodeText(code, this.ttlMinutes, locale),
      createdAt: new Date(this.now()),
    });
    this.log.info(`[sms] to ${maskMobile(mobile)}: code ${code}`);
  }

  async sendNotice({ mobile, text }: NoticeMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({ mobile, body: text, createdAt: new Date(this.now()) });
    this.log.info(`[sms] to ${maskMobile(mobile)}: a notice`);
  }
}

export class UnconfiguredSmsSender implements SmsSender {
  readonly name = 'none';

  async sendLoginCode(): Promise<void> {
    throw new ApiError(BUSINESS_CODES.SERVICE_UNAVAILABLE, 'SMS sending is not configured');
  }

  async sendNotice(): Promise<void> {
    throw new ApiError(BUSINESS_CODES.SERVICE_UNAVAILABLE, 'SMS sending is not configured');
  }
}

export interface SmsSenderContext {
  config: Pick<Config, 'smsProvider'>;
  db: Db;
  log: FastifyBaseLogger;
  now: () => number;
  ttlMinutes: number;
}

/** The sender the configuration names (SMS_PROVIDER). */
export function createSmsSender({ config, db, log, now, ttlMinutes }: SmsSenderContext): SmsSender {
  switch (config.smsProvider) {
    case 'outbox':
      return new OutboxSmsSender(db, log, now, ttlMinutes);
    case undefined:
      return new UnconfiguredSmsSender();
  }
}
