// The one request helper of the console: JSON to and from /ops/api (ADR 014), the session cookie
// sent by the browser, the XSRF cookie's value echoed in its header on every change. Every call
// names the contract's declaration of its endpoint (defineOpsEndpoint, ADR 040), which gives the
// method, the path and the types of what is sent and answered; screens read through useOpsQuery
// and change through useOpsMutation, keyed by the endpoint's name. A refusal is the contract's
// envelope with a non-2xx status: it becomes an OpsApiError carrying the code and the message in
// the console's language, which screens show as they are.

import {
  type OpsAnswerOf,
  type OpsEndpointDef,
  opsEndpointPath,
  type OpsRequestOf,
  OPS_XSRF_COOKIE,
  OPS_XSRF_HEADER,
} from '@freight/contract/ops';
import {
  type QueryKey,
  useMutation,
  type UseMutationOptions,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
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
  const url = new URL(path, window.location.origin);
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
  if (!response.ok) throw refusalOf(response, json);
  return json as T;
}

/** A refusal's envelope as an error in the console's language. */
function refusalOf(response: Response, json: unknown): OpsApiError {
  const envelope = json as {
    status?: { code?: number; msg?: string };
    data?: { fields?: FieldProblem[] } | null;
  } | null;
  // A 422 names the fields it refused (`data.fields`), each with what is wrong in words.
  const fields = Array.isArray(envelope?.data?.fields) ? envelope.data.fields : [];
  return new OpsApiError(
    response.status,
    envelope?.status?.code ?? null,
    envelope?.status?.msg ?? response.statusText,
    fields,
    envelope?.data ?? null,
  );
}

interface AnyRequest {
  params?: Readonly<Record<string, string | number>>;
  query?: Query;
  body?: unknown;
}

/** Calls a declared endpoint: its path parameters, its query and its body, typed by the contract. */
export function opsCall<E extends OpsEndpointDef>(
  endpoint: E,
  ...[call]: keyof OpsRequestOf<E> extends never
    ? [call?: OpsRequestOf<E>]
    : [call: OpsRequestOf<E>]
): Promise<OpsAnswerOf<E>> {
  const { params, query, body } = (call ?? {}) as AnyRequest;
  const path = opsEndpointPath(endpoint, params);
  // A POST without a body schema still sends `{}`: the content type the server's parser expects.
  const sent = body ?? (endpoint.method === 'POST' ? {} : undefined);
  return request<OpsAnswerOf<E>>(endpoint.method, path, sent, query);
}

/**
 * Downloads a declared CSV export (ADR 042) with the filters asked: fetched like any read (a
 * refusal becomes an OpsApiError), then saved under the name the server gives.
 */
export async function opsDownload<E extends OpsEndpointDef>(
  endpoint: E,
  call: OpsRequestOf<E>,
): Promise<void> {
  const { params, query } = call as AnyRequest;
  const response = await fetch(urlOf(opsEndpointPath(endpoint, params), query), {
    headers: { accept: 'text/csv, application/json', 'accept-language': currentLanguage() },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not the envelope (a proxy's page): the status says enough.
    }
    throw refusalOf(response, json);
  }
  const named = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = named?.[1] ? decodeURIComponent(named[1]) : `${endpoint.name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The query key of a read: the endpoint's name, then what was asked (see opsInvalidate). */
export function opsQueryKey<E extends OpsEndpointDef>(
  endpoint: E,
  call?: OpsRequestOf<E>,
): QueryKey {
  return call === undefined ? [endpoint.name] : [endpoint.name, call];
}

/** Reads a declared GET endpoint, cached under its name and request. */
export function useOpsQuery<E extends OpsEndpointDef>(
  endpoint: E,
  call: OpsRequestOf<E>,
  options: Omit<UseQueryOptions<OpsAnswerOf<E>, OpsApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<OpsAnswerOf<E>, OpsApiError>({
    queryKey: opsQueryKey(endpoint, call),
    queryFn: () => opsCall(endpoint, call as never),
    ...options,
  });
}

/**
 * Changes through a declared endpoint. `request` makes the call from the mutation's variables
 * (without it the variables are the call); `invalidates` names the reads whose cached answers the
 * change makes stale, every request of each.
 */
export function useOpsMutation<E extends OpsEndpointDef, V = OpsRequestOf<E>>(
  endpoint: E,
  options: Omit<UseMutationOptions<OpsAnswerOf<E>, OpsApiError, V>, 'mutationFn'> & {
    request?: (variables: V) => OpsRequestOf<E>;
    invalidates?: readonly OpsEndpointDef[];
  } = {},
) {
  const client = useQueryClient();
  const { request: toCall, invalidates = [], onSuccess, ...rest } = options;
  return useMutation<OpsAnswerOf<E>, OpsApiError, V>({
    ...rest,
    mutationFn: (variables) => opsCall(endpoint, (toCall ? toCall(variables) : variables) as never),
    onSuccess: async (...args) => {
      await Promise.all(
        invalidates.map((read) => client.invalidateQueries({ queryKey: opsQueryKey(read) })),
      );
      await onSuccess?.(...args);
    },
  });
}
