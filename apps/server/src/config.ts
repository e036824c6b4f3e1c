// The server's configuration, read from the environment once at start (docs/design.md §2, §3).
// Everything else receives a `Config`; nothing else reads process.env.

import { isAbsolute, join, relative, resolve } from 'node:path';
import {
  DEV_APP_KEY,
  DEV_APP_SECRET,
  DEV_ENCRYPT_KEY,
  usesDevelopmentKeys,
} from '@freight/contract/config-defaults';
import { z } from 'zod';
import { ConfigError, unset } from './config-reading.ts';
import { type S3Config, s3ConfigOf } from './config-s3.ts';
import {
  type AliyunSmsConfig,
  readSmsAccount,
  SMS_ACCOUNT_SCHEMAS,
  type TencentSmsConfig,
} from './config-sms.ts';
import { REPO_ROOT } from './paths.ts';

export { ConfigError };

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Absolute; holds the embedded database (pglite/) and uploads. */
  dataDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite in `dataDir/pglite` is used. */
  databaseUrl: string | undefined;
  /**
   * Absolute; where `npm run backup` writes its files (apps/server/scripts/backup.ts): BACKUP_DIR,
   * by default `dataDir/backups`. Never inside what is backed up (`dataDir/pglite`, `/uploads`).
   */
  backupDir: string;
  /** PostgreSQL connections of this instance (instances × pool size ≤ the server's max). */
  dbPoolSize: number;
  /**
   * How long one database call (a statement or a whole transaction, waiting for a connection
   * included) may take before the request answers 503 (docs/decisions/010-database-deadlines.md).
   */
  dbQueryTimeoutMs: number;
  /**
   * Redis URL (redis:// or rediss://) for the hot state every instance shares: replay memory and
   * the shared rate limits (docs/design.md §8, docs/decisions/018-redis-for-hot-state.md). When absent
   * they live in memory on the embedded database and in PostgreSQL tables otherwise.
   */
  redisUrl: string | undefined;
  /** Prefix of every key this server writes to Redis (several deployments can share one Redis). */
  redisKeyPrefix: string;
  appKey: string;
  appSecret: string;
  /** 64 hex characters (32 bytes, AES-256). */
  encryptKey: string;
  /** Absolute path of the built H5 (index.html and assets/). */
  h5Dist: string;
  /**
   * Absolute path of the H5's Node build (`npm run build`, apps/h5/dist-screens): the server renders
   * with it the first screens drawn from a public read (docs/decisions/050).
   */
  h5Screens: string;
  /** Absolute path of the built operations console, served at /ops/ (ADR 023). */
  opsDist: string;
  /**
   * H5_SERVICE_WORKER, `on` by default: `/sw.js` is the build's service worker (ADR 048). `off` is
   * the kill switch: `/sw.js` is then a worker that deletes the H5's caches and unregisters itself,
   * so every phone that had the worker loads everything from the network again at its next visit.
   */
  h5ServiceWorker: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The origin users reach us at (behind a proxy or CDN), e.g. https://h5.example.com. */
  publicOrigin: string | undefined;
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For), as Fastify's
   * `trustProxy`: false (none), true (all), a hop count, or addresses/CIDRs. Per-IP rate limits
   * count the load balancer as one client unless this is set.
   */
  trustProxy: boolean | number | string;
  /** Requests per minute one client address may make, over all routes but /healthz. */
  rateLimitPerMinute: number;
  /**
   * Who delivers SMS codes and notices (docs/decisions/033-sms-providers.md): 'tencent' (Tencent
   * Cloud SMS, `tencentSms`) or 'aliyun' (Alibaba Cloud SMS, `aliyunSms`); 'outbox' is the
   * embedded stand-in (a table and the log), refused in production; undefined means none is
   * configured, and sending answers 503 (docs/design.md §2).
   */
  smsProvider: 'outbox' | 'tencent' | 'aliyun' | undefined;
  /**
   * SMS_ENDPOINT: the origin where the chosen provider's API is called instead of its own
   * (https://sms.tencentcloudapi.com, https://dysmsapi.aliyuncs.com), e.g. a stand-in in tests or
   * a private gateway; undefined: the provider's own. The request goes to its `/`, signed for its
   * host, as to the provider's.
   */
  smsEndpoint: string | undefined;
  /** The Tencent Cloud SMS account (TENCENT_*): set when SMS_PROVIDER=tencent, else undefined. */
  tencentSms: TencentSmsConfig | undefined;
  /** The Alibaba Cloud SMS account (ALIYUN_*): set when SMS_PROVIDER=aliyun, else undefined. */
  aliyunSms: AliyunSmsConfig | undefined;
  /**
   * The WeChat official account whose JS-SDK tickets sign `wx.config` (getWXConfig): both or
   * neither. Without them the embedded stand-in answers outside production, and 503 in production.
   */
  wechatAppId: string | undefined;
  wechatAppSecret: string | undefined;
  /**
   * Where uploaded images go: 'embedded' is this server (DATA_DIR/uploads), refused in production;
   * 's3' is a private bucket of an S3-protocol object store (`s3` below; ADR 007); undefined means
   * none is configured, and getQiniuToken answers 503 (docs/design.md §2).
   */
  uploadStorage: 'embedded' | 's3' | undefined;
  /** The bucket when `uploadStorage` is 's3' (S3_* variables), else undefined. */
  s3: S3Config | undefined;
  /**
   * The Sensors-compatible analytics collector at /collect/sa: 'embedded' stores events in this
   * server's database (the default outside production; allowed in production when chosen
   * explicitly, since it is a real collector, not a stand-in); undefined means the H5 reports to an
   * external collector (built in as VITE_ANALYTICS_URL) and /collect/sa answers 404.
   */
  analyticsCollector: 'embedded' | undefined;
  /**
   * Bearer token for machines on operator reads: field vitals (/ops/api/vitals) and Prometheus's
   * scrapes of /metrics (ADR 035). Required for them in production (without it they are closed);
   * outside production they are open unless a token is set.
   */
  opsToken: string | undefined;
  /**
   * Origins allowed to frame the H5 besides its own (CSP `frame-ancestors`): the platform's own
   * hosts that embed it, e.g. https://m.example.com. Empty: only the H5's own origin.
   */
  frameAncestors: string[];
  /**
   * Origins outside this server the H5 sends data to or loads images from (CSP `connect-src` and
   * `img-src`): an external analytics collector, an image CDN. Empty: this server only.
   */
  cspExtraOrigins: string[];
  /**
   * The key that signs share links kept in no table (a driver's annual bill: an HMAC over the
   * driver and the year, docs/decisions/031). DEV_SHARE_LINK_KEY outside production; in production
   * it comes from SHARE_LINK_KEY (the development key is refused), and without it sharing answers
   * 503. Changing it ends every link given out.
   */
  shareLinkKey: string | undefined;
  /**
   * 64 hex characters (32 bytes): the key of personal identifiers at rest, ID numbers sealed with
   * AES-256-GCM and identifiers compared by keyed hash (src/security/pii.ts, ADR 036). Its own key,
   * never ENCRYPT_KEY (which the H5 carries): DEV_PII_KEY outside production; production refuses
   * it and requires PII_KEY. Losing it loses every stored ID number.
   */
  piiKey: string;
  /**
   * RETENTION_REJECTED_PHOTOS_DAYS, 30 by default (docs/decisions/038-retention-purges.md, PIPL
   * art. 19 and 47): how long a photo no one needs any more is kept. The photos of a profile
   * rejected that long ago and neither resubmitted nor edited since are erased (the driver uploads
   * them again); an upload that long ago that no profile, party post or road report names (a
   * replaced photo, one never used) is erased too. Photos of a profile under review or approved
   * are never erased. A whole number of days, 1 to 3650.
   */
  retentionRejectedPhotosDays: number;
  /**
   * RETENTION_SMS_RECORDS_DAYS, 30 by default (ADR 038): how long a stored record of a sent text
   * message (the outbox stand-in's `sms_outbox`) is kept. Login codes themselves expire in
   * minutes (modules/identity/sms-codes.ts). A whole number of days, 1 to 3650.
   */
  retentionSmsRecordsDays: number;
}

