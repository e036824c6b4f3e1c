// What the two real SMS providers share (docs/decisions/033-sms-providers.md): which template a
// message goes through and its parameters, one call within a deadline, what a refusal says to the
// person and to operators, and the log of every answer. Each provider (sms-tencent.ts,
// sms-aliyun.ts) adds only its request, its signature and the meaning of its codes.
// Logs name the number masked and never the code or a secret: a provider's own message is logged
// with the number and the code blotted out.

import { CHINA_OFFSET_MS } from '@freight/contract/china-time';
import { maskMobile } from '@freight/contract/rules/mask';
import type { Locale } from '@freight/contract/status';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsTemplates } from '../../config-sms.ts';
import { USER_TYPE, type UserType } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES, RateLimitedError } from '../../http/envelope.ts';
import { callUpstream } from '../../http/upstream.ts';
import { smsMessages } from '../../metrics.ts';
import type { UserMessage } from '../../http/user-message.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import type { LoginCodeMessage, NoticeMessage, SmsSender } from './sms-sender.ts';

/**
 * How long a provider may take to answer. Past it the send answers 504 and the message may still
 * arrive (ADR 033); both providers answer in well under a second when healthy.
 */
export const PROVIDER_TIMEOUT_MS = 5000;

export type SmsTemplateKind = keyof SmsTemplates;

/**
 * Each template's parameters, in their order (Tencent's {1}, {2}…) and by name (Alibaba's
 * ${code}…): the code alone; the masked inviter, then the step left to do.
 */
export const TEMPLATE_PARAMETERS = {
  loginShipper: ['code'],
  loginDriver: ['code'],
  notice: ['inviter', 'step'],
} as const satisfies Record<SmsTemplateKind, readonly string[]>;

/** The login template of the app a user type signs in to (SPEC §4: 1 shipper, 3 driver). */
export function loginTemplate(userType: UserType): 'loginShipper' | 'loginDriver' {
  return userType === USER_TYPE.shipper ? 'loginShipper' : 'loginDriver';
}

/** The template of a kind in a language: the English one when configured, else the Chinese one. */
export function templateFor(templates: SmsTemplates, kind: SmsTemplateKind, locale: Locale) {
  const template = templates[kind];
  return (locale === 'en-US' ? template['en-US'] : undefined) ?? template['zh-CN'];
}

/** What a provider's refusal means, whichever provider said it. */
export type SmsRefusal =
  /** The provider's own limit of messages to one number in a window (per 30 s, minute, hour, day). */
  | { kind: 'number-limit'; window: 'thirty-seconds' | 'minute' | 'hour' | 'day' }
  /** The provider will not text this number (not a number it serves, or it unsubscribed). */
  | { kind: 'number-rejected' }
  /** Our account cannot send until operators act. */
  | { kind: 'unavailable'; cause: 'template' | 'sign' | 'balance' | 'account-limit' | 'account' }
  /** The provider did not accept our credentials or signature. */
  | { kind: 'auth' };

/** What the person reads when the account cannot send (a general "try later"). */
export const SMS_UNAVAILABLE: UserMessage = {
  'zh-CN': '短信暂时无法发送，请稍后再试',
  'en-US': 'Text messages cannot be sent right now; please try again later',
};

/** The provider's daily limit of one number. */
const DAILY_LIMIT: UserMessage = {
  'zh-CN': '这个号码今天收到的短信已达上限，请明天再试',
  'en-US': 'This number has received as many texts as allowed today; please try again tomorrow',
};

const WINDOW_SECONDS = { 'thirty-seconds': 30, minute: 60, hour: 3600 } as const;

/** Seconds from `now` to the next midnight in China (the providers' days are China's). */
function secondsToChinaMidnight(now: number): number {
  const day = 86_400_000;
  const sinceMidnight = (now + CHINA_OFFSET_MS) % day;
  return Math.ceil((day - sinceMidnight) / 1000);
}

/** The answer to the person for a refusal (docs/decisions/033's table). */
export function refusalAnswer(refusal: SmsRefusal, now: number): ApiError {
  switch (refusal.kind) {
    case 'number-limit':
      return refusal.window === 'day'
        ? new RateLimitedError(secondsToChinaMidnight(now), () => DAILY_LIMIT)
        : new RateLimitedError(WINDOW_SECONDS[refusal.window]);
    case 'number-rejected':
      return validationFailed([{ field: 'mobile', rule: 'mobile.noSms' }]);
    case 'unavailable':
      return new ApiError(BUSINESS_CODES.SERVICE_UNAVAILABLE, SMS_UNAVAILABLE);
    case 'auth':
      return new ApiError(BUSINESS_CODES.UPSTREAM_ERROR, SMS_UNAVAILABLE);
  }
}

/** One message as a provider's request needs it. */
export interface ProviderMessage {
  /** 11 digits, mainland. */
  mobile: string;
  templateId: string;
  /** The template's parameters in its order, with their names. */
  params: readonly (readonly [name: string, value: string])[];
  reference: string;
}

/** What a provider answered, read from its body. */
export interface ProviderAnswer {
  /** The provider's id of the call, for its support (Tencent's and Alibaba's RequestId). */
  requestId: string | undefined;
  /** The provider's code: its success code, or an error code. */
  code: string;
  message: string;
}

