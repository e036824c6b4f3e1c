// The real SMS providers (docs/decisions/033-sms-providers.md), each adapter against a stand-in that
// plays the provider from its public reference and checks every request's signature
// (helpers/sms-standins.ts), through the real endpoints of a production-mode server: a code sent
// and logged in with, the template of each brand and language, the notice's template, each
// refusal in words with its status and the person's limits given back, a tampered secret refused
// by the stand-in's check, a provider that does not answer (504, the code still valid), and a log
// with neither a full number nor a code nor a secret.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { smsCodes } from '../src/db/schema/identity.ts';
import { identityModule } from '../src/modules/identity/module.ts';
import { createSmsSender } from '../src/modules/identity/sms-sender.ts';
import { captureLogs } from './helpers/log-capture.ts';
import { newRequestId } from './helpers/request-ids.ts';
import { SignedClient } from './helpers/signed.ts';
import {
  type SmsStandIn,
  startAliyunSmsStandIn,
  startTencentSmsStandIn,
} from './helpers/sms-standins.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const SEND = '/service/oms-service/api/auth/sms/send';
const LOGIN = '/service/oms-service/api/auth/sms/login';
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

// Obviously fake accounts.
const TENCENT_SECRET = 'test-tencent-secret-key-not-real';
const TENCENT_ENV = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SECRET_ID: 'AKIDtest0000000000000000000000000000',
  TENCENT_SECRET_KEY: TENCENT_SECRET,
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: '货运平台',
  TENCENT_SMS_TEMPLATE_LOGIN_SHIPPER: '100001',
  TENCENT_SMS_TEMPLATE_LOGIN_DRIVER: '100002',
  TENCENT_SMS_TEMPLATE_LOGIN_DRIVER_EN: '200002',
  TENCENT_SMS_TEMPLATE_NOTICE: '100003',
};
const ALIYUN_SECRET = 'test-aliyun-access-key-secret-not-real';
const ALIYUN_ENV = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'LTAItest000000000000',
  ALIYUN_ACCESS_KEY_SECRET: ALIYUN_SECRET,
  ALIYUN_SMS_SIGN_NAME: '货运平台',
  ALIYUN_SMS_TEMPLATE_LOGIN_SHIPPER: 'SMS_100000001',
  ALIYUN_SMS_TEMPLATE_LOGIN_DRIVER: 'SMS_100000002',
  ALIYUN_SMS_TEMPLATE_LOGIN_DRIVER_EN: 'SMS_200000002',
  ALIYUN_SMS_TEMPLATE_NOTICE: 'SMS_100000003',
};

/** A refusal of the provider and what the person is told. */
interface Refusal {
  code: string;
  message?: string;
  status: number;
  envelope: number;
  /** What `msg` says in Chinese, or the field problem of a 422. */
  says: string | { field: string; rule: string };
  retryAfter?: number;
}

const LIMIT = { status: 429, envelope: 4290 } as const;
const REJECTED = {
  status: 422,
  envelope: 4220,
  says: { field: 'mobile', rule: 'mobile.noSms' },
} as const;
const UNAVAILABLE = { status: 503, envelope: 5030, says: '短信暂时无法发送，请稍后再试' } as const;
const UPSTREAM = { status: 502, envelope: 5020, says: '短信暂时无法发送，请稍后再试' } as const;
const DAILY = '这个号码今天收到的短信已达上限，请明天再试';

interface Provider {
  name: 'tencent' | 'aliyun';
  env: Record<string, string>;
  secret: string;
  start(): Promise<SmsStandIn>;
  /** The config of the same account with its secret changed. */
  tampered(config: Config): Partial<Config>;
  /** What the stand-in answers a bad signature with. */
  signatureRefusal: string;
  templates: { shipper: string; driver: string; driverEnglish: string; notice: string };
  /** A number as the provider was sent it. */
  sentAs(mobile: string): string;
  /** The notice's parameters as the stand-in received them. */
  noticeParams(inviter: string, step: string): unknown;
  refusals: Refusal[];
}

