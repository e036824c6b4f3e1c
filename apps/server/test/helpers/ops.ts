// A client of the operator API (/ops/api) as the console is: a cookie jar (the operator session's
// HttpOnly cookie and the readable XSRF cookie), the XSRF cookie sent back as X-OPS-XSRF-TOKEN on
// unsafe methods, and its own client address so per-address login limits do not couple tests.
//
//   const admin = new OpsClient(t.app);
//   await admin.login('admin-1', PASSWORD);
//   const res = await admin.request('GET', '/audit');

import {
  OPERATOR_ROLES,
  OPS_API_PREFIX,
  OPS_XSRF_COOKIE,
  OPS_XSRF_HEADER,
  type OperatorRole,
} from '@freight/contract/ops';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import { eq } from 'drizzle-orm';
import { generateSecret, generateSync } from 'otplib';
import { operators } from '../../src/db/schema/operators.ts';
import { createOperator } from '../../src/modules/operators/accounts.ts';
import { sealTotpSecret } from '../../src/modules/operators/totp-vault.ts';

let clients = 0;

export interface OpsCallOptions {
  body?: unknown;
  /** The XSRF header: the jar's cookie (default), a given value, or none (false). */
  xsrf?: string | false;
  headers?: Record<string, string>;
}

export class OpsClient {
  readonly cookies = new Map<string, string>();
  readonly ip: string;

  /** A client of its own address, or of `ip` (two browsers of one office). */
  constructor(
    readonly app: App,
    ip?: string,
  ) {
    clients += 1;
    this.ip = ip ?? `10.77.${(clients >> 8) & 255}.${clients & 255}`;
  }

  async request(
    method: NonNullable<InjectOptions['method']>,
    path: string,
    options: OpsCallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(String(method));
    if (unsafe && options.xsrf === undefined && !this.cookies.has(OPS_XSRF_COOKIE)) {
      await this.request('GET', '/session');
    }
    const xsrf = options.xsrf === undefined ? this.cookies.get(OPS_XSRF_COOKIE) : options.xsrf;
    const headers: Record<string, string> = { ...options.headers };
    if (unsafe && xsrf) headers[OPS_XSRF_HEADER.toLowerCase()] = xsrf;
    if (this.cookies.size > 0) {
      headers.cookie = Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join('; ');
    }
    const res = await this.app.inject({
      method,
      url: `${OPS_API_PREFIX}${path}`,
      remoteAddress: this.ip,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  /**
   * Logs in, with a code of `totpSecret` (an enrolled second factor) when given; throws unless it
   * succeeded.
   */
  async login(username: string, password: string, totpSecret?: string): Promise<void> {
    const code = totpSecret === undefined ? undefined : totpCode(totpSecret, this.app.now());
    const res = await this.request('POST', '/session', { body: { username, password, code } });
    if (res.statusCode !== 200)
      throw new Error(`ops login ${username}: ${res.statusCode} ${res.body}`);
  }
}

const lastSteps = new Map<string, number>();

/**
 * A TOTP code of `secret` at `nowMs` that the server has not seen yet: each code is good once, so
 * a second login within the same 30 s takes the next step's (the server allows one step of drift).
 */
export function totpCode(secret: string, nowMs: number): string {
  const current = Math.floor(nowMs / 30_000);
  const last = lastSteps.get(secret) ?? -1;
  const step = Math.max(current, last + 1);
  if (step > current + 1) throw new Error('no unused TOTP code until the clock moves on');
  lastSteps.set(secret, step);
  return generateSync({ secret, epoch: step * 30 });
}

/**
 * Enrols a second factor for an operator straight in the table (as a confirmed enrolment would),
 * with a known secret the test computes codes of; answers the secret.
 */
export async function enrolSecondFactor(
  app: App,
  operatorId: number,
  secret = generateSecret(),
): Promise<string> {
  await app.db
    .update(operators)
    .set({
      // Sealed, as the server stores it (ADR 037, addendum).
      totpSecret: sealTotpSecret(app.pii, secret),
      totpEnrolledAt: new Date(app.now()),
      totpLastStep: null,
    })
    .where(eq(operators.id, operatorId));
  return secret;
}

/** Who creates the operators a test sets up directly (the audit log's actor). */
export const TEST_SETUP = { operatorId: null, name: 'test-setup' };

/**
 * One operator of each role (`admin-1`, `operator-1`, `viewer-1`), each logged in with a client
 * of its own: `as(role)` is that client, `idOf(role)` the account's id.
 */
export async function operatorsOfEachRole(app: App, password: string) {
  const clients = new Map<OperatorRole, OpsClient>();
  const ids = new Map<OperatorRole, number>();
  for (const role of OPERATOR_ROLES) {
    const username = `${role}-1`;
    ids.set(
      role,
      await createOperator(app.db, TEST_SETUP, { username, password, role }, app.now()),
    );
    const client = new OpsClient(app);
    await client.login(username, password);
    clients.set(role, client);
  }
  return {
    as: (role: OperatorRole) => clients.get(role) as OpsClient,
    idOf: (role: OperatorRole) => ids.get(role) as number,
  };
}
