// What a production server writes to its log (issue 42, item 3; docs/reliability.md, "Security"):
// no line carries a whole mobile, an ID number, an SMS code, a session id or a secret. A journey
// as production runs it (NODE_ENV=production, codes through Tencent Cloud SMS's stand-in, photos
// in an S3 bucket, the log at info, more than production's warn), with a wrong code, a bad ID
// number, an operator's wrong password and a search by mobile among it; then its log is scanned.
// The serializers that make it so (src/http/log-privacy.ts) are tested apart below.

import { secondFactorConfirmed, secondFactorEnrolment } from '@freight/contract/ops';
import { idCardCheckChar } from '@freight/contract/rules/id-card';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { errorForLog, maskPersonalNumbers, urlForLog } from '../src/http/log-privacy.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { captureLogs } from './helpers/log-capture.ts';
import { OpsClient, TEST_SETUP, totpCode } from './helpers/ops.ts';
import { newRequestId } from './helpers/request-ids.ts';
import { startTestS3, type TestS3 } from './helpers/s3-server.ts';
import { SignedClient } from './helpers/signed.ts';
import { type SmsStandIn, startTencentSmsStandIn } from './helpers/sms-standins.ts';
import { buildTestApp, makeTempDir, type TestApp } from './helpers/test-app.ts';
import { GET_TOKEN, JPEG } from './helpers/uploads.ts';

const SECRETS = {
  APP_KEY: 'log-scan-app-key',
  APP_SECRET: 'log-scan-app-secret-0123456789abcdef',
  ENCRYPT_KEY: '3d'.repeat(32),
  PII_KEY: '4e'.repeat(32),
  TENCENT_SECRET_ID: 'AKIDlogScanStandIn00000000000000',
  TENCENT_SECRET_KEY: 'log-scan-tencent-secret-key-0001',
};
const TENCENT = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SDK_APP_ID: '1400000002',
  TENCENT_SMS_SIGN_NAME: '货运平台',
  TENCENT_SMS_TEMPLATE_LOGIN_SHIPPER: '100001',
  TENCENT_SMS_TEMPLATE_LOGIN_DRIVER: '100003',
  TENCENT_SMS_TEMPLATE_NOTICE: '100009',
};
const DRIVER = '13700000071';
const ID_17 = '11010519800101045';
const ID_NUMBER = ID_17 + (idCardCheckChar(ID_17) ?? '0');
const OPERATOR = { username: 'log-scan-admin', password: 'log-scan-admin-password-2026' };
const UPDATE = '/service/driver-service/api/app/driver/updateDriverInfo';
const CHECK_ID = '/service/driver-service/api/app/driver/checkIdCard';

/** `needle` standing alone in `text` (not inside a longer run of digits or letters). */
const standsIn = (text: string, needle: string) =>
  new RegExp(`(?<![0-9A-Za-z])${needle}(?![0-9A-Za-z])`).test(text);

