import { join } from 'node:path';
import { DEV_APP_KEY, DEV_APP_SECRET, DEV_ENCRYPT_KEY } from '@freight/contract/config-defaults';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_PII_KEY, DEV_SHARE_LINK_KEY, loadConfig } from '../src/config.ts';
import { REPO_ROOT } from '../src/paths.ts';

const OWN_KEYS = {
  APP_KEY: 'prod-app-key',
  APP_SECRET: 'prod-secret-0123456789',
  ENCRYPT_KEY: 'ab'.repeat(32),
  PII_KEY: 'cd'.repeat(32),
};

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected loadConfig to refuse this environment');
}

describe('loadConfig', () => {
  it('starts a fresh clone with the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      env: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, '.data'),
      databaseUrl: undefined,
      backupDir: join(REPO_ROOT, '.data/backups'),
      dbPoolSize: 10,
      dbQueryTimeoutMs: 1500,
      redisUrl: undefined,
      redisKeyPrefix: 'fy:',
      appKey: DEV_APP_KEY,
      appSecret: DEV_APP_SECRET,
      encryptKey: DEV_ENCRYPT_KEY,
      h5Dist: join(REPO_ROOT, 'apps/h5/dist'),
      h5Screens: join(REPO_ROOT, 'apps/h5/dist-screens'),
      opsDist: join(REPO_ROOT, 'apps/ops/dist'),
      h5ServiceWorker: true,
      logLevel: 'info',
      publicOrigin: undefined,
      trustProxy: false,
      rateLimitPerMinute: 300,
      smsProvider: 'outbox',
      smsEndpoint: undefined,
      tencentSms: undefined,
      aliyunSms: undefined,
      wechatAppId: undefined,
      wechatAppSecret: undefined,
      uploadStorage: 'embedded',
      s3: undefined,
      analyticsCollector: 'embedded',
      opsToken: undefined,
      frameAncestors: [],
      cspExtraOrigins: [],
      shareLinkKey: DEV_SHARE_LINK_KEY,
      piiKey: DEV_PII_KEY,
      retentionRejectedPhotosDays: 30,
      retentionSmsRecordsDays: 30,
    });
  });

  it('switches the H5 service worker off with H5_SERVICE_WORKER=off, and only with on or off', () => {
    expect(loadConfig({ H5_SERVICE_WORKER: 'off' }).h5ServiceWorker).toBe(false);
    expect(loadConfig({ H5_SERVICE_WORKER: 'on' }).h5ServiceWorker).toBe(true);
    expect(() => loadConfig({ H5_SERVICE_WORKER: 'false' })).toThrow(
      /H5_SERVICE_WORKER: must be on or off/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it('resolves a relative DATA_DIR from the repository root and keeps an absolute one', () => {
    expect(loadConfig({ DATA_DIR: 'var/freight' }).dataDir).toBe(join(REPO_ROOT, 'var/freight'));
    expect(loadConfig({ DATA_DIR: '/srv/freight' }).dataDir).toBe('/srv/freight');
    expect(loadConfig({ H5_DIST: 'build/h5' }).h5Dist).toBe(join(REPO_ROOT, 'build/h5'));
  });

  it('puts backups in DATA_DIR/backups or BACKUP_DIR, never inside what is backed up', () => {
    expect(loadConfig({ DATA_DIR: '/srv/freight' }).backupDir).toBe('/srv/freight/backups');
    expect(loadConfig({ BACKUP_DIR: 'var/backups' }).backupDir).toBe(
      join(REPO_ROOT, 'var/backups'),
    );
    expect(loadConfig({ BACKUP_DIR: '/mnt/nas/freight' }).backupDir).toBe('/mnt/nas/freight');
    for (const inside of ['/srv/freight/pglite', '/srv/freight/uploads/backups']) {
      expect(() => loadConfig({ DATA_DIR: '/srv/freight', BACKUP_DIR: inside })).toThrow(
        /BACKUP_DIR: must not be inside DATA_DIR\/pglite or DATA_DIR\/uploads/,
      );
    }
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:pw@db.internal:5432/freight',
      LOG_LEVEL: 'debug',
      PUBLIC_ORIGIN: 'https://h5.example.com/ignored/path',
      ENCRYPT_KEY: 'AB'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app:pw@db.internal:5432/freight',
      logLevel: 'debug',
      publicOrigin: 'https://h5.example.com',
      encryptKey: 'ab'.repeat(32),
    });
  });

  it('reads the database pool size and call deadline, and refuses bad ones', () => {
    expect(loadConfig({ DB_POOL_SIZE: '25', DB_QUERY_TIMEOUT_MS: '3000' })).toMatchObject({
      dbPoolSize: 25,
      dbQueryTimeoutMs: 3000,
    });
    expect(configError({ DB_POOL_SIZE: '0' })).toMatch(/DB_POOL_SIZE: .*1 to 200/);
    expect(configError({ DB_QUERY_TIMEOUT_MS: '50' })).toMatch(/DB_QUERY_TIMEOUT_MS/);
    expect(configError({ DB_QUERY_TIMEOUT_MS: 'soon' })).toMatch(/DB_QUERY_TIMEOUT_MS/);
  });

  it('reads Redis’s URL and key prefix, refusing bad ones without echoing the URL', () => {
    expect(
      loadConfig({ REDIS_URL: 'redis://:pw@cache.internal:6379/2', REDIS_KEY_PREFIX: 'fy-prod:' }),
    ).toMatchObject({ redisUrl: 'redis://:pw@cache.internal:6379/2', redisKeyPrefix: 'fy-prod:' });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal' }).redisUrl).toBe(
      'rediss://cache.internal',
    );
    const message = configError({ REDIS_URL: 'http://:hunter2@cache', REDIS_KEY_PREFIX: 'a b' });
    expect(message).toMatch(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(message).toMatch(/REDIS_KEY_PREFIX/);
    expect(message).not.toContain('hunter2');
  });

  it('refuses a bad PORT, naming the variable and the value', () => {
    expect(configError({ PORT: 'eighty' })).toMatch(/PORT: .*0 to 65535.*"eighty"/);
    expect(configError({ PORT: '70000' })).toMatch(/PORT: .*"70000"/);
    expect(configError({ PORT: '80.5' })).toMatch(/PORT/);
  });

  it('lists every bad variable at once, without echoing secrets', () => {
    const message = configError({
      PORT: '-1',
      LOG_LEVEL: 'loud',
      ENCRYPT_KEY: 'not-hex-secret',
      DATABASE_URL: 'mysql://root:hunter2@db/freight',
      NODE_ENV: 'staging',
    });
    for (const name of ['PORT', 'LOG_LEVEL', 'ENCRYPT_KEY', 'DATABASE_URL', 'NODE_ENV']) {
      expect(message).toContain(`${name}:`);
    }
    expect(message).toContain('64 hexadecimal characters');
    expect(message).not.toContain('not-hex-secret');
    expect(message).not.toContain('hunter2');
  });

  it('refuses to start in production with development keys, naming them', () => {
    const message = configError({ NODE_ENV: 'production' });
    expect(message).toContain('Refusing to start in production');
    expect(message).toContain('APP_KEY, APP_SECRET, ENCRYPT_KEY');

    const oneLeft = configError({ ...OWN_KEYS, NODE_ENV: 'production', APP_SECRET: '' });
    expect(oneLeft).toMatch(/development keys: APP_SECRET\./);
  });

  it('starts in production with its own keys', () => {
    expect(loadConfig({ ...OWN_KEYS, NODE_ENV: 'production' })).toMatchObject({
      env: 'production',
      appKey: 'prod-app-key',
      // No SMS stand-in in production: sending answers 503 until a real provider is configured.
      smsProvider: undefined,
      // Nor an upload store or a WeChat ticket: both answer 503 until configured.
      uploadStorage: undefined,
      wechatAppId: undefined,
    });
  });

  it('refuses to believe every X-Forwarded-For in production, taking a hop count or addresses', () => {
    expect(configError({ ...OWN_KEYS, NODE_ENV: 'production', TRUST_PROXY: 'true' })).toMatch(
      /TRUST_PROXY: true believes any client's X-Forwarded-For/,
    );
    expect(loadConfig({ ...OWN_KEYS, NODE_ENV: 'production', TRUST_PROXY: '1' }).trustProxy).toBe(
      1,
    );
    expect(
      loadConfig({ ...OWN_KEYS, NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8' }).trustProxy,
    ).toBe('10.0.0.0/8');
    // Outside production a test may still act as many phones through one proxy.
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses the embedded upload store in production', () => {
    expect(
      configError({ ...OWN_KEYS, NODE_ENV: 'production', UPLOAD_STORAGE: 'embedded' }),
    ).toMatch(/UPLOAD_STORAGE: the embedded store is not allowed in production/);
  });

  it('reads a private S3 bucket for uploads, naming each missing variable, never the secret', () => {
    const bucket = {
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.cn-east-1.qiniucs.com/',
      S3_REGION: 'cn-east-1',
      S3_BUCKET: 'freight-photos',
      S3_ACCESS_KEY_ID: 'an-access-key-id',
      S3_SECRET_ACCESS_KEY: 'a-secret-access-key',
    };
    expect(loadConfig({ ...OWN_KEYS, NODE_ENV: 'production', ...bucket })).toMatchObject({
      uploadStorage: 's3',
      s3: {
        endpoint: 'https://s3.cn-east-1.qiniucs.com',
        region: 'cn-east-1',
        bucket: 'freight-photos',
        accessKeyId: 'an-access-key-id',
        secretAccessKey: 'a-secret-access-key',
        forcePathStyle: false,
        // Virtual-hosted addressing: the bucket is a host of its own, which the CSPs allow.
        bucketOrigin: 'https://freight-photos.s3.cn-east-1.qiniucs.com',
      },
    });
    expect(
      loadConfig({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })
        .s3,
    ).toMatchObject({ forcePathStyle: true, bucketOrigin: 'http://127.0.0.1:9000' });
    expect(loadConfig({}).s3).toBeUndefined();

    const missing = configError({ UPLOAD_STORAGE: 's3', S3_REGION: 'cn-east-1' });
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(missing).toContain(`${name}: required with UPLOAD_STORAGE=s3`);
    }
    expect(missing).not.toContain('S3_REGION');
    expect(configError({ ...bucket, S3_ENDPOINT: 'http://s3.example.com' })).toMatch(
      /S3_ENDPOINT: must be https/,
    );
    const badBucket = configError({ ...bucket, S3_BUCKET: 'Bad_Bucket', PORT: 'x' });
    expect(badBucket).toMatch(/S3_BUCKET: must be a bucket name.*\(got "Bad_Bucket"\)/);
    expect(badBucket).not.toContain('a-secret-access-key');
    expect(configError({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toMatch(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });

  it('reads the WeChat official account, both parts or neither, never echoing the secret', () => {
    expect(
      loadConfig({ WX_APP_ID: 'wx0123456789abcdef', WX_APP_SECRET: 'secret-value' }),
    ).toMatchObject({ wechatAppId: 'wx0123456789abcdef', wechatAppSecret: 'secret-value' });
    expect(configError({ WX_APP_ID: 'wx0123456789abcdef' })).toMatch(/set both/);
    expect(configError({ WX_APP_ID: 'nope', WX_APP_SECRET: 'secret-value' })).toMatch(
      /WX_APP_ID: must be an official account app id .*\(got "nope"\)/,
    );
  });

  it('keys share links from SHARE_LINK_KEY in production, never with the development key', () => {
    const own = 'a-production-share-link-key-0123456789';
    expect(loadConfig({ ...OWN_KEYS, NODE_ENV: 'production' }).shareLinkKey).toBeUndefined();
    expect(
      loadConfig({ ...OWN_KEYS, NODE_ENV: 'production', SHARE_LINK_KEY: own }).shareLinkKey,
    ).toBe(own);
    const refused = configError({
      ...OWN_KEYS,
      NODE_ENV: 'production',
      SHARE_LINK_KEY: DEV_SHARE_LINK_KEY,
    });
    expect(refused).toMatch(/SHARE_LINK_KEY: the development key is not allowed in production/);
    expect(configError({ SHARE_LINK_KEY: 'short' })).toMatch(/SHARE_LINK_KEY: must be at least/);
    expect(configError({ SHARE_LINK_KEY: 'short' })).not.toContain('"short"');
  });

  it('seals identifiers with PII_KEY: its own key, never the development one in production', () => {
    const own = '0f'.repeat(32);
    expect(loadConfig({ PII_KEY: own.toUpperCase() }).piiKey).toBe(own);
    expect(loadConfig({ ...OWN_KEYS, NODE_ENV: 'production', PII_KEY: own }).piiKey).toBe(own);
    // Unset in production is the development key: refused, as is the development key given.
    const { PII_KEY: _unset, ...withoutPii } = OWN_KEYS;
    for (const env of [
      { ...withoutPii, NODE_ENV: 'production' },
      { ...OWN_KEYS, NODE_ENV: 'production', PII_KEY: DEV_PII_KEY.toUpperCase() },
    ]) {
      expect(configError(env)).toMatch(/PII_KEY: the development key is not allowed in production/);
    }
    // ENCRYPT_KEY ships in the H5: never the key of identifiers at rest, in any environment.
    expect(configError({ ENCRYPT_KEY: own, PII_KEY: own })).toMatch(
      /PII_KEY: must not be ENCRYPT_KEY/,
    );
    const malformed = configError({ PII_KEY: 'not-hex-pii-secret' });
    expect(malformed).toMatch(/PII_KEY: must be 64 hexadecimal characters/);
    expect(malformed).not.toContain('not-hex-pii-secret');
  });

  it('refuses the SMS outbox stand-in in production', () => {
    expect(configError({ ...OWN_KEYS, NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toMatch(
      /SMS_PROVIDER: the outbox stand-in is not allowed in production/,
    );
  });

  describe('a real SMS provider', () => {
    // Obviously fake accounts.
    const TENCENT = {
      SMS_PROVIDER: 'tencent',
      TENCENT_SECRET_ID: 'AKIDtest0000000000000000000000000000',
      TENCENT_SECRET_KEY: 'test-secret-key-not-real',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: '货运平台',
      TENCENT_SMS_TEMPLATE_LOGIN_SHIPPER: '100001',
      TENCENT_SMS_TEMPLATE_LOGIN_DRIVER: '100002',
      TENCENT_SMS_TEMPLATE_NOTICE: '100003',
    };
    const ALIYUN = {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'LTAItest000000000000',
      ALIYUN_ACCESS_KEY_SECRET: 'test-access-key-secret-not-real',
      ALIYUN_SMS_SIGN_NAME: '货运平台',
      ALIYUN_SMS_TEMPLATE_LOGIN_SHIPPER: 'SMS_100000001',
      ALIYUN_SMS_TEMPLATE_LOGIN_DRIVER: 'SMS_100000002',
      ALIYUN_SMS_TEMPLATE_NOTICE: 'SMS_100000003',
    };

    it('reads Tencent’s account, the region ap-guangzhou and the Chinese templates by default', () => {
      const config = loadConfig({ ...OWN_KEYS, NODE_ENV: 'production', ...TENCENT });
      expect(config).toMatchObject({ smsProvider: 'tencent', smsEndpoint: undefined });
      expect(config.aliyunSms).toBeUndefined();
      expect(config.tencentSms).toEqual({
        secretId: TENCENT.TENCENT_SECRET_ID,
        secretKey: TENCENT.TENCENT_SECRET_KEY,
        sdkAppId: '1400000000',
        region: 'ap-guangzhou',
        signName: '货运平台',
        templates: {
          loginShipper: { 'zh-CN': '100001', 'en-US': undefined },
          loginDriver: { 'zh-CN': '100002', 'en-US': undefined },
          notice: { 'zh-CN': '100003', 'en-US': undefined },
        },
      });
      const english = loadConfig({
        ...TENCENT,
        TENCENT_SMS_REGION: 'ap-beijing',
        TENCENT_SMS_TEMPLATE_LOGIN_DRIVER_EN: '200002',
        SMS_ENDPOINT: 'http://127.0.0.1:9000/ignored/path',
      });
      expect(english.smsEndpoint).toBe('http://127.0.0.1:9000');
      expect(english.tencentSms?.region).toBe('ap-beijing');
      expect(english.tencentSms?.templates.loginDriver).toEqual({
        'zh-CN': '100002',
        'en-US': '200002',
      });
    });

    it('reads Alibaba’s account', () => {
      const config = loadConfig({ ...OWN_KEYS, NODE_ENV: 'production', ...ALIYUN });
      expect(config.smsProvider).toBe('aliyun');
      expect(config.tencentSms).toBeUndefined();
      expect(config.aliyunSms).toEqual({
        accessKeyId: ALIYUN.ALIYUN_ACCESS_KEY_ID,
        accessKeySecret: ALIYUN.ALIYUN_ACCESS_KEY_SECRET,
        signName: '货运平台',
        templates: {
          loginShipper: { 'zh-CN': 'SMS_100000001', 'en-US': undefined },
          loginDriver: { 'zh-CN': 'SMS_100000002', 'en-US': undefined },
          notice: { 'zh-CN': 'SMS_100000003', 'en-US': undefined },
        },
      });
    });

    it('names every required variable of the chosen provider that is missing', () => {
      for (const name of Object.keys(TENCENT).filter((key) => key !== 'SMS_PROVIDER')) {
        const message = configError({ ...TENCENT, [name]: '' });
        expect(message).toContain(`${name}: required with SMS_PROVIDER=tencent`);
      }
      for (const name of Object.keys(ALIYUN).filter((key) => key !== 'SMS_PROVIDER')) {
        expect(configError({ ...ALIYUN, [name]: undefined })).toContain(
          `${name}: required with SMS_PROVIDER=aliyun`,
        );
      }
      // All at once, with the rest of the environment's problems.
      const message = configError({ SMS_PROVIDER: 'aliyun', PORT: 'x' });
      expect(message).toMatch(/PORT:/);
      expect(message.match(/required with SMS_PROVIDER=aliyun/g)).toHaveLength(6);
    });

    it('refuses malformed values of the chosen provider, never echoing its secret', () => {
      const message = configError({
        ...TENCENT,
        TENCENT_SECRET_KEY: '   ',
        TENCENT_SMS_SDK_APP_ID: 'app-1',
        TENCENT_SMS_REGION: 'Guangzhou',
        TENCENT_SMS_TEMPLATE_NOTICE_EN: 'SMS_1',
      });
      expect(message).toMatch(/TENCENT_SECRET_KEY: required/);
      expect(message).toMatch(/TENCENT_SMS_SDK_APP_ID: must be .*SdkAppId.*"app-1"/);
      expect(message).toMatch(/TENCENT_SMS_REGION: must be a region/);
      expect(message).toMatch(/TENCENT_SMS_TEMPLATE_NOTICE_EN: must be a template id/);
      const secret = configError({
        ...ALIYUN,
        ALIYUN_SMS_TEMPLATE_NOTICE: '100003',
        ALIYUN_ACCESS_KEY_SECRET: '',
      });
      expect(secret).toMatch(/ALIYUN_SMS_TEMPLATE_NOTICE: must be a template code/);
      expect(secret).toMatch(/ALIYUN_ACCESS_KEY_SECRET: required/);
      expect(configError({ SMS_ENDPOINT: 'ftp://gateway' })).toMatch(/SMS_ENDPOINT: must be/);
    });

    it('ignores the variables of the provider not chosen, even malformed', () => {
      const config = loadConfig({ ...TENCENT, ALIYUN_SMS_TEMPLATE_NOTICE: 'nonsense' });
      expect(config.aliyunSms).toBeUndefined();
      expect(loadConfig({ TENCENT_SMS_REGION: 'Nowhere' }).tencentSms).toBeUndefined();
    });
  });

  it('reads the proxy trust and the per-client rate limit', () => {
    expect(loadConfig({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '600' })).toMatchObject({
      trustProxy: 1,
      rateLimitPerMinute: 600,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(configError({ RATE_LIMIT_PER_MINUTE: '0' })).toMatch(/RATE_LIMIT_PER_MINUTE:/);
  });

  it('reads the retention periods as whole days from 1 to 3650 (ADR 038)', () => {
    expect(
      loadConfig({ RETENTION_REJECTED_PHOTOS_DAYS: '14', RETENTION_SMS_RECORDS_DAYS: '90' }),
    ).toMatchObject({ retentionRejectedPhotosDays: 14, retentionSmsRecordsDays: 90 });
    for (const bad of ['0', '-3', '1.5', 'thirty', '3651']) {
      expect(configError({ RETENTION_REJECTED_PHOTOS_DAYS: bad })).toMatch(
        /RETENTION_REJECTED_PHOTOS_DAYS: must be a whole number of days from 1 to 3650/,
      );
      expect(configError({ RETENTION_SMS_RECORDS_DAYS: bad })).toMatch(
        /RETENTION_SMS_RECORDS_DAYS: must be a whole number of days/,
      );
    }
  });
});