/** The development key of share links (config `shareLinkKey`); production refuses it. */
export const DEV_SHARE_LINK_KEY = 'dev-only-share-link-key-replace-in-production';

/**
 * The development key of identifiers at rest (config `piiKey`); production refuses it. Not in the
 * contract's config-defaults: nothing of it may reach the H5.
 */
export const DEV_PII_KEY = 'de7e10b0e9165bd97cab3dadeb1150c2295680ef196e13c3a1399073fd2c4225';

// Relative paths are resolved from the repository root, not the working directory: npm runs a
// workspace's scripts from that workspace's folder, so the cwd is rarely where the user typed.
const path = (fallback: string) =>
  z.preprocess(
    unset,
    z
      .string()
      .default(fallback)
      .transform((value) => (isAbsolute(value) ? value : resolve(REPO_ROOT, value))),
  );

// A space- or comma-separated list of https origins (http only for loopback, in development).
const origins = (name: string) =>
  z.preprocess(
    unset,
    z
      .string()
      .default('')
      .transform((value, ctx) => {
        const list = value.split(/[\s,]+/).filter(Boolean);
        for (const item of list) {
          let url: URL | undefined;
          try {
            url = new URL(item);
          } catch {
            url = undefined;
          }
          const loopback = url?.hostname === '127.0.0.1' || url?.hostname === 'localhost';
          if (
            !url ||
            url.origin !== item.replace(/\/$/, '') ||
            !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))
          ) {
            ctx.addIssue({
              code: 'custom',
              message: `${name} takes https origins such as https://m.example.com, separated by spaces`,
            });
            return z.NEVER;
          }
        }
        return list.map((item) => new URL(item).origin);
      }),
  );

