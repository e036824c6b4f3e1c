// A command-line client of the operator API (/ops/api, ADR 014), as the console is one: it logs in
// as an operator (the session cookie and the XSRF cookie it sends back as X-OPS-XSRF-TOKEN on
// POST, PUT, PATCH and DELETE), and calls the API's routes, so a script has the API's rules, its
// roles and its audit log (the record names the operator who logged in) and never opens the
// database. Used by review-driver.ts; the server must be running.

import { generateSync } from 'otplib';
import {
  OPS_API_PREFIX,
  OPS_XSRF_COOKIE,
  OPS_XSRF_HEADER,
  opsUserLookup,
  type OpsUserLookup,
  type ReviewDecisionRequest,
  verificationDetail,
  type VerificationDetail,
} from '@freight/contract/ops';

/** A refusal of the API: its HTTP status, the envelope's code and message. */
export class OpsApiError extends Error {
  override name = 'OpsApiError';
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where and as whom a script calls the API: OPS_URL (the server's origin), OPS_USER, OPS_PASSWORD,
 * and for an operator with a second factor (ADR 037) OPS_TOTP_CODE (the authenticator's code, or a
 * recovery code) or OPS_TOTP_SECRET (the secret, from which the script computes the code now).
 */
export interface OpsLogin {
  url: string;
  username: string;
  password: string;
  code?: string;
}

/** The login from the environment; throws naming what is missing. */
export function opsLoginFromEnv(env: NodeJS.ProcessEnv = process.env): OpsLogin {
  const missing = ['OPS_USER', 'OPS_PASSWORD'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new OpsApiError(0, undefined, `Set ${missing.join(' and ')} (an operator's login).`);
  }
  return {
    url: env.OPS_URL || 'http://127.0.0.1:8080',
    username: env.OPS_USER as string,
    password: env.OPS_PASSWORD as string,
    ...(env.OPS_TOTP_CODE
      ? { code: env.OPS_TOTP_CODE }
      : env.OPS_TOTP_SECRET
        ? { code: generateSync({ secret: env.OPS_TOTP_SECRET.replace(/\s/g, '').toUpperCase() }) }
        : {}),
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class OpsApiClient {
  private readonly cookies = new Map<string, string>();
  private readonly base: string;

  constructor(url: string) {
    // The server's origin, with or without the API's prefix.
    this.base = url.replace(/\/+$/, '').replace(new RegExp(`${OPS_API_PREFIX}$`), '');
  }

  /** Calls a route under /ops/api; resolves to its JSON, throws OpsApiError on a refusal. */
  async request(method: string, path: string, body?: unknown): Promise<unknown> {
    if (UNSAFE.has(method) && !this.cookies.has(OPS_XSRF_COOKIE)) {
      // Any answer of the API sets the XSRF cookie; the session's own comes with the login.
      await this.send('GET', '/session');
    }
    const res = await this.send(method, path, body);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): said by the status below.
    }
    if (!res.ok) {
      const status = (json as { status?: { code?: number; msg?: string } } | null)?.status;
      throw new OpsApiError(
        res.status,
        status?.code,
        `${method} ${OPS_API_PREFIX}${path}: ${res.status} ${status?.msg ?? res.statusText}`,
      );
    }
    return json;
  }

  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    // The refusals' messages in English, as the scripts' own are.
    const headers: Record<string, string> = { 'accept-language': 'en-US' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const xsrf = this.cookies.get(OPS_XSRF_COOKIE);
    if (UNSAFE.has(method) && xsrf) headers[OPS_XSRF_HEADER] = xsrf;
    if (this.cookies.size > 0) {
      headers.cookie = Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join('; ');
    }
    let res: Response;
    try {
      res = await fetch(`${this.base}${OPS_API_PREFIX}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'error',
      });
    } catch (error) {
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      throw new OpsApiError(0, undefined, `Cannot reach ${this.base}: ${String(cause)}`);
    }
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Logs in (POST /ops/api/session); throws OpsApiError 401 on a wrong name or password. */
  async login(username: string, password: string, code?: string): Promise<void> {
    await this.request('POST', '/session', { username, password, code });
  }

  /** Ends the session (DELETE /ops/api/session). */
  async logout(): Promise<void> {
    await this.request('DELETE', '/session');
  }

  /** GET /ops/api/users?mobile= (viewer). */
  async userByMobile(mobile: string): Promise<OpsUserLookup> {
    return opsUserLookup.parse(
      await this.request('GET', `/users?mobile=${encodeURIComponent(mobile)}`),
    );
  }

  /** GET /ops/api/drivers/verifications/:userId (viewer). */
  async verification(userId: number): Promise<VerificationDetail> {
    return verificationDetail.parse(await this.request('GET', `/drivers/verifications/${userId}`));
  }

  /** POST /ops/api/drivers/verifications/:userId/review (operator). */
  async review(userId: number, decision: ReviewDecisionRequest): Promise<unknown> {
    return this.request('POST', `/drivers/verifications/${userId}/review`, decision);
  }
}

export interface DriverReview {
  mobile: string;
  decision: 'approve' | 'reject';
  reasons: { field: string; reason: string }[];
}

/**
 * Reviews the driver with this mobile through the API: finds the user, sends the decision, and
 * answers the line the script prints (name, masked ID number, plate, the state after).
 */
export async function reviewDriverByMobile(
  client: OpsApiClient,
  { mobile, decision, reasons }: DriverReview,
): Promise<string> {
  let found: OpsUserLookup;
  try {
    found = await client.userByMobile(mobile);
  } catch (error) {
    if (error instanceof OpsApiError && error.status === 404) {
      throw new OpsApiError(404, error.code, `No user with mobile ${mobile}.`);
    }
    throw error;
  }
  if (found.user.driverState === null) {
    throw new OpsApiError(404, undefined, `${mobile} is not a driver.`);
  }
  const { userId } = found.user;
  // The fields are checked by the API (422 naming an unknown one), as for the console.
  type RejectReasons = Extract<ReviewDecisionRequest, { decision: 'reject' }>['reasons'];
  await client.review(
    userId,
    decision === 'approve' ? { decision } : { decision, reasons: reasons as RejectReasons },
  );
  const row = await client.verification(userId);
  return `${mobile} (${row.name ?? '-'}, ${row.idCardMasked ?? '-'}, ${row.plateNumber ?? '-'}): ${row.state}`;
}
