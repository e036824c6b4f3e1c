// A CSV export of the operator API (docs/decisions/042-csv-exports.md): a declaration with `csv`
// set, whose `response` is one row. The guard is the API's as for any route (ops-api.ts); the
// rows come a page at a time from the database, each checked against the row schema (a field
// the declaration does not name, a whole mobile say, fails the export) and written as they come,
// so memory stays flat whatever the count. Each export writes one audit record with the filters
// and the rows sent, after the last one (or when the download broke off, with `complete: false`).

import { AUDIT_ACTIONS, type AuditAction, type OpsEndpointDef } from '@freight/contract/ops';
import { todayInChina } from '@freight/contract/china-time';
import { isOneOf } from '@freight/contract/one-of';
import { Readable } from 'node:stream';
import type * as z from 'zod';
import { CSV_BOM, type CsvValue, csvLine } from './csv.ts';
import { recordAudit } from '../db/audit.ts';
import { actorOf, type OpsCall, type OpsRoute } from './ops-route.ts';

type CsvEndpoint = OpsEndpointDef & {
  readonly csv: NonNullable<OpsEndpointDef['csv']>;
  readonly response: z.ZodObject;
};

/** The file's name: `<file>-<YYYYMMDD>.csv`, the date China's. */
export function csvFileName(file: string, now: number): string {
  return `${file}-${todayInChina(now).replaceAll('-', '')}.csv`;
}

/**
 * Serves a CSV declaration: `rows` gives the pages of rows for the parsed request (the list's own
 * filters). Refusals before the first row (a bad filter, a failed first read) are the API's usual
 * answers; after it, a failure breaks the download off.
 */
export function serveOpsCsv<E extends CsvEndpoint>(
  endpoint: E,
  rows: (call: OpsCall<E>) => AsyncIterable<readonly z.input<E['response']>[]>,
): OpsRoute {
  const { file, audit: action } = endpoint.csv;
  if (!isOneOf(AUDIT_ACTIONS, action))
    throw new Error(`${endpoint.name}: no audit action ${action}`);
  const row = endpoint.response;
  const columns = Object.keys(row.shape);
  return {
    endpoint,
    method: endpoint.method,
    path: endpoint.path,
    role: endpoint.role,
    ...(endpoint.duringSignIn ? { duringSignIn: endpoint.duringSignIn } : {}),
    // No response schema: the answer is not JSON; each row is checked as it is written.
    schema: {
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
    },
    async handle(parts) {
      const call = parts as OpsCall<E>;
      const { app, reply } = call;
      const actor = actorOf(call.operator);
      const name = csvFileName(file, app.now());
      const filter = { ...(call.params ?? {}), ...(call.query ?? {}) };
      const pages = rows(call)[Symbol.asyncIterator]();
      const lineOf = (value: unknown) => {
        const checked = row.parse(value) as Record<string, CsvValue>;
        return csvLine(columns.map((column) => checked[column]));
      };
      // The first page before the headers: a failure there is still an error answer.
      let next = await pages.next();
      const head = CSV_BOM + csvLine(columns) + (next.done ? '' : next.value.map(lineOf).join(''));

      async function* body(): AsyncGenerator<string> {
        let sent = 0;
        let complete = false;
        try {
          yield head;
          while (!next.done) {
            sent += next.value.length;
            next = await pages.next();
            if (!next.done) yield next.value.map(lineOf).join('');
          }
          complete = true;
        } finally {
          if (!complete) await pages.return?.();
          await recordAudit(
            app.db,
            actor,
            {
              action: action as AuditAction,
              targetKind: 'export',
              targetId: name,
              before: null,
              after: { filter, rows: sent, ...(complete ? {} : { complete: false }) },
            },
            app.now(),
          ).catch((error: unknown) => app.log.error({ err: error }, 'export not audited'));
        }
      }
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
      return reply.send(Readable.from(body(), { objectMode: false }));
    },
  };
}
