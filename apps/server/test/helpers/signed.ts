// A client for `app.inject` that calls the API as the H5 does (docs/contract.md): signed URLs,
// encrypted form bodies (or plain forms), the XSRF cookie copied into X-XSRF-TOKEN, and a cookie
// jar, so a test reads like a page's calls. Answers are decoded with the contract's browser
// (noble) `decode`, proving the server's node:crypto encryption is what the H5 can read.
//
//   const api = new SignedClient(t.app);
//   const res = await api.post('/service/oms-service/api/auth/sms/send', { mobile, userType: 1 });
//   expect(res.envelope.status.code).toBe(0);
//
// `build` returns the inject options without sending them, to replay or tamper with a request.
// The same client talks to a server over the network through `httpTarget` (http-target.ts): the
// several-instance tests and the reliability benchmark call real server processes with it.

import { decode } from '@freight/contract/cipher';
import {
  ENCODE_HEADER,
  ENCODE_HEADER_VALUE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@freight/contract/constants';
import type { Envelope } from '@freight/contract/envelope';
import { buildRequestBody, toPlainForm } from '@freight/contract/form';
import { encode } from '@freight/contract/node';
import { signUrl } from '@freight/contract/signing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/config.ts';

/** What the client needs of a server: its keys and a way to send a request (`app.inject`). */
export interface SignedTarget {
  readonly config: Pick<Config, 'appKey' | 'appSecret' | 'encryptKey'>;
  inject(request: InjectOptions): Promise<LightMyRequestResponse>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const UNSAFE: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export interface CallOptions {
  method?: Method;
  /** The endpoint's fields: the query for GET, the body otherwise. */
  fields?: Record<string, unknown>;
  /** Encrypted body and answer (default: true for bodies, false for GET). */
  encrypt?: boolean;
  /** X-XSRF-TOKEN: the jar's cookie (default), a given value, or none (false). */
  xsrf?: boolean | string;
  /** The exact body to send and sign, instead of one built from `fields`. */
  rawBody?: string;
  /** Extra headers (they win over the helper's). */
  headers?: Record<string, string>;
  /** Signing time in ms (default: the client's clock). */
  now?: number;
}

export interface SignedResponse {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  /** The answer carried X-Encode-Type: for-u and was decrypted. */
  encrypted: boolean;
  envelope: Envelope<unknown>;
  raw: LightMyRequestResponse;
}

export interface SignedClientOptions {
  /** The clock that stamps reqTimestamp (ms); use the app's when a test moves time. */
  now?: () => number;
  /** The client's address as the server sees it. */
  ip?: string;
}

export class SignedClient {
  /** Cookies the server set, sent back on every call (a browser's jar, for one origin). */
  readonly cookies = new Map<string, string>();
  readonly #now: () => number;
  readonly #ip: string;

  constructor(
    private readonly app: SignedTarget,
    options: SignedClientOptions = {},
  ) {
    this.#now = options.now ?? Date.now;
    this.#ip = options.ip ?? '127.0.0.1';
  }

  get(path: string, fields?: Record<string, unknown>, options: CallOptions = {}) {
    return this.call(path, { ...options, method: 'GET', ...(fields ? { fields } : {}) });
  }

  post(path: string, fields?: Record<string, unknown>, options: CallOptions = {}) {
    return this.call(path, { ...options, method: 'POST', ...(fields ? { fields } : {}) });
  }

  async call(path: string, options: CallOptions = {}): Promise<SignedResponse> {
    return this.send(await this.build(path, options));
  }

  /** The inject options of a signed call, not sent. */
  async build(path: string, options: CallOptions = {}): Promise<InjectOptions> {
    const { method = 'POST', fields = {}, xsrf = true } = options;
    const { appKey, appSecret, encryptKey } = this.app.config;
    const hasBody = UNSAFE.has(method);
    const encrypt = options.encrypt ?? hasBody;
    const headers: Record<string, string> = { accept: 'application/json' };

    let url = path;
    let body = '';
    if (hasBody) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body =
        options.rawBody ??
        (encrypt
          ? buildRequestBody(fields, encryptKey, encode).body
          : toPlainForm(fields).toString());
    } else {
      const query = toPlainForm(fields);
      query.set('ts', String(Math.floor(this.#now() / 1000)));
      url = `${path}${path.includes('?') ? '&' : '?'}${query}`;
    }
    if (encrypt) headers[ENCODE_HEADER.toLowerCase()] = ENCODE_HEADER_VALUE;

    if (hasBody && xsrf !== false) {
      if (!this.cookies.has(XSRF_COOKIE)) await this.#fetchXsrfCookie();
      const token = typeof xsrf === 'string' ? xsrf : this.cookies.get(XSRF_COOKIE);
      if (token !== undefined) headers[XSRF_HEADER.toLowerCase()] = token;
    }
    const signed = signUrl({
      method,
      url,
      body,
      appKey,
      appSecret,
      now: options.now ?? this.#now(),
    });
    return {
      method,
      url: signed,
      headers: { ...headers, ...this.#cookieHeader(), ...options.headers },
      remoteAddress: this.#ip,
      ...(hasBody ? { payload: body } : {}),
    };
  }

  /** Sends inject options (from `build`, possibly altered) and reads the answer. */
  async send(request: InjectOptions): Promise<SignedResponse> {
    const raw = await this.app.inject(request);
    this.#keepCookies(raw);
    return readAnswer(raw, this.app.config.encryptKey);
  }

  // As a browser would have it from the H5's HTML or any earlier API answer.
  async #fetchXsrfCookie() {
    const raw = await this.app.inject({
      method: 'GET',
      url: '/service/',
      headers: this.#cookieHeader(),
      remoteAddress: this.#ip,
    });
    this.#keepCookies(raw);
  }

  #cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return {
      cookie: Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join('; '),
    };
  }

  #keepCookies(raw: LightMyRequestResponse) {
    for (const cookie of raw.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** The envelope of an answer, decrypted (with the browser's decode) when it was encrypted. */
export function readAnswer(raw: LightMyRequestResponse, encryptKey: string): SignedResponse {
  const encrypted = raw.headers[ENCODE_HEADER.toLowerCase()] === ENCODE_HEADER_VALUE;
  const text = encrypted ? decode(raw.body, encryptKey) : raw.body;
  return {
    statusCode: raw.statusCode,
    headers: raw.headers,
    encrypted,
    envelope: JSON.parse(text) as Envelope<unknown>,
    raw,
  };
}