// A retention period: a whole number of days from 1 to 3650 (ten years), `fallback` when unset.
const retentionDays = (fallback: number) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a whole number of days from 1 to 3650' })
      .int('must be a whole number of days from 1 to 3650')
      .min(1, 'must be a whole number of days from 1 to 3650')
      .max(3650, 'must be a whole number of days from 1 to 3650')
      .default(fallback),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    unset,
    z.enum(['development', 'test', 'production']).default('development'),
  ),
  PORT: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535')
      .default(8080),
  ),
  HOST: z.preprocess(unset, z.string().trim().min(1).default('127.0.0.1')),
  DATA_DIR: path('.data'),
  BACKUP_DIR: z.preprocess(
    unset,
    z
      .string()
      .optional()
      .transform((value) =>
        value === undefined ? undefined : isAbsolute(value) ? value : resolve(REPO_ROOT, value),
      ),
  ),
  DATABASE_URL: z.preprocess(
    unset,
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: 'must be a postgres:// or postgresql:// URL',
      })
      .optional(),
  ),
  DB_POOL_SIZE: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 200' })
      .int('must be a whole number from 1 to 200')
      .min(1, 'must be a whole number from 1 to 200')
      .max(200, 'must be a whole number from 1 to 200')
      .default(10),
  ),
  DB_QUERY_TIMEOUT_MS: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds from 100 to 60000' })
      .int('must be a whole number of milliseconds from 100 to 60000')
      .min(100, 'must be a whole number of milliseconds from 100 to 60000')
      .max(60_000, 'must be a whole number of milliseconds from 100 to 60000')
      .default(1500),
  ),
  REDIS_URL: z.preprocess(
    unset,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[\w.:-]{1,32}$/, 'must be 1 to 32 letters, digits or . _ : -')
      .default('fy:'),
  ),
  APP_KEY: z.preprocess(unset, z.string().min(1).default(DEV_APP_KEY)),
  APP_SECRET: z.preprocess(unset, z.string().min(1).default(DEV_APP_SECRET)),
  ENCRYPT_KEY: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
      .default(DEV_ENCRYPT_KEY),
  ),
  H5_DIST: path('apps/h5/dist'),
  H5_SCREENS: path('apps/h5/dist-screens'),
  OPS_DIST: path('apps/ops/dist'),
  H5_SERVICE_WORKER: z.preprocess(
    unset,
    z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  ),
  LOG_LEVEL: z.preprocess(
    unset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  PUBLIC_ORIGIN: z.preprocess(
    unset,
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) origin such as https://h5.example.com',
      })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  TRUST_PROXY: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .min(1)
      .default('false')
      .transform((value): boolean | number | string =>
        value === 'true'
          ? true
          : value === 'false'
            ? false
            : /^\d+$/.test(value)
              ? Number(value)
              : value,
      ),
  ),
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 1000000' })
      .int('must be a whole number from 1 to 1000000')
      .min(1, 'must be a whole number from 1 to 1000000')
      .max(1_000_000, 'must be a whole number from 1 to 1000000')
      .default(300),
  ),
  // The chosen provider's account is read by its own schema (SMS_ACCOUNT_SCHEMAS, config-sms.ts),
  // and only when SMS_PROVIDER names it: the other provider's variables are ignored, even malformed.
  SMS_PROVIDER: z.preprocess(unset, z.enum(['outbox', 'tencent', 'aliyun']).optional()),
  SMS_ENDPOINT: z.preprocess(
    unset,
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) origin such as http://127.0.0.1:9000',
      })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  WX_APP_ID: z.preprocess(
    unset,
    z
      .string()
      .regex(/^wx[0-9a-f]{16}$/, 'must be an official account app id (wx and 16 hex digits)')
      .optional(),
  ),
  WX_APP_SECRET: z.preprocess(unset, z.string().min(1).optional()),
  UPLOAD_STORAGE: z.preprocess(unset, z.enum(['embedded', 's3']).optional()),
  S3_ENDPOINT: z.preprocess(
    unset,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' })
      .optional(),
  ),
  S3_REGION: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as cn-east-1')
      .optional(),
  ),
  S3_BUCKET: z.preprocess(
    unset,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(unset, z.string().trim().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(unset, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(
    unset,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  ANALYTICS_COLLECTOR: z.preprocess(unset, z.enum(['embedded', 'off']).optional()),
  FRAME_ANCESTORS: origins('FRAME_ANCESTORS'),
  CSP_EXTRA_ORIGINS: origins('CSP_EXTRA_ORIGINS'),
  OPS_TOKEN: z.preprocess(
    unset,
    z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  ),
  SHARE_LINK_KEY: z.preprocess(
    unset,
    z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  ),
  PII_KEY: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (`openssl rand -hex 32`)')
      .default(DEV_PII_KEY),
  ),
  // Retention periods in days (ADR 038): defaults a freight platform defends under PIPL art. 19.
  RETENTION_REJECTED_PHOTOS_DAYS: retentionDays(30),
  RETENTION_SMS_RECORDS_DAYS: retentionDays(30),
});

/** Every variable the server reads, for the README's configuration table (test/readme.test.ts). */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...Object.values(SMS_ACCOUNT_SCHEMAS).flatMap((schema) => Object.keys(schema.shape)),
];

