// The SMS provider's account (docs/decisions/033-sms-providers.md): the TENCENT_* or ALIYUN_*
// variables, read by their own schema and only when SMS_PROVIDER names that provider. Apart from
// config.ts so each provider's variables and their formats sit with the types the senders take.

import { z } from 'zod';
import { unset } from './config-reading.ts';

/**
 * A message kind's template at the SMS provider, per language: the Chinese one (required) and the
 * English one (optional; unset, English pages' messages use the Chinese template).
 */
export interface SmsTemplate {
  'zh-CN': string;
  'en-US': string | undefined;
}

/**
 * The provider's templates (neither provider sends free text): the login code, one per app brand
 * (user type 1 the shipper app, 3 the driver app), and the notice (an inviter's reminder).
 */
export interface SmsTemplates {
  /** *_SMS_TEMPLATE_LOGIN_SHIPPER(_EN): the login code for the shipper app; its one parameter the code. */
  loginShipper: SmsTemplate;
  /** *_SMS_TEMPLATE_LOGIN_DRIVER(_EN): the login code for the driver app. */
  loginDriver: SmsTemplate;
  /** *_SMS_TEMPLATE_NOTICE(_EN): the notice; its parameters the masked inviter and the step left. */
  notice: SmsTemplate;
}

/** Tencent Cloud SMS (SMS_PROVIDER=tencent): API SendSms 2021-01-11, signed TC3-HMAC-SHA256. */
export interface TencentSmsConfig {
  /** TENCENT_SECRET_ID: the API key's id (CAM). */
  secretId: string;
  /** TENCENT_SECRET_KEY: the API key's secret. */
  secretKey: string;
  /** TENCENT_SMS_SDK_APP_ID: the SMS application's SdkAppId, e.g. 1400006666. */
  sdkAppId: string;
  /** TENCENT_SMS_REGION: the API region, ap-guangzhou by default. */
  region: string;
  /** TENCENT_SMS_SIGN_NAME: the approved signature's text (the 【…】 of every message). */
  signName: string;
  /** TENCENT_SMS_TEMPLATE_*: template ids (digits). */
  templates: SmsTemplates;
}

/** Alibaba Cloud SMS (SMS_PROVIDER=aliyun): Dysmsapi SendSms 2017-05-25, signed ACS3-HMAC-SHA256. */
export interface AliyunSmsConfig {
  /** ALIYUN_ACCESS_KEY_ID: the AccessKey's id (a RAM user's, allowed dysms:SendSms). */
  accessKeyId: string;
  /** ALIYUN_ACCESS_KEY_SECRET: the AccessKey's secret. */
  accessKeySecret: string;
  /** ALIYUN_SMS_SIGN_NAME: the approved signature's name. */
  signName: string;
  /** ALIYUN_SMS_TEMPLATE_*: template codes, e.g. SMS_123456789. */
  templates: SmsTemplates;
}

// A variable a provider needs: set (non-empty, no spaces around it) when that provider is chosen.
const needed = (provider: string, format?: { pattern: RegExp; message: string }) => {
  const required = `required with SMS_PROVIDER=${provider}`;
  const text = z.string({ error: required }).trim().min(1, required);
  return z.preprocess(unset, format ? text.regex(format.pattern, format.message) : text);
};
// An optional template id (the English ones): unset or of the provider's format.
const optional = (format: { pattern: RegExp; message: string }) =>
  z.preprocess(unset, z.string().trim().regex(format.pattern, format.message).optional());

const TENCENT_TEMPLATE = { pattern: /^\d{1,20}$/, message: 'must be a template id (digits)' };
const ALIYUN_TEMPLATE = {
  pattern: /^SMS_\d{1,20}$/,
  message: 'must be a template code such as SMS_123456789',
};

