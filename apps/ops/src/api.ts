// The one request helper of the console: JSON to and from /ops/api (ADR 014), the session cookie
// sent by the browser, the XSRF cookie's value echoed in its header on every change. A refusal is
// the contract's envelope with a non-2xx status: it becomes an OpsApiError carrying the code and
// the message in the console's language, which screens show as they are.

import { OPS_API_PREFIX, OPS_XSRF_COOKIE, OPS_XSRF_HEADER } from '@freight/contract/ops';
import { currentLanguage } from './i18n';

/** A field the server refused (a 422's `data.fields`), with what is wrong in words. */
export interface FieldProblem {
  field: string;
  message?: string;
}

export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
    readonly fields: readonly FieldProblem[] = [],
    /** The envelope's `data` (e.g. what a sign-in still needs). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'OpsApiError';
  }
}

function cookie(name: string): string | null {
  const found = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${encodeURIComponent(name)}=`));
  return found ? decodeURIComponent(found.slice(found.indexOf('=') + 1)) : null;
}

type Query = Record<string, string | number | undefined>;

function urlOf(path: string, query?: Query): string {
  const url = new URL(`${OPS_API_PREFIX}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function request<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  if (method !== 'GET') {
    headers[OPS_XSRF_HEADER] = cookie(OPS_XSRF_COOKIE) ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
  }
  const response = await fetch(urlOf(path, query), {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const envelope = json as {
      status?: { code?: number; msg?: string };
      data?: { fields?: FieldProblem[] } | null;
    } | null;
    // A 422 names the fields it refused (`data.fields`), each with what is wrong in words.
    const fields = Array.isArray(envelope?.data?.fields) ? envelope.data.fields : [];
    throw new OpsApiError(
      response.status,
      envelope?.status?.code ?? null,
      envelope?.status?.msg ?? response.statusText,
      fields,
      envelope?.data ?? null,
    );
  }
  return json as T;
}

export const opsApi = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, undefined, query),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