// Secrets are never echoed back in an error message.
const SECRET_VARIABLES = new Set([
  'APP_SECRET',
  'ENCRYPT_KEY',
  'DATABASE_URL',
  'REDIS_URL',
  'WX_APP_SECRET',
  'OPS_TOKEN',
  'SHARE_LINK_KEY',
  'PII_KEY',
  'S3_SECRET_ACCESS_KEY',
  'TENCENT_SECRET_KEY',
  'ALIYUN_ACCESS_KEY_SECRET',
]);

/** The lines of a ConfigError for these issues, secrets not echoed. */
function issueLines(issues: readonly z.core.$ZodIssue[], env: NodeJS.ProcessEnv): string[] {
  return issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    const value = env[name];
    const shown = value === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${value}")`;
    return `  ${name}: ${issue.message}${shown}`;
  });
}

/**
 * Parses and checks the environment. Throws ConfigError listing every bad variable, or refusing
 * production with development keys; never returns a half-valid config.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  // The chosen provider's account is checked with the rest, so one message lists everything.
  const provider = env.SMS_PROVIDER;
  const account =
    provider === 'tencent' || provider === 'aliyun'
      ? SMS_ACCOUNT_SCHEMAS[provider].safeParse(env)
      : undefined;
  if (!parsed.success || account?.success === false) {
    const issues = [...(parsed.error?.issues ?? []), ...(account?.error?.issues ?? [])];
    throw new ConfigError(`Invalid environment variables:\n${issueLines(issues, env).join('\n')}`);
  }
  const e = parsed.data;

  if (e.NODE_ENV === 'production') {
    const keys = { APP_KEY: e.APP_KEY, APP_SECRET: e.APP_SECRET, ENCRYPT_KEY: e.ENCRYPT_KEY };
    if (usesDevelopmentKeys(keys)) {
      const devDefaults: Record<string, string> = {
        APP_KEY: DEV_APP_KEY,
        APP_SECRET: DEV_APP_SECRET,
        ENCRYPT_KEY: DEV_ENCRYPT_KEY,
      };
      const offending = Object.entries(keys)
        .filter(([name, value]) => value.toLowerCase() === devDefaults[name]?.toLowerCase())
        .map(([name]) => name);
      throw new ConfigError(
        `Refusing to start in production with development keys: ${offending.join(', ')}.\n` +
          '  Set APP_KEY, APP_SECRET and ENCRYPT_KEY (64 hex characters, e.g. `openssl rand -hex 32`) ' +
          'to your own values, and build the H5 with the same values.',
      );
    }
  }

  // Stand-ins never answer in production (docs/design.md §2): a production without a real SMS provider
  // starts, and answers 503 to "send me a code", rather than writing codes to a table nobody reads.
  if (e.NODE_ENV === 'production' && e.SMS_PROVIDER === 'outbox') {
    throw new ConfigError(
      'Invalid environment variables:\n  SMS_PROVIDER: the outbox stand-in is not allowed in production',
    );
  }

  if (e.NODE_ENV === 'production' && e.UPLOAD_STORAGE === 'embedded') {
    throw new ConfigError(
      'Invalid environment variables:\n  UPLOAD_STORAGE: the embedded store is not allowed in production',
    );
  }
  // `true` believes every address in X-Forwarded-For, which any client can write: a forged one
  // per request walks past every per-address limit. Production names its proxies instead.
  if (e.NODE_ENV === 'production' && e.TRUST_PROXY === true) {
    throw new ConfigError(
      "Invalid environment variables:\n  TRUST_PROXY: true believes any client's X-Forwarded-For; " +
        'set the number of proxies in front (1 behind one nginx) or their addresses',
    );
  }
  if (e.NODE_ENV === 'production' && e.SHARE_LINK_KEY === DEV_SHARE_LINK_KEY) {
    throw new ConfigError(
      'Invalid environment variables:\n  SHARE_LINK_KEY: the development key is not allowed in production',
    );
  }
  // The H5 carries ENCRYPT_KEY: identifiers sealed with it would be open to anyone.
  if (e.PII_KEY.toLowerCase() === e.ENCRYPT_KEY.toLowerCase()) {
    throw new ConfigError(
      'Invalid environment variables:\n  PII_KEY: must not be ENCRYPT_KEY (the H5 carries that one)',
    );
  }
  if (e.NODE_ENV === 'production' && e.PII_KEY.toLowerCase() === DEV_PII_KEY) {
    throw new ConfigError(
      'Invalid environment variables:\n  PII_KEY: the development key is not allowed in production; ' +
        'set your own (`openssl rand -hex 32`) and keep it: without it stored ID numbers are lost',
    );
  }
  if ((e.WX_APP_ID === undefined) !== (e.WX_APP_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid environment variables:\n  WX_APP_ID, WX_APP_SECRET: set both (the official account) or neither',
    );
  }

  const uploadStorage =
    e.UPLOAD_STORAGE ?? (e.NODE_ENV === 'production' ? undefined : ('embedded' as const));

  // A backup kept inside what it backs up would be copied into the next one, and replaced by a
  // restore.
  const backupDir = e.BACKUP_DIR ?? join(e.DATA_DIR, 'backups');
  const inside = (dir: string) => {
    const path = relative(dir, backupDir);
    return path === '' || (!path.startsWith('..') && !isAbsolute(path));
  };
  if (inside(join(e.DATA_DIR, 'pglite')) || inside(join(e.DATA_DIR, 'uploads'))) {
    throw new ConfigError(
      'Invalid environment variables:\n  BACKUP_DIR: must not be inside DATA_DIR/pglite or DATA_DIR/uploads (what is backed up)',
    );
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    backupDir,
    dbPoolSize: e.DB_POOL_SIZE,
    dbQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    appKey: e.APP_KEY,
    appSecret: e.APP_SECRET,
    encryptKey: e.ENCRYPT_KEY.toLowerCase(),
    h5Dist: e.H5_DIST,
    h5Screens: e.H5_SCREENS,
    opsDist: e.OPS_DIST,
    h5ServiceWorker: e.H5_SERVICE_WORKER === 'on',
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    smsProvider: e.SMS_PROVIDER ?? (e.NODE_ENV === 'production' ? undefined : 'outbox'),
    smsEndpoint: e.SMS_ENDPOINT,
    ...readSmsAccount(env, e.SMS_PROVIDER),
    wechatAppId: e.WX_APP_ID,
    wechatAppSecret: e.WX_APP_SECRET,
    uploadStorage,
    s3: uploadStorage === 's3' ? s3ConfigOf(e) : undefined,
    analyticsCollector:
      e.ANALYTICS_COLLECTOR === 'off'
        ? undefined
        : (e.ANALYTICS_COLLECTOR ?? (e.NODE_ENV === 'production' ? undefined : 'embedded')),
    opsToken: e.OPS_TOKEN,
    frameAncestors: e.FRAME_ANCESTORS,
    cspExtraOrigins: e.CSP_EXTRA_ORIGINS,
    shareLinkKey:
      e.SHARE_LINK_KEY ?? (e.NODE_ENV === 'production' ? undefined : DEV_SHARE_LINK_KEY),
    piiKey: e.PII_KEY.toLowerCase(),
    retentionRejectedPhotosDays: e.RETENTION_REJECTED_PHOTOS_DAYS,
    retentionSmsRecordsDays: e.RETENTION_SMS_RECORDS_DAYS,
  };
}