/** The account of each real SMS provider, read when SMS_PROVIDER names it. */
export const SMS_ACCOUNT_SCHEMAS = {
  tencent: z.object({
    TENCENT_SECRET_ID: needed('tencent'),
    TENCENT_SECRET_KEY: needed('tencent'),
    TENCENT_SMS_SDK_APP_ID: needed('tencent', {
      pattern: /^\d{1,20}$/,
      message: 'must be the SMS application’s SdkAppId (digits, e.g. 1400006666)',
    }),
    TENCENT_SMS_REGION: z.preprocess(
      unset,
      z
        .string()
        .trim()
        .regex(/^[a-z]{2,}(?:-[a-z]+)+$/, 'must be a region such as ap-guangzhou')
        .default('ap-guangzhou'),
    ),
    TENCENT_SMS_SIGN_NAME: needed('tencent'),
    TENCENT_SMS_TEMPLATE_LOGIN_SHIPPER: needed('tencent', TENCENT_TEMPLATE),
    TENCENT_SMS_TEMPLATE_LOGIN_SHIPPER_EN: optional(TENCENT_TEMPLATE),
    TENCENT_SMS_TEMPLATE_LOGIN_DRIVER: needed('tencent', TENCENT_TEMPLATE),
    TENCENT_SMS_TEMPLATE_LOGIN_DRIVER_EN: optional(TENCENT_TEMPLATE),
    TENCENT_SMS_TEMPLATE_NOTICE: needed('tencent', TENCENT_TEMPLATE),
    TENCENT_SMS_TEMPLATE_NOTICE_EN: optional(TENCENT_TEMPLATE),
  }),
  aliyun: z.object({
    ALIYUN_ACCESS_KEY_ID: needed('aliyun'),
    ALIYUN_ACCESS_KEY_SECRET: needed('aliyun'),
    ALIYUN_SMS_SIGN_NAME: needed('aliyun'),
    ALIYUN_SMS_TEMPLATE_LOGIN_SHIPPER: needed('aliyun', ALIYUN_TEMPLATE),
    ALIYUN_SMS_TEMPLATE_LOGIN_SHIPPER_EN: optional(ALIYUN_TEMPLATE),
    ALIYUN_SMS_TEMPLATE_LOGIN_DRIVER: needed('aliyun', ALIYUN_TEMPLATE),
    ALIYUN_SMS_TEMPLATE_LOGIN_DRIVER_EN: optional(ALIYUN_TEMPLATE),
    ALIYUN_SMS_TEMPLATE_NOTICE: needed('aliyun', ALIYUN_TEMPLATE),
    ALIYUN_SMS_TEMPLATE_NOTICE_EN: optional(ALIYUN_TEMPLATE),
  }),
};

type TemplateKind = 'LOGIN_SHIPPER' | 'LOGIN_DRIVER' | 'NOTICE';

/** A provider's template variables as its schema parses them (`P`: TENCENT or ALIYUN). */
type TemplateVariables<P extends string> = Record<`${P}_SMS_TEMPLATE_${TemplateKind}`, string> &
  Partial<Record<`${P}_SMS_TEMPLATE_${TemplateKind}_EN`, string>>;

/** The templates of either provider, from its `*_SMS_TEMPLATE_*` variables. */
function templatesOf<P extends 'TENCENT' | 'ALIYUN'>(
  e: TemplateVariables<P>,
  prefix: P,
): SmsTemplates {
  const template = (kind: TemplateKind): SmsTemplate => ({
    'zh-CN': e[`${prefix}_SMS_TEMPLATE_${kind}`],
    'en-US': e[`${prefix}_SMS_TEMPLATE_${kind}_EN`],
  });
  return {
    loginShipper: template('LOGIN_SHIPPER'),
    loginDriver: template('LOGIN_DRIVER'),
    notice: template('NOTICE'),
  };
}

/** The chosen provider's account, or undefined for the outbox or none (ConfigError if invalid). */
export function readSmsAccount(env: NodeJS.ProcessEnv, provider: string | undefined) {
  if (provider === 'tencent') {
    const e = SMS_ACCOUNT_SCHEMAS.tencent.parse(env);
    const tencentSms: TencentSmsConfig = {
      secretId: e.TENCENT_SECRET_ID,
      secretKey: e.TENCENT_SECRET_KEY,
      sdkAppId: e.TENCENT_SMS_SDK_APP_ID,
      region: e.TENCENT_SMS_REGION,
      signName: e.TENCENT_SMS_SIGN_NAME,
      templates: templatesOf(e, 'TENCENT'),
    };
    return { tencentSms, aliyunSms: undefined };
  }
  if (provider === 'aliyun') {
    const e = SMS_ACCOUNT_SCHEMAS.aliyun.parse(env);
    const aliyunSms: AliyunSmsConfig = {
      accessKeyId: e.ALIYUN_ACCESS_KEY_ID,
      accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET,
      signName: e.ALIYUN_SMS_SIGN_NAME,
      templates: templatesOf(e, 'ALIYUN'),
    };
    return { tencentSms: undefined, aliyunSms };
  }
  return { tencentSms: undefined, aliyunSms: undefined };
}
