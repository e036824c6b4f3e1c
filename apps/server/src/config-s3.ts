// The bucket photos go to with UPLOAD_STORAGE=s3 (ADR 007): the S3_* variables, once config.ts has
// parsed them, checked together and turned into the S3Config the object store takes. Apart from
// config.ts so the store's settings sit in one place.

import { ConfigError } from './config-reading.ts';

/** A private bucket of an S3-protocol store: Qiniu Kodo, Alibaba OSS, Tencent COS, MinIO, AWS. */
export interface S3Config {
  /** The store's S3 API address, e.g. https://s3.cn-east-1.qiniucs.com (no bucket in it). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Addresses as endpoint/bucket/key (MinIO, most self-hosted) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** The origin browsers reach the bucket at (uploads and photo links): the CSPs allow it. */
  bucketOrigin: string;
}

/** The S3_* variables as the env schema in config.ts parsed them. */
interface S3Variables {
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: 'true' | 'false';
}

/**
 * The bucket of UPLOAD_STORAGE=s3; refuses a missing variable by name, and a plain-http endpoint
 * anywhere but loopback (ID photos would cross the network in clear).
 */
export function s3ConfigOf(e: S3Variables): S3Config {
  const given = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_REGION: e.S3_REGION,
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = given;
  if (
    S3_ENDPOINT === undefined ||
    S3_REGION === undefined ||
    S3_BUCKET === undefined ||
    S3_ACCESS_KEY_ID === undefined ||
    S3_SECRET_ACCESS_KEY === undefined
  ) {
    const missing = Object.entries(given).filter(([, value]) => value === undefined);
    throw new ConfigError(
      `Invalid environment variables:\n${missing
        .map(([name]) => `  ${name}: required with UPLOAD_STORAGE=s3`)
        .join('\n')}`,
    );
  }
  const endpoint = new URL(S3_ENDPOINT);
  const loopback = endpoint.hostname === '127.0.0.1' || endpoint.hostname === 'localhost';
  if (endpoint.protocol !== 'https:' && !loopback) {
    throw new ConfigError(
      'Invalid environment variables:\n  S3_ENDPOINT: must be https (http only on loopback, for tests)',
    );
  }
  const forcePathStyle = e.S3_FORCE_PATH_STYLE === 'true';
  return {
    endpoint: endpoint.origin + endpoint.pathname.replace(/\/$/, ''),
    region: S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle,
    bucketOrigin: forcePathStyle
      ? endpoint.origin
      : `${endpoint.protocol}//${S3_BUCKET}.${endpoint.host}`,
  };
}
