// One call to WeChat's HTTP API (JS-SDK tickets, OAuth code exchange): callUpstream's time limit,
// and every failure mapped to an upstream envelope error — unreachable or not HTTP 2xx or not JSON
// is 502 (UPSTREAM_ERROR), too slow is 504 (UPSTREAM_TIMEOUT). `label` names the caller in the
// message. WechatApi holds what every caller of the API shares: the account, the base URL, the
// time limit.

import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { callUpstream } from '../../http/upstream.ts';

async function callWechat<T>(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  label: string,
): Promise<T> {
  const { status, body } = await callUpstream(fetchImpl, url, init, timeoutMs, label);
  if (status < 200 || status > 299) {
    throw new ApiError(BUSINESS_CODES.UPSTREAM_ERROR, `${label} answered HTTP ${status}`);
  }
  if (body === undefined) {
    throw new ApiError(
      BUSINESS_CODES.UPSTREAM_ERROR,
      `${label} answered something other than JSON`,
    );
  }
  return body as T;
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