export interface ProviderSenderOptions<Account> {
  account: Account;
  /** SMS_ENDPOINT; the provider's own address when undefined. */
  endpoint: string | undefined;
  log: FastifyBaseLogger;
  timeoutMs?: number | undefined;
  /** The clock of signatures and of "try again tomorrow" (the provider's clock is the real one). */
  now?: () => number;
  /** Tests inject one; the global fetch by default. */
  fetch?: typeof fetch;
}

/** The flow every real provider shares; a provider adds its request and the meaning of its codes. */
export abstract class ProviderSmsSender<
  Account extends { templates: SmsTemplates },
> implements SmsSender {
  abstract readonly name: 'tencent' | 'aliyun';
  /** The code of an accepted message ('Ok' at Tencent, 'OK' at Alibaba). */
  protected abstract readonly accepted: string;
  protected readonly account: Account;
  protected readonly log: FastifyBaseLogger;
  protected readonly now: () => number;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: ProviderSenderOptions<Account>) {
    this.account = options.account;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.#timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
    this.#fetch = options.fetch ?? fetch;
  }

  /** Signs and sends the provider's SendSms, and reads its answer (throws only without one). */
  protected abstract request(message: ProviderMessage): Promise<ProviderAnswer>;

  /** The meaning of one of the provider's error codes; undefined for a code it does not know. */
  protected abstract refusalOf(answer: ProviderAnswer): SmsRefusal | undefined;

  async sendLoginCode({ mobile, code, userType, locale, reference }: LoginCodeMessage) {
    const kind = loginTemplate(userType);
    await this.#deliver(kind, locale, { mobile, reference, values: { code } }, [code]);
  }

  async sendNotice({ mobile, inviter, step, locale, reference }: NoticeMessage) {
    await this.#deliver('notice', locale, { mobile, reference, values: { inviter, step } }, []);
  }

  /** The provider's answer to `init` at `url`, within the deadline (504 when late, 502 unreachable). */
  protected call(url: string, init: RequestInit) {
    return callUpstream(this.#fetch, url, init, this.#timeoutMs, `${this.name} SMS`);
  }

  /** The provider answered something that is not its answer (an error page, a proxy's). */
  protected unreadable(status: number): ApiError {
    return new ApiError(
      BUSINESS_CODES.UPSTREAM_ERROR,
      `${this.name} SMS answered HTTP ${status} without a readable answer`,
    );
  }

  async #deliver(
    kind: SmsTemplateKind,
    locale: Locale,
    message: { mobile: string; reference: string; values: Record<string, string> },
    hidden: readonly string[],
  ) {
    const { mobile, reference, values } = message;
    const templateId = templateFor(this.account.templates, kind, locale);
    const params = TEMPLATE_PARAMETERS[kind].map((name) => [name, values[name] ?? ''] as const);
    const about = { provider: this.name, ref: reference, to: maskMobile(mobile), template: kind };
    const count = (outcome: string) =>
      smsMessages.inc({ provider: this.name, template: kind, outcome });
    let answer: ProviderAnswer;
    try {
      answer = await this.request({ mobile, templateId, params, reference });
    } catch (error) {
      const late = error instanceof ApiError && error.code === BUSINESS_CODES.UPSTREAM_TIMEOUT;
      count(late ? 'timeout' : 'failed');
      this.log[late ? 'warn' : 'error'](
        { sms: about },
        late
          ? 'sms provider did not answer in time; the message may still arrive'
          : `sms not sent: ${error instanceof Error ? error.message : 'unknown failure'}`,
      );
      throw error;
    }
    const said = {
      ...about,
      requestId: answer.requestId,
      code: answer.code,
      message: blot(answer.message, [mobile, ...hidden]),
    };
    if (answer.code === this.accepted) {
      count('sent');
      this.log.info({ sms: { ...about, requestId: answer.requestId } }, 'sms sent');
      return;
    }
    const refusal = this.refusalOf(answer);
    if (!refusal) {
      count('refused_unknown');
      this.log.error({ sms: said }, 'sms refused with a code we do not know');
      throw new ApiError(BUSINESS_CODES.UPSTREAM_ERROR, SMS_UNAVAILABLE);
    }
    count(`refused_${refusal.kind.replace('-', '_')}`);
    // The person's own case (a limit, their number) is a warning; what operators must fix, an error.
    const operators = refusal.kind === 'unavailable' || refusal.kind === 'auth';
    this.log[operators ? 'error' : 'warn'](
      { sms: said },
      operators
        ? `sms refused: ${refusal.kind === 'auth' ? 'credentials' : refusal.cause}; operators must act`
        : `sms refused: ${refusal.kind}`,
    );
    throw refusalAnswer(refusal, this.now());
  }
}

/** A provider's message with the number (any form) and the code blotted out, and kept short. */
function blot(text: string, hidden: readonly string[]): string {
  let blotted = text;
  for (const value of hidden) {
    if (value)
      blotted = blotted.split(value).join(/^1\d{10}$/.test(value) ? maskMobile(value) : '***');
  }
  return blotted.slice(0, 300);
}
