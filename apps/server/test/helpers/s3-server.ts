// A real S3-compatible server on loopback for tests (UPLOAD_STORAGE=s3): s3rver (npm) stores the
// objects and speaks the S3 REST API, CORS included; in front of it a small gate checks what
// s3rver does not (it lets unsigned requests through and never checks a V4 signature): every
// request must carry a valid AWS Signature Version 4 (s3-sigv4.ts, written from the S3 API
// reference), presigned links expire on the gate's clock, which a test may move forward, and a
// signed Content-Length must be the body's. Preflight requests (OPTIONS) are unsigned by nature
// and go straight to s3rver's CORS handling.
//
//   const s3 = await startTestS3({ corsOrigins: ['http://127.0.0.1:8080'] });
//   env: UPLOAD_STORAGE=s3, ...s3.env
//   s3.advance(11 * 60_000); // later links are expired
//   await s3.close();

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { verifyRequest } from './s3-sigv4.ts';

export interface TestS3 {
  /** The endpoint (the gate), e.g. http://127.0.0.1:41234; path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The server's S3_* variables. */
  env: Record<string, string>;
  /** Every request the gate saw: method, path, and what it answered (its status). */
  requests: { method: string; path: string; status: number }[];
  /** Moves the gate's clock forward (links signed before then may have expired). */
  advance(ms: number): void;
  close(): Promise<void>;
}

export interface TestS3Options {
  /** Origins the bucket's CORS rule lets upload (PUT) and read; `*` by default. */
  corsOrigins?: readonly string[];
  bucket?: string;
}

const REGION = 'test-region-1';
// Obviously fake keys of this test server; the id is the one account s3rver knows (it checks that
// the id exists, the gate checks the signature).
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'test-s3-secret-key-not-a-real-one-0001';

function corsRule(origins: readonly string[]): string {
  const rules = origins
    .map(
      (origin) =>
        `<CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod>` +
        '<AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader>' +
        '<MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule>',
    )
    .join('');
  return `<CORSConfiguration>${rules}</CORSConfiguration>`;
}

function s3Error(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

const plainHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );

export async function startTestS3(options: TestS3Options = {}): Promise<TestS3> {
  const bucket = options.bucket ?? 'freight-photos';
  const directory = mkdtempSync(join(tmpdir(), 'freight-s3-'));
  const store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [corsRule(options.corsOrigins ?? ['*'])] }],
  });
  const inner = await store.run();

  let offset = 0;
  const requests: TestS3['requests'] = [];
  const gate = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const answer = (status: number, code: string, message: string) => {
        requests.push({ method: req.method ?? '', path, status });
        res.writeHead(status, {
          'content-type': 'application/xml',
          // As S3 does, a refusal still carries the CORS headers, so the page can read it.
          'access-control-allow-origin': '*',
        });
        res.end(s3Error(code, message));
      };
      const headers = plainHeaders(req.headers);
      if (req.method !== 'OPTIONS') {
        const verdict = verifyRequest(
          { method: req.method ?? 'GET', url: req.url ?? '/', headers, body },
          { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
          REGION,
          Date.now() + offset,
        );
        if (!verdict.ok) return answer(403, verdict.code, verdict.message);
        const declared = headers['content-length'];
        if (declared !== undefined && Number(declared) !== body.length) {
          return answer(400, 'IncompleteBody', 'The body is not the signed Content-Length');
        }
      }
      const forward = httpRequest(
        {
          host: '127.0.0.1',
          port: inner.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (upstream) => {
          requests.push({ method: req.method ?? '', path, status: upstream.statusCode ?? 0 });
          res.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(res);
        },
      );
      forward.on('error', () => answer(502, 'InternalError', 'the store did not answer'));
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    requests,
    advance(ms) {
      offset += ms;
    },
    async close() {
      gate.closeAllConnections();
      await new Promise<void>((resolve) => gate.close(() => resolve()));
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
