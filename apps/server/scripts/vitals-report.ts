// Field Web Vitals, p75 per route and metric, from the database the server uses (DATABASE_URL,
// else the embedded one in DATA_DIR):
//
//   npm run vitals:report                  # the last 28 days, as a table
//   npm run vitals:report -- --days 7 --json
//
// The embedded database admits one process at a time: stop the server first, use PostgreSQL, or
// ask the running server (GET /ops/api/vitals, same JSON).

import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import {
  DEFAULT_SUMMARY_DAYS,
  type VitalsSummary,
  vitalsSummary,
} from '../src/modules/analytics/vitals.ts';

const USAGE = 'usage: vitals-report.ts [--days N (1-365)] [--json]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parseArgs(argv: string[]) {
  let days = DEFAULT_SUMMARY_DAYS;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') json = true;
    else if (arg === '--days') {
      days = Number(argv[++i]);
      if (!Number.isInteger(days) || days < 1 || days > 365)
        fail(`--days wants 1 to 365.\n${USAGE}`);
    } else fail(`Unknown argument "${arg}".\n${USAGE}`);
  }
  return { days, json };
}

/** A plain-text table: one line per route and metric, the unit beside the value. */
function formatSummary(summary: VitalsSummary, days: number): string {
  const header = `Field Web Vitals, p75 per route, last ${days} days (since ${summary.since})`;
  if (summary.rows.length === 0) return `${header}\n(no measurements yet)\n`;
  const lines = summary.rows.map((row) => [
    row.route,
    row.metric,
    row.metric === 'CLS' ? row.p75.toFixed(3) : `${row.p75} ms`,
    row.rating,
    String(row.samples),
  ]);
  const table = [['route', 'metric', 'p75', 'rating', 'samples'], ...lines];
  const widths = table[0]!.map((_, column) =>
    Math.max(...table.map((line) => line[column]!.length)),
  );
  const text = table.map((line) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  '),
  );
  return `${header}\n${text.join('\n')}\n`;
}

const { days, json } = parseArgs(process.argv.slice(2));

let database: Database;
try {
  database = await openDatabase(loadConfig());
  // A database this server never started on gets its tables first (and then reports nothing).
  await database.setUp(async () => {});
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
try {
  const summary = await vitalsSummary(database.db, new Date(Date.now() - days * 24 * 3600 * 1000));
  process.stdout.write(
    json ? `${JSON.stringify({ days, ...summary }, null, 2)}\n` : formatSummary(summary, days),
  );
} finally {
  await database.close();
}
