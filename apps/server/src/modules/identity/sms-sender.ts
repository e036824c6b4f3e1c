// Who delivers login codes and notices (docs/design.md §2: a real adapter and an embedded default,
// chosen by configuration; stand-ins never answer in production; docs/decisions/033).
// - 'tencent' (sms-tencent.ts) and 'aliyun' (sms-aliyun.ts): the providers' SendSms, each message
//   through an approved template with its parameters (neither sends free text);
// - 'outbox' (default outside production): the message is written to `sms_outbox` and to the log,
//   where a developer reads it (also at GET /dev/sms-outbox);
// - none configured (production without a provider): sending answers SERVICE_UNAVAILABLE (503);
//   nothing pretends a message went out.
// A sender resolves once the provider accepted the message. Otherwise it throws an ApiError: the
// provider's refusal in words (sms-provider.ts), or UPSTREAM_TIMEOUT (504) when the provider did
// not answer in time, in which case the message may still arrive (`mayStillArrive`).

import { maskMobile } from '@freight/contract/rules/mask';
import type { Locale } from '@freight/contract/status';
import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { smsOutbox } from '../../db/schema/identity.ts';
import type { UserType } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { messageIn } from '../../http/user-message.ts';
import { smsMessages } from '../../metrics.ts';
import { loginTemplate } from './sms-provider.ts';
import { AliyunSmsSender } from './sms-aliyun.ts';
import { TencentSmsSender } from './sms-tencent.ts';

export interface LoginCodeMessage {
  mobile: string;
  code: string;
  /** The app the user signs in to: providers have one message template per brand. */
  userType: UserType;
  /** The language the page asked in (a provider's template per language, too). */
  locale: Locale;
  /**
   * Our id of this message (the request's id), sent to the provider (Tencent's SessionContext,
   * Alibaba's OutId) and logged, so that a message can be found in the provider's console.
   */
  reference: string;
}

/**
 * A notice to a user (an inviter's reminder), sent through the provider's notice template, whose
 * parameters are these, in this order: `inviter` ({1}, ${inviter}), `step` ({2}, ${step}).
 */
export interface NoticeMessage {
  mobile: string;
  /** Who reminds, masked (138****0001). */
  inviter: string;
  /** What is left to do, in words of `locale` ("完成司机认证"). */
  step: string;
  locale: Locale;
  /** As LoginCodeMessage's. */
  reference: string;
}

export interface SmsSender {
  readonly name: string;
  /** Resolves once the provider accepted the message; throws an ApiError otherwise. */
  sendLoginCode(message: LoginCodeMessage): Promise<void>;
  /** The same, for a notice (the provider's notice template with its parameters). */
  sendNotice(message: NoticeMessage): Promise<void>;
}

/**
 * A send that failed without an answer from the provider (UPSTREAM_TIMEOUT): the message may still
 * arrive, so its code stays valid and the person's limits stay counted (ADR 033).
 */
export function mayStillArrive(error: unknown): boolean {
  return error instanceof ApiError && error.code === BUSINESS_CODES.UPSTREAM_TIMEOUT;
}

/** The login code's text, as the providers' login templates say it (the outbox writes it out). */
export function loginCodeText(code: string, ttlMinutes: number, locale: Locale): string {
  return messageIn(
    {
      'zh-CN': `【货运平台】您的验证码是${code}，${ttlMinutes}分钟内有效。请勿告诉他人。`,
      'en-US': `[Freight] Your code is ${code}, valid for ${ttlMinutes} minutes. Do not share it.`,
    },
    locale,
  );
}

/** The notice's text, as the providers' notice templates say it (the outbox writes it out). */
export function noticeText({ inviter, step, locale }: NoticeMessage): string {
  return messageIn(
    {
      'zh-CN': `【货运平台】您的好友 ${inviter} 提醒您：${step}即可领取邀请奖励。`,
      'en-US': `[Freight] Your friend ${inviter} reminds you: ${step} to receive the invitation reward.`,
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

  async sendLoginCode({ mobile, code, locale, userType }: LoginCodeMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({
      mobile,
      body: loginCodeText(code, this.ttlMinutes, locale),
      createdAt: new Date(this.now()),
    });
    smsMessages.inc({ provider: this.name, template: loginTemplate(userType), outcome: 'sent' });
    // The outbox is where a developer reads the code: never in production (config.ts).
    this.log.info(`[sms] to ${maskMobile(mobile)}: code ${code}`);
  }

  async sendNotice(message: NoticeMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({
      mobile: message.mobile,
      body: noticeText(message),
      createdAt: new Date(this.now()),
    });
    smsMessages.inc({ provider: this.name, template: 'notice', outcome: 'sent' });
    this.log.info(`[sms] to ${maskMobile(message.mobile)}: a notice`);
  }
}

export class UnconfiguredSmsSender implements SmsSender {
  readonly name = 'none';

  async sendLoginCode({ userType }: LoginCodeMessage): Promise<void> {
    smsMessages.inc({
      provider: this.name,
      template: loginTemplate(userType),
      outcome: 'unconfigured',
    });
    throw new ApiError(BUSINESS_CODES.SERVICE_UNAVAILABLE, 'SMS sending is not configured');
  }

  async sendNotice(): Promise<void> {
    smsMessages.inc({ provider: this.name, template: 'notice', outcome: 'unconfigured' });
    throw new ApiError(BUSINESS_CODES.SERVICE_UNAVAILABLE, 'SMS sending is not configured');
  }
}

export interface SmsSenderContext {
  config: Pick<Config, 'smsProvider' | 'smsEndpoint' | 'tencentSms' | 'aliyunSms'>;
  db: Db;
  log: FastifyBaseLogger;
  now: () => number;
  ttlMinutes: number;
  /** How long a provider may take to answer (sms-provider.ts's default); tests shorten it. */
  timeoutMs?: number;
}

/** The sender the configuration names (SMS_PROVIDER). */
export function createSmsSender(context: SmsSenderContext): SmsSender {
  const { config, db, log, now, ttlMinutes, timeoutMs } = context;
  // loadConfig sets the chosen provider's account; a config made by hand might not.
  const missing = (name: string) => new Error(`SMS_PROVIDER=${name} without its account`);
  const provider = { endpoint: config.smsEndpoint, log, timeoutMs };
  switch (config.smsProvider) {
    case 'tencent':
      if (!config.tencentSms) throw missing('tencent');
      return new TencentSmsSender({ ...provider, account: config.tencentSms });
    case 'aliyun':
      if (!config.aliyunSms) throw missing('aliyun');
      return new AliyunSmsSender({ ...provider, account: config.aliyunSms });
    case 'outbox':
      return new OutboxSmsSender(db, log, now, ttlMinutes);
    case undefined:
      return new UnconfiguredSmsSender();
  }
}

/** The stand-in's latest messages (to one mobile when given), newest first. */
export function outboxMessages(db: Db, mobile: string | undefined, limit: number) {
  return db
    .select({ mobile: smsOutbox.mobile, body: smsOutbox.body, sentAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(mobile === undefined ? undefined : eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