const PROVIDERS: Provider[] = [
  {
    name: 'tencent',
    env: TENCENT_ENV,
    secret: TENCENT_SECRET,
    start: () =>
      startTencentSmsStandIn({
        secretId: TENCENT_ENV.TENCENT_SECRET_ID,
        secretKey: TENCENT_SECRET,
        sdkAppId: TENCENT_ENV.TENCENT_SMS_SDK_APP_ID,
        signName: TENCENT_ENV.TENCENT_SMS_SIGN_NAME,
        templateIds: ['100001', '100002', '200002', '100003'],
      }),
    tampered: (config) => ({
      tencentSms: { ...(config.tencentSms as NonNullable<Config['tencentSms']>), secretKey: 'x' },
    }),
    signatureRefusal: 'AuthFailure.SignatureFailure',
    templates: { shipper: '100001', driver: '100002', driverEnglish: '200002', notice: '100003' },
    sentAs: (mobile) => `+86${mobile}`,
    noticeParams: (inviter, step) => [inviter, step],
    refusals: [
      {
        code: 'LimitExceeded.PhoneNumberThirtySecondLimit',
        ...LIMIT,
        says: '操作太频繁，请 30 秒后再试',
        retryAfter: 30,
      },
      {
        code: 'LimitExceeded.PhoneNumberOneHourLimit',
        ...LIMIT,
        says: '操作太频繁，请 60 分钟后再试',
        retryAfter: 3600,
      },
      { code: 'LimitExceeded.PhoneNumberDailyLimit', ...LIMIT, says: DAILY },
      { code: 'InvalidParameterValue.IncorrectPhoneNumber', ...REJECTED },
      { code: 'FailedOperation.PhoneNumberInBlacklist', ...REJECTED },
      { code: 'FailedOperation.TemplateIncorrectOrUnapproved', ...UNAVAILABLE },
      { code: 'FailedOperation.SignatureIncorrectOrUnapproved', ...UNAVAILABLE },
      { code: 'FailedOperation.InsufficientBalanceInSmsPackage', ...UNAVAILABLE },
      { code: 'AuthFailure.SecretIdNotFound', ...UPSTREAM },
      { code: 'FailedOperation.SomethingNotDocumented', ...UPSTREAM },
    ],
  },
  {
    name: 'aliyun',
    env: ALIYUN_ENV,
    secret: ALIYUN_SECRET,
    start: () =>
      startAliyunSmsStandIn({
        accessKeyId: ALIYUN_ENV.ALIYUN_ACCESS_KEY_ID,
        accessKeySecret: ALIYUN_SECRET,
        signName: ALIYUN_ENV.ALIYUN_SMS_SIGN_NAME,
        templateCodes: ['SMS_100000001', 'SMS_100000002', 'SMS_200000002', 'SMS_100000003'],
      }),
    tampered: (config) => ({
      aliyunSms: {
        ...(config.aliyunSms as NonNullable<Config['aliyunSms']>),
        accessKeySecret: 'x',
      },
    }),
    signatureRefusal: 'SignatureDoesNotMatch',
    templates: {
      shipper: 'SMS_100000001',
      driver: 'SMS_100000002',
      driverEnglish: 'SMS_200000002',
      notice: 'SMS_100000003',
    },
    sentAs: (mobile) => mobile,
    noticeParams: (inviter, step) => ({ inviter, step }),
    refusals: [
      {
        code: 'isv.BUSINESS_LIMIT_CONTROL',
        message: '触发分钟级流控Permits:1',
        ...LIMIT,
        says: '操作太频繁，请 60 秒后再试',
        retryAfter: 60,
      },
      {
        code: 'isv.BUSINESS_LIMIT_CONTROL',
        message: '触发小时级流控Permits:5',
        ...LIMIT,
        says: '操作太频繁，请 60 分钟后再试',
        retryAfter: 3600,
      },
      {
        code: 'isv.BUSINESS_LIMIT_CONTROL',
        message: '触发天级流控Permits:10',
        ...LIMIT,
        says: DAILY,
      },
      { code: 'isv.MOBILE_NUMBER_ILLEGAL', ...REJECTED },
      { code: 'isv.SMS_TEMPLATE_ILLEGAL', ...UNAVAILABLE },
      { code: 'isv.SMS_SIGNATURE_ILLEGAL', ...UNAVAILABLE },
      { code: 'isv.AMOUNT_NOT_ENOUGH', ...UNAVAILABLE },
      { code: 'isv.DAY_LIMIT_CONTROL', ...UNAVAILABLE },
      { code: 'InvalidAccessKeyId.NotFound', ...UPSTREAM },
      { code: 'isv.SOMETHING_NOT_DOCUMENTED', ...UPSTREAM },
    ],
  },
];

let browsers = 0;
/** A phone of its own: its address and device id, so that tests do not share limits. */
function phone(t: TestApp) {
  browsers += 1;
  const api = new SignedClient(t.app, { ip: `10.77.${browsers >> 8}.${browsers & 255}` });
  const device = { 'x-device-id': `sms-provider-device-${String(browsers).padStart(6, '0')}` };
  return { api, device };
}

let numbers = 0;
/** A number no other test of this file uses. */
const newMobile = () => `1370077${String(++numbers).padStart(4, '0')}`;

