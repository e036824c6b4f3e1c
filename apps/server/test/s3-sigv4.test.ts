// The test S3 server's signature check (helpers/s3-sigv4.ts) against the worked examples of the S3
// API reference: "Signature Calculations for the Authorization Header" (GET Object with a Range,
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html) and
// "Authenticating Requests: Using Query Parameters" (a presigned GET of test.txt,
// https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html). Both use the
// documentation's example keys and the moment 2013-05-24T00:00:00Z.

import { describe, expect, it } from 'vitest';
import { type ReceivedRequest, verifyRequest } from './helpers/s3-sigv4.ts';

const DOC_KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const DOC_MOMENT = Date.UTC(2013, 4, 24);
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const HOST = 'examplebucket.s3.amazonaws.com';

const headerExample = (signature: string): ReceivedRequest => ({
  method: 'GET',
  url: '/test.txt',
  headers: {
    host: HOST,
    range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY_SHA256,
    'x-amz-date': '20130524T000000Z',
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
      `SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=${signature}`,
  },
  body: Buffer.alloc(0),
});

const queryExample = (signature: string): ReceivedRequest => ({
  method: 'GET',
  url:
    '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
    '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
    '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
    `&X-Amz-Signature=${signature}`,
  headers: { host: HOST },
  body: Buffer.alloc(0),
});

const HEADER_SIGNATURE = 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41';
const QUERY_SIGNATURE = 'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';

describe('the test S3 server checks signatures as the S3 reference works them', () => {
  it('takes the documented Authorization header example, and no other signature', () => {
    expect(
      verifyRequest(headerExample(HEADER_SIGNATURE), DOC_KEYS, 'us-east-1', DOC_MOMENT),
    ).toEqual({ ok: true, accessKeyId: DOC_KEYS.accessKeyId });
    const tampered = headerExample(HEADER_SIGNATURE);
    expect(
      verifyRequest(
        { ...tampered, headers: { ...tampered.headers, range: 'bytes=0-99' } },
        DOC_KEYS,
        'us-east-1',
        DOC_MOMENT,
      ),
    ).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(
      verifyRequest(
        headerExample(HEADER_SIGNATURE),
        { ...DOC_KEYS, secretAccessKey: 'x' },
        'us-east-1',
        DOC_MOMENT,
      ),
    ).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it('takes the documented presigned URL until it expires, then refuses it', () => {
    expect(verifyRequest(queryExample(QUERY_SIGNATURE), DOC_KEYS, 'us-east-1', DOC_MOMENT)).toEqual(
      {
        ok: true,
        accessKeyId: DOC_KEYS.accessKeyId,
      },
    );
    expect(
      verifyRequest(queryExample(QUERY_SIGNATURE), DOC_KEYS, 'us-east-1', DOC_MOMENT + 86_401_000),
    ).toMatchObject({ ok: false, code: 'AccessDenied', message: 'Request has expired' });
    expect(
      verifyRequest(
        queryExample(QUERY_SIGNATURE.replace('a', 'b')),
        DOC_KEYS,
        'us-east-1',
        DOC_MOMENT,
      ),
    ).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(
      verifyRequest(queryExample(QUERY_SIGNATURE), DOC_KEYS, 'eu-west-1', DOC_MOMENT),
    ).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it('refuses an unsigned request: the bucket is private', () => {
    expect(
      verifyRequest(
        { method: 'GET', url: '/test.txt', headers: { host: HOST }, body: Buffer.alloc(0) },
        DOC_KEYS,
        'us-east-1',
        DOC_MOMENT,
      ),
    ).toMatchObject({ ok: false, code: 'AccessDenied' });
  });
});
