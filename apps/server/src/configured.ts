// What the start prints about the services it was configured with (README "Production"): which
// database, hot-state store, SMS provider, image store, WeChat account and analytics collector,
// and which of them answer 503 because nothing is configured; and who may scrape the metrics.
// Never a secret: URLs lose their passwords, keys are only said to be set.

import type { Config } from './config.ts';
import { redactDatabaseUrl } from './db/database.ts';

/** A URL without its user and password. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(unparseable URL)';
  }
}

/** One line a service: `  Name:            what`, in the start's column layout. */
export function describeConfiguration(config: Config): string[] {
  const line = (name: string, what: string) => `  ${`${name}:`.padEnd(17)}${what}`;
  const at = config.smsEndpoint ? `, API at ${config.smsEndpoint}` : '';
  const sms = {
    outbox: 'outbox (development stand-in: GET /dev/sms-outbox)',
    tencent: `Tencent Cloud SMS (SdkAppId ${config.tencentSms?.sdkAppId ?? '?'}, ${config.tencentSms?.region ?? '?'}, sign ${config.tencentSms?.signName ?? '?'}${at})`,
    aliyun: `Alibaba Cloud SMS (sign ${config.aliyunSms?.signName ?? '?'}${at})`,
  } as const satisfies Record<NonNullable<Config['smsProvider']>, string>;
  const uploads = config.s3
    ? `S3 bucket ${config.s3.bucket} at ${config.s3.endpoint} (${config.s3.region}, ${config.s3.forcePathStyle ? 'path-style' : 'virtual-hosted'}; browsers reach ${config.s3.bucketOrigin})`
    : config.uploadStorage === 'embedded'
      ? `embedded (${config.dataDir}/uploads; development only)`
      : 'none: getQiniuToken answers 503 (set UPLOAD_STORAGE=s3)';
  return [
    line(
      'Database',
      config.databaseUrl
        ? `PostgreSQL ${redactDatabaseUrl(config.databaseUrl)} (pool ${config.dbPoolSize})`
        : `embedded PGlite in ${config.dataDir}`,
    ),
    line(
      'Hot state',
      config.redisUrl ? `Redis ${withoutCredentials(config.redisUrl)}` : 'in the database',
    ),
    line(
      'SMS',
      config.smsProvider
        ? sms[config.smsProvider]
        : 'none: login codes answer 503 (set SMS_PROVIDER)',
    ),
    line('Uploads', uploads),
    line(
      'WeChat',
      config.wechatAppId
        ? `official account ${config.wechatAppId}`
        : config.env === 'production'
          ? 'none: JS-SDK signatures answer 503 (set WX_APP_ID, WX_APP_SECRET)'
          : 'stand-in',
    ),
    line(
      'Analytics',
      config.analyticsCollector === 'embedded'
        ? 'embedded collector (/collect/sa)'
        : 'external (the H5 reports to its VITE_ANALYTICS_URL)',
    ),
    line(
      'Share links',
      config.shareLinkKey ? 'signing key set' : 'none: sharing answers 503 (set SHARE_LINK_KEY)',
    ),
    line(
      'Metrics',
      config.opsToken
        ? 'GET /metrics for the OPS_TOKEN bearer'
        : config.env === 'production'
          ? 'none: GET /metrics refused to everyone (set OPS_TOKEN)'
          : 'GET /metrics, open without OPS_TOKEN (never in production)',
    ),
  ];
}
