// What the start prints about its services (src/configured.ts): each service named, and never a
// secret, whatever is configured.

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { describeConfiguration } from '../src/configured.ts';
import { REPO_ROOT } from '../src/paths.ts';

const SECRETS = {
  APP_SECRET: 'prod-app-secret-never-printed',
  ENCRYPT_KEY: 'ef'.repeat(32),
  PII_KEY: 'fe'.repeat(32),
  S3_SECRET_ACCESS_KEY: 's3-secret-never-printed',
  TENCENT_SECRET_KEY: 'tencent-secret-never-printed',
  SHARE_LINK_KEY: 'share-link-key-never-printed-0123456789',
  WX_APP_SECRET: 'wechat-secret-never-printed',
};

describe('what the start says is configured', () => {
  it('names a production’s database, Redis, bucket and account without a secret', () => {
    const lines = describeConfiguration(
      loadConfig({
        ...SECRETS,
        NODE_ENV: 'production',
        APP_KEY: 'prod-app-key',
        DATABASE_URL: 'postgres://freight:db-password-never-printed@db.internal:5432/freight',
        REDIS_URL: 'redis://:redis-password-never-printed@cache.internal:6379',
        UPLOAD_STORAGE: 's3',
        S3_ENDPOINT: 'https://cos.ap-shanghai.myqcloud.com',
        S3_REGION: 'ap-shanghai',
        S3_BUCKET: 'freight-photos-1250000000',
        S3_ACCESS_KEY_ID: 'AKIDexample',
        WX_APP_ID: 'wx0123456789abcdef',
        SMS_PROVIDER: 'tencent',
        TENCENT_SECRET_ID: 'AKIDsecretIdIsNotPrinted',
        TENCENT_SMS_SDK_APP_ID: '1400006666',
        TENCENT_SMS_SIGN_NAME: '货运平台',
        TENCENT_SMS_TEMPLATE_LOGIN_SHIPPER: '100001',
        TENCENT_SMS_TEMPLATE_LOGIN_DRIVER: '100003',
        TENCENT_SMS_TEMPLATE_NOTICE: '100009',
      }),
    ).join('\n');
    expect(lines).toContain('PostgreSQL postgres://freight:***@db.internal:5432/freight');
    expect(lines).toContain('Redis redis://cache.internal:6379');
    expect(lines).toContain(
      'S3 bucket freight-photos-1250000000 at https://cos.ap-shanghai.myqcloud.com',
    );
    expect(lines).toContain('official account wx0123456789abcdef');
    expect(lines).toContain('Tencent Cloud SMS (SdkAppId 1400006666, ap-guangzhou, sign 货运平台)');
    // No OPS_TOKEN: the metrics are closed, and the start says so.
    expect(lines).toContain(
      'Metrics:         none: GET /metrics refused to everyone (set OPS_TOKEN)',
    );
    for (const secret of [
      ...Object.values(SECRETS),
      'db-password-never-printed',
      'redis-password-never-printed',
      'AKIDsecretIdIsNotPrinted',
    ]) {
      expect(lines).not.toContain(secret);
    }
  });

  it('says what a development start runs on', () => {
    const lines = describeConfiguration(loadConfig({})).join('\n');
    expect(lines).toContain('embedded PGlite');
    expect(lines).toContain('outbox (development stand-in');
    expect(lines).toContain('Uploads:         embedded');
    expect(
      describeConfiguration(
        loadConfig({
          NODE_ENV: 'production',
          APP_KEY: 'k',
          APP_SECRET: 's',
          ENCRYPT_KEY: 'ab'.repeat(32),
          PII_KEY: 'cd'.repeat(32),
        }),
      ).join('\n'),
    ).toContain('SMS:             none: login codes answer 503');
  });
});

describe('the production environment files of README "Production"', () => {
  /** The file's variables, its placeholders filled as an operator would. */
  function filled(name: string): NodeJS.ProcessEnv {
    const text = readFileSync(join(REPO_ROOT, 'deploy', name), 'utf8');
    const env: NodeJS.ProcessEnv = {};
    for (const line of text.split('\n')) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      if (!match) continue;
      const [, key = '', value = ''] = match;
      env[key] = value.includes('openssl-rand-hex-32')
        ? randomBytes(32).toString('hex')
        : value.replace(/replace-with-[a-z-]+/g, `filled-${key.toLowerCase()}`);
    }
    return env;
  }

  it.each([
    ['tencent-s3.env.example', 'tencent'],
    ['aliyun-s3.env.example', 'aliyun'],
  ])('%s starts a production with real providers only', (file, provider) => {
    const config = loadConfig(filled(file));
    expect(config).toMatchObject({
      env: 'production',
      smsProvider: provider,
      uploadStorage: 's3',
      trustProxy: 1,
    });
    expect(describeConfiguration(config).join('\n')).not.toContain('none:');
  });
});
