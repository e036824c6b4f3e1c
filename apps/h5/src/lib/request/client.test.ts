import { canonicalRequest, decode, encode, sign } from '@freight/contract/node';
import { describeStatus } from '@freight/contract/status';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { setAppLocale } from '@/lib/i18n/i18n';
import { request, resetClockOffset } from './client';
import { callEndpoint, endpointQuery } from './endpoint';
import { RequestError, retryAfterSeconds } from './request-error';
import { type RequestUi, setRequestUi } from './request-ui';

// The request client against a stand-in server that checks the wire the way the real gateway does
// (docs/design.md §3, with the contract's node:crypto implementation): signature, encryption, headers.
// The browser tests run the same client against the real server.

interface Seen {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  credentials: RequestCredentials | undefined;
}

let seen: Seen[] = [];
let answer: (seen: Seen) => Response = () =>
  json({ status: { code: 0, msg: 'ok' }, data: { ok: true } });

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function signatureHolds(call: Seen): boolean {
  const params = new URLSearchParams(call.url.search);
  const body = typeof call.body === 'string' ? call.body : '';
  const canonical = canonicalRequest({
    method: call.method,
    pathname: call.url.pathname,
    query: params,
    body,
  });
  const expected = sign(
    {
      appKey: params.get('appKey') ?? '',
      reqTimestamp: params.get('reqTimestamp') ?? '',
      nonce: params.get('nonce') ?? '',
      canonical,
    },
    env.appSecret,
  );
  return expected === params.get('signature');
}

const ui = {
  loadingStarted: vi.fn(),
  loadingEnded: vi.fn(),
  httpError: vi.fn(),
} satisfies RequestUi;

beforeEach(() => {
  seen = [];
  resetClockOffset();
  setRequestUi(ui);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call: Seen = {
      url: new URL(input, 'http://h5.test'),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body as string | FormData | undefined,
      credentials: init.credentials,
    };
    seen.push(call);
    return answer(call);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setRequestUi(null);
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  answer = () => json({ status: { code: 0, msg: 'ok' }, data: { ok: true } });
});

