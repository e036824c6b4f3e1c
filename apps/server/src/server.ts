// Boots the app: reads the configuration once, listens, prints where to open the H5 in each host,
// and shuts down cleanly on SIGINT/SIGTERM. Every failure we can foresee at start (bad config,
// port taken, database unreachable or locked) ends in one line on stderr and exit code 1.
// Human-readable lines go to stderr; stdout carries only the JSON logs.

import { type AddressInfo, createServer } from 'node:net';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { describeConfiguration } from './configured.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { redactDatabaseUrl } from './db/database.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { resetDemoOperator } from './modules/operators/accounts.ts';

// Behind a load balancer, idle keep-alive connections must outlive the balancer's (often 60 s),
// or it reuses a socket we just closed. Uploads from phones on weak 4G get two minutes.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const HEADERS_TIMEOUT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 120_000;
// In-flight requests get this long to finish after a stop signal; then we exit regardless.
const SHUTDOWN_GRACE_MS = 10_000;

/** How to try the H5 in each host it runs in (docs/design.md §4): a user agent token to add. */
const HOSTS_TO_TRY = [
  { label: 'WeChat', route: '#/customer/download', userAgent: 'MicroMessenger/8.0.49' },
  { label: 'shipper app', route: '#/customer/download', userAgent: 'FYNewCustomer/5.4.0' },
  { label: 'driver app', route: '#/driver/download', userAgent: 'FYLucky/5.4.0' },
];

function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function rootCauseMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

function describeStartupError(error: unknown, config: Config): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const where = `${config.host}:${config.port}`;
  if (code === 'EADDRINUSE') {
    return `Cannot listen on ${where}: the port is already in use. Stop the other process or set PORT.`;
  }
  if (code === 'EACCES') {
    return `Cannot listen on ${where}: permission denied (ports below 1024 need privileges). Set PORT.`;
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `Cannot listen on ${where}: HOST is not an address of this machine. Set HOST.`;
  }
  if (error instanceof DataDirLockedError) return error.message;
  const database = config.databaseUrl
    ? `the database at ${redactDatabaseUrl(config.databaseUrl)}`
    : `the embedded database in ${config.dataDir}`;
  if (isDatabaseUnavailable(error)) {
    return `Cannot reach ${database}: ${rootCauseMessage(error)}. Check DATABASE_URL and that PostgreSQL is running.`;
  }
  return `Cannot start: ${rootCauseMessage(error)} (database: ${database}).`;
}

function printWhereToOpen(
  config: Config,
  address: AddressInfo,
  demoOperator: { username: string; password: string; totpSecret: string } | undefined,
) {
  // A wildcard bind address is not something to type into a browser.
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  const origin = `http://${host}:${address.port}`;
  const lines = [
    `Freight H5 server (${config.env}) listening on ${origin}`,
    `  Open:            ${origin}/`,
    ...HOSTS_TO_TRY.map(
      ({ label, route, userAgent }) =>
        `  As ${`${label}:`.padEnd(14)}${origin}/${route}   (user agent with ${userAgent})`,
    ),
    `  Health:          ${origin}/healthz`,
    `  Console:         ${origin}/ops/   (operations console, desktop)`,
  ];
  if (config.publicOrigin) lines.push(`  Public origin:   ${config.publicOrigin}/`);
  lines.push(...describeConfiguration(config));
  // Outside production only: the demo admin of the operator API, with this start's password and
  // TOTP secret (an authenticator app takes it as typed; the console's browser tests compute codes).
  if (demoOperator) {
    lines.push(
      `  Operator API:    ${origin}/ops/api/   (demo admin ${demoOperator.username}, password ${demoOperator.password})`,
      `                   (its second factor's TOTP secret ${demoOperator.totpSecret})`,
    );
  }
  process.stderr.write(`${lines.join('\n')}\n`);
}

/** Binds and releases the port: a taken port then fails in milliseconds, before the database opens. */
function checkPortIsFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) exitWith(error.message);
  throw error;
}

try {
  // Port 0 means "any free port": nothing to check.
  if (config.port !== 0) await checkPortIsFree(config.host, config.port);
} catch (error) {
  exitWith(describeStartupError(error, config));
}

const app = buildApp({ config });
app.server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
app.server.headersTimeout = HEADERS_TIMEOUT_MS;
app.server.requestTimeout = REQUEST_TIMEOUT_MS;

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'start failed');
  await app.close().catch(() => {});
  exitWith(describeStartupError(error, config));
}
// A new password for the demo admin at each start, never in production (no demo seeds there).
const demoOperator =
  config.env === 'production'
    ? undefined
    : await resetDemoOperator(app.db, app.pii).catch((error: unknown) => {
        app.log.warn({ err: error }, 'demo operator not reset');
        return undefined;
      });
printWhereToOpen(config, app.server.address() as AddressInfo, demoOperator);

// One way out once the server listens: stop accepting connections, let in-flight requests finish
// (at most SHUTDOWN_GRACE_MS), close the database, then exit with the most serious code asked for.
let exitCode: number | undefined;
function shutDown(code: number): void {
  const first = exitCode === undefined;
  exitCode = Math.max(exitCode ?? 0, code);
  if (!first) return;
  setTimeout(() => exitWith('Shutdown took too long: exiting.'), SHUTDOWN_GRACE_MS).unref();
  app.close().then(
    () => process.exit(exitCode),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (exitCode !== undefined)
      exitWith(`${signal} again: exiting without waiting for requests to finish.`);
    app.log.info({ signal }, 'shutting down');
    shutDown(0);
  });
}

// An error nothing handled (a throw in a timer or a driver's callback, a rejected promise nobody
// awaited) leaves the process in a state nobody planned: it is logged, the requests in flight are
// finished as on SIGTERM, and the process exits 1 so that its supervisor starts a fresh one
// (deploy/freight-server.service). It never goes on half alive, nor dies mid-request.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    app.log.fatal(
      { err: error, event },
      'unhandled error: finishing requests in flight, then exiting',
    );
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(
      `Unhandled error (${event}): ${detail}\nFinishing requests in flight, then exiting with 1.\n`,
    );
    shutDown(1);
  });
}
