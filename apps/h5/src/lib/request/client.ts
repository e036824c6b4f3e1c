import { BUSINESS_CODES } from '@freight/contract/business-codes';
import {
  DEFAULT_SERVICE,
  DEFAULT_SERVICE_VERSION,
  DEVICE_ID_HEADER,
  ENCODE_HEADER,
  ENCODE_HEADER_VALUE,
  SERVICE_VERSION_FIELD,
  type ServiceName,
  servicePath,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@freight/contract/constants';
import { type Fields, toPlainForm } from '@freight/contract/form-plain';
import { signUrl } from '@freight/contract/signing';
import { describeStatus } from '@freight/contract/status';
import Cookies from 'js-cookie';
import { env } from '@/config/env';
import { afterLoad } from '@/lib/deferred/after-load';
import { whenNoTrip } from '@/lib/wechat/trip-state';
import { appTranslate, getAppLocale } from '@/lib/i18n/i18n';
import { deviceId } from './device-id';
import { RequestError } from './request-error';
import { requestUi } from './request-ui';

// The one way the app makes HTTP calls (SPEC §7, docs/design.md §3). Every call is signed; bodies are
// encrypted unless the caller opts out; the answer is the envelope's `data` or a RequestError.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

// Asked for after the page's load, at idle (a first screen's reads are GETs, which need no cipher),
// so it is in before a tap sends a body; a request that needs it sooner asks for it itself. A
// chunk that fails to arrive (a dropped connection) is a network error of the request that needed
// it, and is asked for again by the next one.
let sealing: Promise<typeof import('./sealing')> | undefined;
function loadSealing(): Promise<typeof import('./sealing')> {
  sealing ??= import('./sealing').catch((cause: unknown) => {
    sealing = undefined;
    throw new RequestError('network', appTranslate('request.network'), { status: 0, cause });
  });
  return sealing;
}
if (typeof window !== 'undefined') {
  // Not while an openid trip decides: a page leaving for WeChat would cut the chunk off (as the
  // service worker's registration waits, app/main.tsx).
  afterLoad(() =>
    whenNoTrip(() => {
      loadSealing().catch(() => undefined);
    }),
  );
}

export interface RequestOptions {
  method?: HttpMethod;
  /** Backend service; `oms-service` by default. */
  service?: ServiceName;
  /** false: `path` is used as given, without `/service/{service}`. */
  prefix?: boolean;
  /** Body fields (POST/PUT/DELETE) or query fields (GET); FormData is sent as it is. */
  data?: Fields | FormData;
  /** Encrypt the body into `encryptdata` (default true). */
  encrypt?: boolean;
  /** Show the loading indicator while the call runs (default true). */
  loading?: boolean;
  /** Show the 'request error' dialog for an HTTP status outside 200-299 (default true). */
  errorDialog?: boolean;
  signal?: AbortSignal;
  /** Give up after this long; none by default (SPEC §9), queries pass their own signal. */
  timeoutMs?: number;
}

const UNSAFE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Phones with a wrong clock would fail every signed call: learn the server's time once and retry. */
let clockOffsetMs = 0;

function serviceVersion(): string {
  try {
    return localStorage.getItem(SERVICE_VERSION_FIELD) || DEFAULT_SERVICE_VERSION;
  } catch {
    return DEFAULT_SERVICE_VERSION;
  }
}

function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface Prepared {
  url: string;
  init: RequestInit;
}

async function prepare(
  path: string,
  method: HttpMethod,
  options: RequestOptions,
): Promise<Prepared> {
  const service = options.service ?? DEFAULT_SERVICE;
  const url = new URL(
    options.prefix === false ? path : servicePath(service, path),
    'http://h5.local',
  );
  // The app's language picks the server's messages (docs/contract.md §5); the device id keys the
  // server's limits (docs/design.md §8, device-id.ts). Headers are not signed.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getAppLocale(),
    [DEVICE_ID_HEADER]: deviceId(),
  };
  let body: string | FormData | undefined;
  let signedBody = '';
  const data = options.data ?? {};
  if (!UNSAFE.has(method)) {
    // GET and the other safe methods: the fields and `ts` (seconds) travel in the query.
    if (!(data instanceof FormData)) {
      for (const [key, value] of Object.entries(data)) {
        if (value !== undefined && value !== null) url.searchParams.append(key, queryValue(value));
      }
    }
    url.searchParams.set('ts', String(Math.floor((Date.now() + clockOffsetMs) / 1000)));
  } else if (data instanceof FormData) {
    body = data; // multipart, sent as it is; the browser sets its boundary. Signed with body ''.
  } else {
    const fields: Fields =
      service === 'xcustomer-service'
        ? { ...data, [SERVICE_VERSION_FIELD]: serviceVersion() }
        : data;
    const built =
      options.encrypt === false
        ? { body: toPlainForm(fields).toString(), encrypted: false }
        : (await loadSealing()).buildRequestBody(fields, env.encryptKey);
    body = built.body;
    signedBody = built.body;
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    if (built.encrypted) headers[ENCODE_HEADER] = ENCODE_HEADER_VALUE;
  }
  if (UNSAFE.has(method)) {
    const xsrf = Cookies.get(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  const signed = signUrl({
    method,
    url: `${url.pathname}${url.search}`,
    body: signedBody,
    appKey: env.appKey,
    appSecret: env.appSecret,
    now: Date.now() + clockOffsetMs,
  });
  return { url: signed, init: { method, headers, body, credentials: 'include' } };
}

async function readBody(response: Response, method: HttpMethod): Promise<unknown> {
  const encrypted = response.headers.get(ENCODE_HEADER) === ENCODE_HEADER_VALUE;
  if (encrypted || method === 'DELETE' || response.status === 204) {
    const text = await response.text();
    if (encrypted) return JSON.parse((await loadSealing()).decode(text, env.encryptKey));
    if (text === '') return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return response.json();
}

interface EnvelopeLike {
  status?: { code?: unknown; msg?: unknown };
  data?: unknown;
}

function envelopeOf(body: unknown): EnvelopeLike {
  return typeof body === 'object' && body !== null ? body : {};
}

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) return { signal, timedOut: () => false, done: () => {} };
  const controller = new AbortController();
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => fired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * A call that spends or gives value carries a request id (lib/request/request-id.ts): sent again
 * with the same id, it repeats its first outcome on the server, never a second one. After an
 * answer lost on the way (the connection dropped) or a 503 (the database did not answer in time:
 * "absent or present, ask again with the same id", docs/decisions/010), such a call is sent once
 * more by itself, newly signed, before the page is told anything.
 */
function repeatable(method: HttpMethod, options: RequestOptions): boolean {
  const data = options.data;
  return (
    UNSAFE.has(method) &&
    data !== undefined &&
    !(data instanceof FormData) &&
    typeof data.requestId === 'string'
  );
}

/** The wait before sending a repeatable call again: its Retry-After, within 0.5 to 3 s. */
const REPEAT_WAIT_MS = { least: 500, most: 3000 };
function repeatWait(response: Response | null): number {
  const seconds = Number(response?.headers.get('retry-after'));
  const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : REPEAT_WAIT_MS.least;
  return Math.min(REPEAT_WAIT_MS.most, Math.max(REPEAT_WAIT_MS.least, ms));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send<T>(
  path: string,
  options: RequestOptions,
  mayFixClock: boolean,
  mayRepeat = true,
): Promise<T> {
  // The phone knows it has no connection: say so at once, rather than after a long wait.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new RequestError('network', appTranslate('request.offline'), { status: 0 });
  }
  const method = options.method ?? 'GET';
  const { url, init } = await prepare(path, method, options);
  const timeout = withTimeout(options.signal, options.timeoutMs);
  const again = mayRepeat && repeatable(method, options);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: timeout.signal });
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // the caller cancelled: not an error to show
    const timedOut = timeout.timedOut();
    if (again && !timedOut) {
      await pause(repeatWait(null));
      return send<T>(path, options, mayFixClock, false);
    }
    const key = timedOut ? 'request.timeout' : 'request.network';
    throw new RequestError('network', appTranslate(key), { status: 0, cause });
  } finally {
    timeout.done();
  }
  if (again && response.status === 503) {
    await pause(repeatWait(response));
    return send<T>(path, options, mayFixClock, false);
  }
  let body: unknown;
  try {
    body = await readBody(response, method);
  } catch (cause) {
    if (response.ok) {
      throw new RequestError('decode', appTranslate('request.unreadable'), {
        status: response.status,
        cause,
      });
    }
    body = undefined; // an error page that is not JSON (a proxy's 502): the status says enough
  }
  const envelope = envelopeOf(body);
  const code = typeof envelope.status?.code === 'number' ? envelope.status.code : undefined;
  const serverTime = (envelope.data as { serverTime?: unknown } | undefined)?.serverTime;
  if (code === BUSINESS_CODES.TIMESTAMP_SKEW && mayFixClock && typeof serverTime === 'number') {
    clockOffsetMs = serverTime * 1000 - Date.now();
    return send<T>(path, options, false);
  }
  const serverMessage =
    typeof envelope.status?.msg === 'string' && envelope.status.msg.trim() !== ''
      ? envelope.status.msg
      : null;
  if (response.status < 200 || response.status > 299) {
    if (options.errorDialog !== false) requestUi().httpError(response.status);
    // A limit's message says how long to wait, in the page's language (docs/contract.md §6);
    // other refusals' messages are for developers, so the status description is shown instead.
    const message =
      code === BUSINESS_CODES.RATE_LIMITED && serverMessage
        ? serverMessage
        : describeStatus(response.status, getAppLocale(), response.statusText);
    throw new RequestError('http', message, { status: response.status, code, response: body });
  }
  if (code === 0 && envelope.data !== undefined) return envelope.data as T;
  throw new RequestError('business', serverMessage ?? appTranslate('request.failed'), {
    status: response.status,
    code,
    response: body,
  });
}

/** Calls the server and resolves with the envelope's `data`; see RequestOptions for the flags. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const ui = requestUi();
  const loading = options.loading !== false;
  if (loading) ui.loadingStarted();
  try {
    return await send<T>(path, options, true);
  } finally {
    if (loading) ui.loadingEnded();
  }
}

/** For tests: forget the learned clock offset. */
export function resetClockOffset(): void {
  clockOffsetMs = 0;
}
