// One call to WeChat's HTTP API (JS-SDK tickets, OAuth code exchange): a time limit, and every
// failure mapped to an upstream envelope error — unreachable or not HTTP 2xx or not JSON is 502
// (UPSTREAM_ERROR), too slow is 504 (UPSTREAM_TIMEOUT). `label` names the caller in the message.
// WechatApi holds what every caller of the API shares: the account, the base URL, the time limit.

import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';

async function callWechat<T>(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  label: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ApiError(
      timedOut ? BUSINESS_CODES.UPSTREAM_TIMEOUT : BUSINESS_CODES.UPSTREAM_ERROR,
      timedOut ? `${label} timed out` : `${label} unreachable`,
    );
  }
  if (!response.ok) {
    throw new ApiError(BUSINESS_CODES.UPSTREAM_ERROR, `${label} answered HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(
      BUSINESS_CODES.UPSTREAM_ERROR,
      `${label} answered something other than JSON`,
    );
  }
}

/** The official account and how to reach WeChat's API (tests inject `fetch` and `baseUrl`). */
export interface WechatApiOptions {
  appId: string;
  appSecret: string;
  /** Injected by tests; the global fetch by default. */
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
}

export class WechatApi {
  readonly appId: string;
  readonly appSecret: string;
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: WechatApiOptions) {
    this.appId = options.appId;
    this.appSecret = options.appSecret;
    this.fetch = options.fetch ?? fetch;
    this.baseUrl = options.baseUrl ?? 'https://api.weixin.qq.com';
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  /** `callWechat` on `path` (with its query) under the base URL. */
  call<T>(path: string, init: RequestInit, label: string): Promise<T> {
    return callWechat<T>(this.fetch, `${this.baseUrl}${path}`, init, this.timeoutMs, label);
  }
}