describe('what the client sends', () => {
  it('POSTs under /service/oms-service, signed, encrypted, with credentials and Accept JSON', async () => {
    await request('/api/x', { method: 'POST', data: { mobile: '13800000001', n: 3 } });
    const [call] = seen;
    if (!call) throw new Error('no call');
    expect(call.url.pathname).toBe('/service/oms-service/api/x');
    for (const name of ['appKey', 'reqTimestamp', 'nonce', 'signature']) {
      expect(call.url.searchParams.get(name), name).toBeTruthy();
    }
    expect(call.url.searchParams.get('appKey')).toBe(env.appKey);
    expect(
      Math.abs(Number(call.url.searchParams.get('reqTimestamp')) - Date.now() / 1000),
    ).toBeLessThan(5);
    expect(call.url.searchParams.get('nonce')).toMatch(/^\d+(\.\d+)?$/);
    expect(signatureHolds(call)).toBe(true);
    expect(call.credentials).toBe('include');
    expect(call.headers.Accept).toBe('application/json');
    expect(call.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call.headers['X-Encode-Type']).toBe('for-u');
    const form = new URLSearchParams(call.body as string);
    expect([...form.keys()]).toEqual(['encryptdata']);
    expect(JSON.parse(decode(form.get('encryptdata') ?? '', env.encryptKey))).toEqual({
      mobile: '13800000001',
      n: 3,
    });
  });

  it("asks for the server's messages in the app's language, outside the signature", async () => {
    await request('/api/x', { method: 'POST', data: { n: 1 } });
    setAppLocale('en-US');
    try {
      await request('/api/x', { method: 'POST', data: { n: 1 } });
      await request('/api/y', { data: { q: 'a' } });
    } finally {
      setAppLocale('zh-CN');
    }
    expect(seen.map((call) => call.headers['Accept-Language'])).toEqual([
      'zh-CN',
      'en-US',
      'en-US',
    ]);
    // The stand-in server checks the signature without the header, as the gateway does.
    for (const call of seen) expect(signatureHolds(call)).toBe(true);
  });

  it('sends the same device id on every call, outside the signature (docs/design.md §8)', async () => {
    await request('/api/x', { method: 'POST', data: { n: 1 } });
    await request('/api/y', { data: { q: 'a' } });
    const ids = seen.map((call) => call.headers['X-Device-Id']);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(ids[1]).toBe(ids[0]);
    for (const call of seen) expect(signatureHolds(call)).toBe(true);
  });

  it('uses the path as given when the prefix is skipped, and another service when asked', async () => {
    await request('/dev/thing', { method: 'POST', prefix: false, data: {} });
    await request('/api/y', { method: 'POST', service: 'driver-service', data: {} });
    expect(seen.map((call) => call.url.pathname)).toEqual([
      '/dev/thing',
      '/service/driver-service/api/y',
    ]);
  });

  it('sends a plain form without the marker header when encryption is off', async () => {
    await request('/api/vote', {
      method: 'POST',
      data: { voteId: 1, candidateId: 7 },
      encrypt: false,
    });
    const [call] = seen;
    expect(call?.headers['X-Encode-Type']).toBeUndefined();
    expect(call?.body).toBe('voteId=1&candidateId=7');
    expect(call && signatureHolds(call)).toBe(true);
  });

  it('sends the vote as a plain form without the loading indicator', async () => {
    answer = () => json({ status: { code: 0, msg: 'ok' }, data: { voteId: 1 } });
    await callEndpoint('voteSubmit', { voteId: 1, candidateId: 2 });
    expect(seen[0]?.headers['X-Encode-Type']).toBeUndefined();
    expect(ui.loadingStarted).not.toHaveBeenCalled();
  });

  it('keys an endpoint query by the name and fields, and sends the declaration flags', async () => {
    answer = () => json({ status: { code: 0, msg: 'ok' }, data: { id: 'x' } });
    const query = endpointQuery('getAgreement', { id: 'platform-service' });
    // Two screens reading the same agreement share the answer; another agreement does not.
    expect(query.queryKey).toEqual(
      endpointQuery('getAgreement', { id: 'platform-service' }).queryKey,
    );
    expect(query.queryKey).not.toEqual(endpointQuery('getAgreement', { id: 'other' }).queryKey);
    expect(query.queryKey[0]).toBe('getAgreement');
    await (query.queryFn as () => Promise<unknown>)();
    expect(seen[0]?.url.pathname).toBe('/service/oms-service/api/agreement/detail');
    expect(seen[0]?.url.searchParams.get('id')).toBe('platform-service');
    // A read shown in place (QUIET_READ): no page-blocking indicator.
    expect(ui.loadingStarted).not.toHaveBeenCalled();
  });

  it('adds serviceVersion to xcustomer-service bodies (local storage, default 2013)', async () => {
    await request('/api/c', { method: 'POST', service: 'xcustomer-service', data: { a: 'b' } });
    localStorage.setItem('serviceVersion', '2020');
    await request('/api/c', { method: 'POST', service: 'xcustomer-service', data: { a: 'b' } });
    const versions = seen.map(
      (call) =>
        JSON.parse(
          decode(new URLSearchParams(call.body as string).get('encryptdata') ?? '', env.encryptKey),
        ).serviceVersion,
    );
    expect(versions).toEqual(['2013', '2020']);
  });

  it('puts GET fields and ts in the query, with no body', async () => {
    await request('/api/q', { data: { token: 'Ab_9', type: 3 } });
    const [call] = seen;
    expect(call?.url.searchParams.get('token')).toBe('Ab_9');
    expect(call?.url.searchParams.get('type')).toBe('3');
    expect(Number(call?.url.searchParams.get('ts'))).toBeGreaterThan(1_700_000_000);
    expect(call?.body).toBeUndefined();
    expect(call && signatureHolds(call)).toBe(true);
  });

  it('sends FormData as it is, signed with an empty body', async () => {
    const form = new FormData();
    form.append('token', 't');
    await request('/upload', { method: 'POST', service: 'third-service', data: form });
    const [call] = seen;
    expect(call?.body).toBe(form);
    expect(call?.headers['Content-Type']).toBeUndefined();
    expect(call && signatureHolds(call)).toBe(true);
  });

  it('returns the XSRF cookie as a header on unsafe methods only', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    await request('/api/w', { method: 'POST', data: {} });
    await request('/api/r');
    expect(seen[0]?.headers['X-XSRF-TOKEN']).toBe('abc123');
    expect(seen[1]?.headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('shows the loading indicator around a call unless asked not to', async () => {
    await request('/api/r');
    expect(ui.loadingStarted).toHaveBeenCalledTimes(1);
    expect(ui.loadingEnded).toHaveBeenCalledTimes(1);
    await request('/api/r', { loading: false });
    expect(ui.loadingStarted).toHaveBeenCalledTimes(1);
  });
});

describe('what the client makes of the answer', () => {
  it('decodes an encrypted answer (marker header) and returns its data', async () => {
    answer = () =>
      new Response(
        encode(JSON.stringify({ status: { code: 0, msg: 'ok' }, data: { n: 1 } }), env.encryptKey),
        {
          headers: { 'Content-Type': 'text/plain', 'X-Encode-Type': 'for-u' },
        },
      );
    await expect(request('/api/x', { method: 'POST', data: {} })).resolves.toEqual({ n: 1 });
  });

  it('reads DELETE and 204 answers as text', async () => {
    answer = () =>
      new Response(JSON.stringify({ status: { code: 0, msg: 'ok' }, data: 'gone' }), {
        status: 200,
      });
    await expect(request('/api/x', { method: 'DELETE', data: {} })).resolves.toBe('gone');
    answer = () => new Response(null, { status: 204 });
    await expect(request('/api/x', { method: 'POST', data: {} })).rejects.toMatchObject({
      kind: 'business',
    });
  });

  it('succeeds only for code 0 with data; other codes reject with the server message', async () => {
    answer = () => json({ status: { code: 0, msg: 'ok' } });
    await expect(request('/api/x')).rejects.toBeInstanceOf(RequestError);
    answer = () => json({ status: { code: 1001, msg: '今天已投过票' }, data: null });
    await expect(request('/api/x')).rejects.toMatchObject({
      kind: 'business',
      code: 1001,
      message: '今天已投过票',
    });
    expect(ui.httpError).not.toHaveBeenCalled();
  });

  it("shows the 'request error' dialog for a status outside 200-299 and carries the description", async () => {
    answer = () => json({ status: { code: 5000, msg: 'x' }, data: null }, 500);
    const failure = await request('/api/x').catch((error: unknown) => error);
    expect(ui.httpError).toHaveBeenCalledWith(500);
    expect(failure).toMatchObject({ kind: 'http', status: 500 });
    expect((failure as RequestError).message).toBe(describeStatus(500, 'zh-CN', ''));
    expect((failure as RequestError).details.response).toEqual({
      status: { code: 5000, msg: 'x' },
      data: null,
    });
    answer = () =>
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(request('/api/x', { errorDialog: false })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(ui.httpError).toHaveBeenCalledTimes(1);
  });

  it('carries a limit’s own message, which says how long to wait, and its seconds', async () => {
    answer = () =>
      json(
        {
          status: { code: 4290, msg: '操作太频繁，请 42 秒后再试' },
          data: { retryAfterSeconds: 42 },
        },
        429,
        { 'Retry-After': '42' },
      );
    const failure = await request('/api/x', { errorDialog: false }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'http', status: 429, code: 4290 });
    expect((failure as RequestError).message).toBe('操作太频繁，请 42 秒后再试');
    expect(retryAfterSeconds(failure)).toBe(42);
    // Any other failure has no wait to count down.
    answer = () => json({ status: { code: 5000, msg: 'x' }, data: null }, 500);
    expect(retryAfterSeconds(await request('/api/x').catch((e: unknown) => e))).toBeNull();
  });

  it('turns a dropped connection and a timeout into clear messages', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/api/x')).rejects.toMatchObject({
      kind: 'network',
      message: '网络连接失败，请检查网络后重试',
    });
    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    await expect(request('/api/x', { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'network',
      message: '网络较慢，请求超时，请稍后重试',
    });
  });

  it('says at once that the phone is offline, without trying the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(request('/api/x', { method: 'POST', data: { a: 1 } })).rejects.toMatchObject({
      kind: 'network',
      message: '手机没有连接网络，请连上网络后再试',
    });
    expect(seen).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it("learns the server's clock from a skew refusal and retries once, freshly signed", async () => {
    const serverTime = Math.floor(Date.now() / 1000) + 3600;
    answer = (call) =>
      Math.abs(Number(call.url.searchParams.get('reqTimestamp')) - serverTime) > 300
        ? json({ status: { code: 4002, msg: 'skew' }, data: { serverTime } }, 400)
        : json({ status: { code: 0, msg: 'ok' }, data: { fixed: true } });
    await expect(request('/api/x', { method: 'POST', data: {} })).resolves.toEqual({ fixed: true });
    expect(seen).toHaveLength(2);
    expect(seen[0]?.url.searchParams.get('nonce')).not.toBe(seen[1]?.url.searchParams.get('nonce'));
    expect(ui.httpError).not.toHaveBeenCalled();
  });
});

