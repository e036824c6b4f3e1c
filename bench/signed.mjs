// What the benchmarks send, made by the tests' own signed client (apps/server/test/helpers:
// SignedClient over HTTP), so no benchmark has a copy of the signing, the encryption, the cookie
// jar or the log-in: a change of the contract reaches them all.

import { tsImport } from 'tsx/esm/api';

const here = import.meta.url;
export const { SignedClient } = await tsImport('../apps/server/test/helpers/signed.ts', here);
export const { httpTarget } = await tsImport('../apps/server/test/helpers/http-target.ts', here);
export const { logIn, outboxCode } = await tsImport('../apps/server/test/helpers/login.ts', here);
const { decode } = await tsImport('../packages/contract/src/node.ts', here);
const { DEV_ENCRYPT_KEY } = await tsImport('../packages/contract/src/config-defaults.ts', here);

/** A client of the server at `url` logged in as `mobile` (a driver unless told), from `ip`. */
export async function loggedIn(url, mobile, { userType = 3, ip, timeoutMs } = {}) {
  const target = httpTarget(url, timeoutMs ? { timeoutMs } : {});
  const api = new SignedClient(target, ip ? { ip } : {});
  await logIn(api, mobile, userType, () => outboxCode(target, mobile, ip));
  return api;
}

/**
 * One request for autocannon, signed now with its own nonce (the replay memory refuses a signature
 * twice): `{ method, path, headers, body }`, with the client's address as X-Forwarded-For.
 */
export async function prepared(api, path, method, fields) {
  const request = await api.build(path, { method, fields });
  return {
    method: request.method,
    path: request.url,
    headers: { ...request.headers, 'x-forwarded-for': request.remoteAddress },
    ...(request.payload === undefined ? {} : { body: request.payload }),
  };
}

/** The envelope of an answer's body as autocannon hands it over (decrypted when it was). */
export function envelopeOf(body) {
  return JSON.parse(body.startsWith('{') ? body : decode(body, DEV_ENCRYPT_KEY));
}