describe('the production log', () => {
  let sms: SmsStandIn;
  let s3: TestS3;
  let t: TestApp;
  let dataDir: ReturnType<typeof makeTempDir>;
  const logs = captureLogs();

  beforeAll(async () => {
    sms = await startTencentSmsStandIn({
      secretId: SECRETS.TENCENT_SECRET_ID,
      secretKey: SECRETS.TENCENT_SECRET_KEY,
      sdkAppId: TENCENT.TENCENT_SMS_SDK_APP_ID,
      signName: TENCENT.TENCENT_SMS_SIGN_NAME,
      templateIds: ['100001', '100003', '100009'],
    });
    s3 = await startTestS3();
    dataDir = makeTempDir('log-scan-data-');
    const { redisKeyPrefix: _own, ...config } = loadConfig({
      ...SECRETS,
      ...TENCENT,
      ...s3.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir.path,
      SMS_ENDPOINT: sms.url,
      UPLOAD_STORAGE: 's3',
      ANALYTICS_COLLECTOR: 'embedded',
      REDIS_URL: process.env.REDIS_URL,
    });
    t = await buildTestApp({ config, logger: { level: 'info', stream: logs.stream } });
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
    await s3?.close();
    dataDir?.remove();
  });

  it('names no mobile, ID number, code, session or secret after a journey with its mistakes', async () => {
    const driver = new SignedClient(t.app, { ip: '10.42.0.1', now: () => t.app.now() });
    // A wrong code first, then the right one.
    const wrong = await driver.post('/service/oms-service/api/auth/sms/send', {
      mobile: DRIVER,
      userType: 3,
    });
    expect(wrong.envelope.status.code).toBe(0);
    const code = sms.latestCode(DRIVER) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const refused = await driver.post('/service/oms-service/api/auth/sms/login', {
      mobile: DRIVER,
      code: code === '000000' ? '111111' : '000000',
      userType: 3,
      requestId: newRequestId('login'),
    });
    expect(refused.envelope.status.code).not.toBe(0);
    const login = await driver.post('/service/oms-service/api/auth/sms/login', {
      mobile: DRIVER,
      code,
      userType: 3,
      requestId: newRequestId('login'),
    });
    expect(login.envelope.status.code).toBe(0);
    const session = [...driver.cookies].find(([name]) => name.startsWith('__Host-'))?.[1];
    expect(session).toBeTruthy();
    const codes = sms.sent.map((message) => (message.params as string[])[0] ?? '');

    // A photo to the bucket, an ID number with a wrong check digit, then the right one.
    const grant = await driver.get(GET_TOKEN, { contentType: 'image/jpeg', size: JPEG.length });
    expect(grant.statusCode).toBe(200);
    const put = (grant.envelope.data as { put: { key: string; headers: Record<string, string> } })
      .put;
    const uploadUrl = (grant.envelope.data as { uploadUrl: string }).uploadUrl;
    expect(
      (await fetch(uploadUrl, { method: 'PUT', headers: put.headers, body: JPEG })).status,
    ).toBe(200);
    const typo = `${ID_17}${ID_NUMBER.endsWith('9') ? '8' : '9'}`;
    // The form's check answers that the check digit is wrong.
    const checked = await driver.post(CHECK_ID, { name: '钱师傅', idCardNo: typo });
    expect(checked.statusCode).toBe(200);
    expect(JSON.stringify(checked.envelope.data)).not.toContain(typo);
    const saved = await driver.post(UPDATE, {
      name: '钱师傅',
      idCardNo: ID_NUMBER,
      idCardFrontKey: put.key,
    });
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    // The same mobile and ID number in a GET's query, as a page's link might carry them.
    await driver.get(CHECK_ID, { name: '钱师傅', idCardNo: ID_NUMBER, mobile: DRIVER });

    // An operator: a wrong password, then a search by the driver's whole mobile.
    await createOperator(t.app.db, TEST_SETUP, { ...OPERATOR, role: 'admin' }, t.app.now());
    const ops = new OpsClient(t.app);
    await expect(ops.login(OPERATOR.username, `${OPERATOR.password}-typo`)).rejects.toThrow();
    await ops.login(OPERATOR.username, OPERATOR.password);
    // Production asks an admin for a second factor first (ADR 037): enrolled as the console does,
    // its secret, first code and recovery codes among what the log must not name.
    const enrolment = secondFactorEnrolment.parse(
      (await ops.request('POST', '/session/second-factor')).json(),
    );
    const firstCode = totpCode(enrolment.secret, t.app.now());
    const confirmed = await ops.request('POST', '/session/second-factor/confirm', {
      body: { code: firstCode },
    });
    const { recoveryCodes } = secondFactorConfirmed.parse(confirmed.json());
    const found = await ops.request('GET', `/users?mobile=${DRIVER}`);
    expect(found.statusCode).toBe(200);
    const opsSession = [...ops.cookies].find(([name]) => name.includes('ops_sid'))?.[1];
    expect(opsSession).toBeTruthy();

    const text = logs.text();
    expect(text).toContain('request completed'); // the log was written, at info
    expect(text).toContain('/ops/api/users?mobile=…');
    const forbidden: [string, string][] = [
      ['mobile', DRIVER],
      ['mobile as Tencent was sent it', `+86${DRIVER}`],
      ['ID number', ID_NUMBER],
      ['mistyped ID number', typo],
      ['session id', session ?? '-'],
      ['operator session id', opsSession ?? '-'],
      ['operator password', OPERATOR.password],
      ['TOTP secret', enrolment.secret],
      ['TOTP code', firstCode],
      ...recoveryCodes.map((code): [string, string] => ['recovery code', code]),
      ...codes.map((sent): [string, string] => ['SMS code', sent]),
      ...Object.entries(SECRETS),
      ...Object.entries(s3.env).filter(([name]) => /SECRET/.test(name)),
    ];
    for (const [what, value] of forbidden) {
      expect(value.length, what).toBeGreaterThan(5);
      expect(standsIn(text, value.replace(/[+]/g, '\\+')), `${what} in the log`).toBe(false);
    }
  });
});

describe('the log serializers', () => {
  it('keep a URL’s path and the names of its query, never the values', () => {
    expect(urlForLog('/ops/api/users?mobile=13800000001')).toBe('/ops/api/users?mobile=…');
    expect(urlForLog('/a?x=1&y=%E4%B8%AD&x=2')).toBe('/a?x=…&y=…&x=…');
    expect(urlForLog('/healthz')).toBe('/healthz');
  });

  it('drop a failed query’s parameters and mask numbers in the error and its causes', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_mobile"'),
      { detail: 'Key (mobile)=(13800000001) already exists.', code: '23505' },
    );
    const failed = new DrizzleQueryError(
      'insert into "users" ("mobile", "id_card_no", "sid") values ($1, $2, $3)',
      ['13800000001', '110105198001010459', 'c2Vzc2lvbi1pZC1zZWNyZXQ'],
      cause,
    );
    const wrapped = new Error('transaction failed', { cause: failed });
    const logged = JSON.stringify(errorForLog(wrapped));
    expect(logged).toContain('insert into \\"users\\"');
    for (const value of ['13800000001', '110105198001010459', 'c2Vzc2lvbi1pZC1zZWNyZXQ']) {
      expect(logged).not.toContain(value);
    }
    // A driver's own error logged as it is: its fields kept, the number in them masked.
    const direct = JSON.stringify(errorForLog(cause));
    expect(direct).toContain('23505');
    expect(direct).toContain('Key (mobile)=(138****0001) already exists.');
    expect(direct).not.toContain('13800000001');
    // The error the caller holds is not changed.
    expect(failed.message).toContain('13800000001');
  });

  it('mask mobiles and ID numbers standing alone, not longer runs of digits', () => {
    expect(maskPersonalNumbers('to 13800000001, id 11010519800101045X.')).toBe(
      'to 138****0001, id 110105********045X.',
    );
    expect(maskPersonalNumbers('at 1764300000000123 ms')).toBe('at 1764300000000123 ms');
  });
});