describe('a call with a request id after a lost answer or a 503', () => {
  const fieldsOf = (call: Seen | undefined) =>
    JSON.parse(
      decode(new URLSearchParams(call?.body as string).get('encryptdata') ?? '', env.encryptKey),
    ) as Record<string, unknown>;

  it('is sent once more with the same id, newly signed, after the Retry-After, before any dialog', async () => {
    vi.useFakeTimers();
    let calls = 0;
    answer = () =>
      (calls += 1) === 1
        ? json({ status: { code: 5030, msg: 'busy' }, data: null }, 503, { 'Retry-After': '1' })
        : json({ status: { code: 0, msg: 'ok' }, data: { granted: true } });
    const result = request('/api/claim', { method: 'POST', data: { requestId: 'tap-0001-abcd' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ granted: true });
    vi.useRealTimers();
    expect(seen).toHaveLength(2);
    expect(fieldsOf(seen[1])).toEqual(fieldsOf(seen[0]));
    expect(seen[0]?.url.searchParams.get('nonce')).not.toBe(seen[1]?.url.searchParams.get('nonce'));
    expect(ui.httpError).not.toHaveBeenCalled();
  });

  it('is sent once more after a dropped connection, and only once', async () => {
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      seen.push({
        url: new URL(input, 'http://h5.test'),
        method: init.method ?? 'GET',
        headers: {},
        body: init.body as string,
        credentials: init.credentials,
      });
      throw new TypeError('Failed to fetch');
    });
    await expect(
      request('/api/claim', { method: 'POST', data: { requestId: 'tap-0002-abcd' } }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(2);
  });

  it('is not repeated without a request id, nor as a GET', async () => {
    answer = () => json({ status: { code: 5030, msg: 'busy' }, data: null }, 503);
    await expect(request('/api/x', { method: 'POST', data: { a: 1 } })).rejects.toMatchObject({
      status: 503,
    });
    await expect(request('/api/x', { data: { requestId: 'tap-0003-abcd' } })).rejects.toMatchObject(
      { status: 503 },
    );
    expect(seen).toHaveLength(2);
    expect(ui.httpError).toHaveBeenCalledTimes(2);
  });
});
