// A server process reached over HTTP, shaped like `app.inject` so that SignedClient (signed.ts)
// calls it the same way: `new SignedClient(httpTarget(url))`. The client's address (`ip` of the
// client) is sent as X-Forwarded-For, which the server believes when started with
// TRUST_PROXY=true: one machine can then act as many phones for the per-address limits.

import { DEV_APP_KEY, DEV_APP_SECRET, DEV_ENCRYPT_KEY } from '@freight/contract/config-defaults';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SignedTarget } from './signed.ts';

export interface HttpTargetOptions {
  /** Keys of the server (default: the development keys every test server runs with). */
  keys?: SignedTarget['config'];
  /** Milliseconds before a request is abandoned (default 30 s). */
  timeoutMs?: number;
}

function parseCookie(line: string) {
  const [pair = '', ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  const maxAge = attributes
    .map((a) => a.trim().toLowerCase())
    .find((a) => a.startsWith('max-age='));
  return {
    name: pair.slice(0, at).trim(),
    value: pair.slice(at + 1).trim(),
    ...(maxAge ? { maxAge: Number(maxAge.slice('max-age='.length)) } : {}),
  };
}

export function httpTarget(baseUrl: string, options: HttpTargetOptions = {}): SignedTarget {
  const config = options.keys ?? {
    appKey: DEV_APP_KEY,
    appSecret: DEV_APP_SECRET,
    encryptKey: DEV_ENCRYPT_KEY,
  };
  return {
    config,
    async inject(request: InjectOptions) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers ?? {})) {
        if (value !== undefined) headers.set(name, String(value));
      }
      if (request.remoteAddress) headers.set('x-forwarded-for', request.remoteAddress);
      const response = await fetch(`${baseUrl}${String(request.url)}`, {
        method: request.method ?? 'GET',
        headers,
        ...(request.payload === undefined ? {} : { body: String(request.payload) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const body = await response.text();
      const answer = {
        statusCode: response.status,
        headers: Object.fromEntries(response.headers),
        body,
        cookies: response.headers.getSetCookie().map(parseCookie),
        json: () => JSON.parse(body) as unknown,
      };
      // Only these members are read by SignedClient and the tests.
      return answer as unknown as LightMyRequestResponse;
    },
  };
}