describe.each(PROVIDERS)('SMS through $name', (provider) => {
  const logs = captureLogs();
  let standIn: SmsStandIn;
  let t: TestApp;
  let tampered: TestApp;
  const mobilesUsed: string[] = [];
  const codesSent: string[] = [];
  const mobile = () => {
    const next = newMobile();
    mobilesUsed.push(next);
    return next;
  };

  beforeAll(async () => {
    standIn = await provider.start();
    // Read as production reads it: the environment, through config.ts.
    const fromEnv = loadConfig({ ...provider.env, SMS_ENDPOINT: standIn.url });
    const sms = {
      smsProvider: fromEnv.smsProvider,
      smsEndpoint: fromEnv.smsEndpoint,
      tencentSms: fromEnv.tencentSms,
      aliyunSms: fromEnv.aliyunSms,
    };
    const modules = [{ name: 'users' }, identityModule()];
    t = await buildTestApp({
      config: { env: 'production', ...sms },
      modules,
      logger: { level: 'info', stream: logs.stream },
    });
    tampered = await buildTestApp({
      database: t.database,
      config: { env: 'production', ...sms, ...provider.tampered(fromEnv) },
      modules,
      logger: { level: 'info', stream: logs.stream },
    });
  });
  afterAll(async () => {
    await tampered?.close();
    await t?.close();
    await standIn?.close();
  });

  it('texts a driver’s code through the driver template, and logs in with it', async () => {
    const { api, device } = phone(t);
    const number = mobile();
    const sent = await api.post(SEND, { mobile: number, userType: 3 }, { headers: device });
    expect(sent.statusCode).toBe(200);
    expect(sent.envelope.data).toEqual({ expiresInSeconds: 300, resendAfterSeconds: 60 });
    const message = standIn.sent.at(-1);
    expect(message).toMatchObject({
      mobile: number,
      phoneNumber: provider.sentAs(number),
      templateId: provider.templates.driver,
      signName: '货运平台',
      // Our reference (the request's id), to find the message in the provider's console.
      reference: sent.headers['x-request-id'],
    });
    const code = standIn.latestCode(number) as string;
    expect(code).toMatch(/^\d{6}$/);
    codesSent.push(code);
    // The code alone is the login template's parameter.
    expect(Object.values(message?.params ?? {})).toEqual([code]);

    const login = await api.post(LOGIN, {
      requestId: newRequestId('login'),
      mobile: number,
      userType: 3,
      code,
    });
    expect(login.statusCode).toBe(200);
    expect(login.envelope.data).toMatchObject({ isNew: true, user: { userType: 3 } });
  });

  it('picks the shipper’s template, and the English one for an English page (Chinese where none)', async () => {
    const { api } = phone(t);
    const shipper = mobile();
    await api.post(SEND, { mobile: shipper, userType: 1 }, { headers: ENGLISH });
    // No English shipper template is configured: the Chinese one.
    expect(standIn.sent.at(-1)?.templateId).toBe(provider.templates.shipper);
    const driver = mobile();
    await api.post(SEND, { mobile: driver, userType: 3 }, { headers: ENGLISH });
    expect(standIn.sent.at(-1)?.templateId).toBe(provider.templates.driverEnglish);
    codesSent.push(standIn.latestCode(shipper) ?? '', standIn.latestCode(driver) ?? '');
  });

  it('sends the notice through its template, its parameters in their order', async () => {
    const sender = createSmsSender({
      config: t.config,
      db: t.app.db,
      log: t.app.log,
      now: Date.now,
      ttlMinutes: 5,
    });
    const invitee = mobile();
    await sender.sendNotice({
      mobile: invitee,
      inviter: '135****9021',
      step: '完成司机认证',
      locale: 'zh-CN',
      reference: 'notice-test-1',
    });
    expect(standIn.sent.at(-1)).toMatchObject({
      mobile: invitee,
      templateId: provider.templates.notice,
      params: provider.noticeParams('135****9021', '完成司机认证'),
      reference: 'notice-test-1',
    });
  });

  it.each(provider.refusals.map((r) => [r.message ? `${r.code} (${r.message})` : r.code, r]))(
    'says %s in words, and gives the person’s limits back',
    async (_name, refusal) => {
      const { api, device } = phone(t);
      const number = mobile();
      standIn.failNext(refusal.code, refusal.message);
      const refused = await api.post(SEND, { mobile: number, userType: 3 }, { headers: device });
      expect(refused.statusCode).toBe(refusal.status);
      expect(refused.envelope.status.code).toBe(refusal.envelope);
      const says = refusal.says;
      if (typeof says === 'string') {
        expect(refused.envelope.status.msg).toBe(says);
      } else {
        expect(refused.envelope.data).toEqual({
          fields: [{ ...says, message: '这个号码收不到短信，请检查号码或换一个手机号' }],
        });
      }
      if (refusal.status === 429) {
        const wait = Number(refused.headers['retry-after']);
        expect(refused.envelope.data).toEqual({ retryAfterSeconds: wait });
        if (refusal.retryAfter) expect(wait).toBe(refusal.retryAfter);
        else expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(86_400);
      }
      // The code that was not sent was not kept.
      expect(await t.app.db.select().from(smsCodes).where(eq(smsCodes.mobile, number))).toEqual([]);
      // Nothing was sent, so the number's minute is not used up: asking again is served.
      const again = await api.post(SEND, { mobile: number, userType: 3 }, { headers: device });
      expect(again.statusCode).toBe(200);
      codesSent.push(standIn.latestCode(number) ?? '');
    },
  );

  it('says a refusal in the page’s language', async () => {
    const { api } = phone(t);
    standIn.failNext(provider.refusals[5]?.code as string);
    const refused = await api.post(SEND, { mobile: mobile(), userType: 1 }, { headers: ENGLISH });
    expect(refused.envelope.status.msg).toBe(
      'Text messages cannot be sent right now; please try again later',
    );
  });

  it('lets ten refused asks from one phone leave its ten codes an hour', async () => {
    const { api, device } = phone(t);
    for (let i = 0; i < 10; i += 1) {
      standIn.failNext(provider.refusals[3]?.code as string);
      const refused = await api.post(SEND, { mobile: mobile(), userType: 3 }, { headers: device });
      expect(refused.statusCode).toBe(422);
    }
    const served = await api.post(SEND, { mobile: mobile(), userType: 3 }, { headers: device });
    expect(served.statusCode).toBe(200);
    codesSent.push(standIn.latestCode(mobilesUsed.at(-1) as string) ?? '');
  });

  it('is refused by the provider’s signature check when the secret is wrong: an upstream error', async () => {
    const { api } = phone(tampered);
    const number = mobile();
    const before = standIn.sent.length;
    const refused = await api.post(SEND, { mobile: number, userType: 3 });
    expect(refused.statusCode).toBe(502);
    expect(refused.envelope.status).toEqual({ code: 5020, msg: UPSTREAM.says });
    expect(standIn.refusals.at(-1)?.code).toBe(provider.signatureRefusal);
    expect(standIn.sent).toHaveLength(before);
    // Nothing was counted: asked again, it is the provider's refusal again, not our 429.
    expect((await api.post(SEND, { mobile: number, userType: 3 })).statusCode).toBe(502);
    // With the right secret the same number is served.
    expect((await phone(t).api.post(SEND, { mobile: number, userType: 3 })).statusCode).toBe(200);
    codesSent.push(standIn.latestCode(number) ?? '');
  });

  it('answers 504 when the provider does not answer, keeping the code valid and the minute counted', async () => {
    const { api, device } = phone(t);
    const number = mobile();
    standIn.hangNext();
    const started = Date.now();
    const late = await api.post(SEND, { mobile: number, userType: 3 }, { headers: device });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(late.statusCode).toBe(504);
    expect(late.envelope).toEqual({
      status: {
        code: 5040,
        msg: '短信发送超时：验证码可能稍后到达，5 分钟内有效；也可以在倒计时结束后重新获取',
      },
      data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    // The message may still arrive (the stand-in kept it): its code works.
    const code = standIn.latestCode(number) as string;
    codesSent.push(code);
    // The number's minute stays counted.
    expect(
      (await api.post(SEND, { mobile: number, userType: 3 }, { headers: device })).statusCode,
    ).toBe(429);
    const login = await api.post(LOGIN, {
      requestId: newRequestId('login'),
      mobile: number,
      userType: 3,
      code,
    });
    expect(login.statusCode).toBe(200);
    // The log ties the timeout to the request, whose id the provider keeps with the message.
    const reference = late.headers['x-request-id'] as string;
    expect(standIn.sent.at(-1)?.reference).toBe(reference);
    const line = logs
      .text()
      .split('\n')
      .find((entry) => entry.includes('may still arrive'));
    expect(line).toContain(`"ref":"${reference}"`);
  });

  it('logs every answer with the provider’s request id, never a full number, a code or a secret', () => {
    const text = logs.text();
    expect(text).toContain('"msg":"sms sent"');
    // The provider's id of each answer (a held message got none).
    for (const { requestId } of standIn.sent.slice(0, -1)) expect(text).toContain(requestId);
    for (const { requestId } of standIn.refusals) expect(text).toContain(requestId);
    expect(text).toMatch(/137\*\*\*\*00\d\d/);
    for (const number of mobilesUsed) expect(text).not.toContain(number);
    for (const code of codesSent.filter(Boolean))
      expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(text).not.toContain(provider.secret);
  });
});
