// POST /csp-report: browsers send CSP violation reports here (outside the /service gateway: a
// browser cannot sign them). Small bodies only, counted by the per-address limit, stored as they
// came with the fields operators look at first, for 30 days. GET /dev/csp-reports lists them
// outside production.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import { hasUnstorableText } from '../../db/storable.ts';
import { CSP_REPORT_PATH } from '../../security/csp-policy.ts';
import { latestCspReports, purgeOldCspReports, storeCspReports } from './reports.ts';

const MAX_BODY = 16 * 1024;

function clip(value: unknown, length: number): string | null {
  return typeof value === 'string' ? value.slice(0, length) : null;
}

// Where the retention test and the housekeeping below read them.
export { CSP_REPORT_RETENTION_DAYS, purgeOldCspReports } from './reports.ts';

export const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleHousekeeping(app, 'csp-report-retention', 3600_000, () =>
    purgeOldCspReports(app.db, app.now()),
  );
  // Browsers send `application/csp-report` (report-uri) or `application/reports+json`.
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: MAX_BODY },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    },
  );
  app.post(CSP_REPORT_PATH, { bodyLimit: MAX_BODY }, async (request, reply) => {
    const body = request.body as Record<string, unknown> | unknown[] | null;
    const items = Array.isArray(body) ? body : body ? [body] : [];
    const rows = items
      .map((item) => {
        const record = item as Record<string, unknown>;
        const report = (record['csp-report'] ?? record.body ?? null) as Record<
          string,
          unknown
        > | null;
        if (!report || typeof report !== 'object') return null;
        // NUL or a lone surrogate: a report PostgreSQL cannot store is refused (400).
        if (hasUnstorableText(JSON.stringify(report))) return null;
        return {
          documentUri: clip(report['document-uri'] ?? report.documentURL, 2048),
          violatedDirective: clip(report['violated-directive'] ?? report.effectiveDirective, 200),
          blockedUri: clip(report['blocked-uri'] ?? report.blockedURL, 2048),
          raw: report,
          userAgent: clip(request.headers['user-agent'], 500),
        };
      })
      .filter((row) => row !== null)
      .slice(0, 20);
    if (rows.length === 0)
      return reply.code(400).send({ status: { code: 4000, msg: 'Not a CSP report' }, data: null });
    await storeCspReports(app.db, rows);
    return reply.code(204).send();
  });
};

export const cspDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/csp-reports', async () => {
    return { reports: await latestCspReports(app.db, 100) };
  });
};
