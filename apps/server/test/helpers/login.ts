// Logs a client in as the H5 does (send an SMS code, read it from the embedded outbox, log in),
// so that endpoint tests call the API with a real session through the gateway.
//
//   const driver = await loginAs(t, '13900000003', 3);
//   const res = await driver.post('/service/driver-service/api/app/driver/getDetail', {});

import { newRequestId } from './request-ids.ts';
import { SignedClient, type SignedTarget } from './signed.ts';
import type { TestApp } from './test-app.ts';

let clients = 0;

/**
 * A SignedClient logged in as `mobile` (signed up as `userType` when new). Each client gets its own
 * address, so that per-address limits on SMS codes do not couple the tests of one file.
 */
export async function loginAs(t: TestApp, mobile: string, userType: 1 | 3): Promise<SignedClient> {
  clients += 1;
  const ip = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  const api = new SignedClient(t.app, { ip, now: () => t.app.now() });
  await logIn(api, mobile, userType, () => outboxCode(t.app, mobile));
  return api;
}

/**
 * The SMS code last sent to `mobile` by `target`'s server (its dev outbox: `app.inject`, or a
 * server process through `httpTarget`), asked from `ip` when given (a server with TRUST_PROXY
 * counts it under that address's limit).
 */
export async function outboxCode(
  target: SignedTarget,
  mobile: string,
  ip?: string,
): Promise<string | undefined> {
  const raw = await target.inject({
    method: 'GET',
    url: `/dev/sms-outbox?mobile=${mobile}`,
    ...(ip ? { remoteAddress: ip } : {}),
  });
  const outbox = raw.json<{ messages?: { code: string | null }[] }>();
  if (!outbox.messages) throw new Error(`sms outbox: ${raw.statusCode} ${raw.body}`);
  return outbox.messages[0]?.code ?? undefined;
}

/** Logs `api` in as the H5 does; `readCode` reads the code the server sent. */
export async function logIn(
  api: SignedClient,
  mobile: string,
  userType: 1 | 3,
  readCode: () => Promise<string | null | undefined>,
): Promise<void> {
  const sent = await api.post('/service/oms-service/api/auth/sms/send', { mobile, userType });
  if (sent.envelope.status?.code !== 0) {
    throw new Error(`send a code to ${mobile}: ${JSON.stringify(sent.envelope.status)}`);
  }
  const code = await readCode();
  const login = await api.post('/service/oms-service/api/auth/sms/login', {
    mobile,
    code,
    userType,
    requestId: newRequestId('login'),
  });
  if (login.envelope.status?.code !== 0) {
    throw new Error(`log in as ${mobile}: ${JSON.stringify(login.envelope.status)}`);
  }
}

/** A client without a session (it still gets the XSRF cookie, as a browser would). */
export function anonymous(t: TestApp): SignedClient {
  clients += 1;
  return new SignedClient(t.app, {
    ip: `10.200.${(clients >> 8) & 255}.${clients & 255}`,
    now: () => t.app.now(),
  });
}
