// Opens the database: embedded PostgreSQL (PGlite, on disk under DATA_DIR) by default, a real
// PostgreSQL when DATABASE_URL is set (docs/design.md §2). Both speak the same schema and migrations;
// repositories only see `Db`, never the driver.

import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { settleWithin } from '../deadline.ts';
import { dbMetrics } from '../metrics.ts';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { DatabaseTimeoutError, isDatabaseUnavailable } from './errors.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** What repositories and seeds use: a Drizzle database (or transaction) over our schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs and error messages (never credentials). */
  readonly location: string;
  /** Resolves when `select 1` answers within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /**
   * Applies the committed migrations, then runs `afterMigrations` (the seeds), while no other
   * server instance does the same (PostgreSQL advisory lock; PGlite has a single process).
   */
  setUp(afterMigrations: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface PgliteOptions {
  /**
   * A data directory saved with PGlite's `dumpDataDir` to start from instead of a new one: tests
   * load a migrated one, which is faster than creating a database and migrating it.
   */
  loadDataDir?: Blob;
}

/**
 * PGlite in `dataDir` (created if missing), or in memory when `dataDir` is undefined (tests).
 * First open of a new directory takes seconds and ~0.5-0.9 GB of memory (measured on the build
 * machine).
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: PgliteOptions = {},
): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite does not lock its directory: two servers on one DATA_DIR would corrupt it.
    releaseLock = acquireDataDirLock(join(dataDir, 'pglite.lock'));
  }
  const path = dataDir === undefined ? undefined : join(dataDir, 'pglite');
  let client: PGlite;
  try {
    client = new PGlite({ dataDir: path, loadDataDir: options.loadDataDir });
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw new Error(`Cannot open the embedded database in ${path ?? 'memory'}`, { cause: error });
  }
  countPgliteErrors(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    location: path ?? 'memory',
    ping: (timeoutMs) =>
      // PGlite cannot cancel a query; a late one is simply no longer waited for.
      settleWithin(client.query('select 1'), timeoutMs, timedOut(timeoutMs, 'ping'), () => {}).then(
        () => {},
      ),
    async setUp(afterMigrations) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrations(db);
    },
    async close() {
      if (!client.closed) await client.close();
      releaseLock();
    },
  };
}

/** Counts a failed database call (metrics.ts): unavailable (db/errors.ts) or any other. */
function countFailure(error: unknown): void {
  dbMetrics.errors.inc({ kind: isDatabaseUnavailable(error) ? 'unavailable' : 'query' });
}

/**
 * Counts the failures of PGlite's calls outside a transaction (Drizzle's statements and
 * transactions; the statements inside a transaction fail it, and are counted with it).
 */
function countPgliteErrors(client: PGlite): void {
  const { query, transaction } = client;
  const counted = <T>(work: Promise<T>) => {
    work.then(undefined, countFailure);
    return work;
  };
  client.query = ((...args: Parameters<PGlite['query']>) =>
    counted(query.apply(client, args))) as PGlite['query'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    counted(transaction.apply(client, args))) as PGlite['transaction'];
}

/**
 * How long the server waits on PostgreSQL (docs/decisions/010-database-deadlines.md). A database
 * that is stopped, unreachable or slow must turn into a prompt 503 answer, never a request that
 * hangs: the H5 has no timeout of its own (SPEC §9) and a phone would spin forever.
 */
export interface DatabaseDeadlines {
  /** Opening one connection: TCP, startup and authentication. */
  connectTimeoutMs: number;
  /**
   * One database call as the caller sees it: a statement, or a whole transaction, from the moment
   * it is issued (waiting for a free connection included) to its answer. When it passes, the call
   * fails with DatabaseTimeoutError (503) and the statement is cancelled so its connection frees.
   */
  queryTimeoutMs: number;
  /**
   * PostgreSQL's own `statement_timeout`: the server stops a statement that runs (or waits for a
   * lock) this long, even when we are no longer listening.
   */
  statementTimeoutMs: number;
  /**
   * PostgreSQL's `idle_in_transaction_session_timeout`: the server ends a session that keeps a
   * transaction open and idle this long (a client that went away), releasing its locks.
   */
  idleInTransactionTimeoutMs: number;
  /** Longest pause before reconnecting after a failed connection (postgres.js's backoff). */
  maxReconnectDelayMs: number;
}

export const DEFAULT_DATABASE_DEADLINES: DatabaseDeadlines = {
  connectTimeoutMs: 1000,
  queryTimeoutMs: 1500,
  statementTimeoutMs: 1500,
  idleInTransactionTimeoutMs: 5000,
  maxReconnectDelayMs: 250,
};

// Shared by the request pool and the one-connection pool of migrations and seeds.
const baseOptions = {
  // Without this postgres.js prints every NOTICE (e.g. "schema already exists") to the console.
  onnotice: () => {},
  connection: { application_name: 'freight-server' },
} as const;

function poolOptions(deadlines: DatabaseDeadlines) {
  return {
    ...baseOptions,
    // postgres.js counts these in seconds.
    connect_timeout: deadlines.connectTimeoutMs / 1000,
    // Its default backoff grows to 20 s after a few failed connections (shared by the whole
    // pool): once the database is back, requests would still wait that long. A short, capped
    // pause keeps a stopped database from being hammered and lets a restarted one serve at once.
    backoff: (retries: number) =>
      Math.min(deadlines.maxReconnectDelayMs, 25 * 2 ** Math.min(retries, 10)) / 1000,
    // Idle connections go after a minute, so a pool that grew during a burst (or that holds
    // connections from before an outage) is renewed instead of kept forever.
    idle_timeout: 60,
    connection: {
      ...baseOptions.connection,
      statement_timeout: deadlines.statementTimeoutMs,
      idle_in_transaction_session_timeout: deadlines.idleInTransactionTimeoutMs,
    },
  };
}

type PendingQuery = postgres.PendingQuery<postgres.Row[]>;

/**
 * Asks PostgreSQL to stop `query` and lets it go from postgres.js's queue. Query#cancel drops the
 * promise of its cancel request, and that request fails (unhandled, fatal for the process) when
 * the database is unreachable: call the canceller itself and swallow its outcome. The query's own
 * rejection reaches whoever awaits it.
 */
function cancelQuietly(query: PendingQuery): void {
  const internal = query as unknown as {
    canceller?: ((query: PendingQuery) => Promise<void>) | null;
  };
  const canceller = internal.canceller;
  if (typeof canceller !== 'function') return;
  internal.canceller = null;
  try {
    Promise.resolve(canceller(query)).catch(() => {});
  } catch {
    // nothing to stop
  }
}

/** The error of a database call that ran out of time (settleWithin, deadline.ts), counted. */
const timedOut =
  (ms: number, call: 'statement' | 'transaction' | 'ping' = 'statement') =>
  () => {
    dbMetrics.deadlineHits.inc();
    return new DatabaseTimeoutError(ms, call);
  };

/**
 * Counts a call of the pool (a statement outside a transaction, or a transaction) for the metrics:
 * one more in flight until `work` (the call itself, not its deadline) settles; a wait when as many
 * were already in flight as the pool has connections (it queued, or went down a busy connection);
 * a failure of `answer` (what the caller gets, the deadline's error included).
 */
function countPoolCall(poolSize: number, work: PromiseLike<unknown>, answer: Promise<unknown>) {
  if (dbMetrics.callStarted() >= poolSize) dbMetrics.poolWaits.inc();
  const ended = () => dbMetrics.callEnded();
  work.then(ended, ended);
  answer.then(undefined, countFailure);
}

/** The statements and state of one transaction (or of the pool, outside any transaction). */
interface Scope {
  /** The transaction ran out of time: nothing more is sent in it. */
  expired: boolean;
  /** Statements sent and not yet answered, cancelled when the transaction runs out of time. */
  readonly pending: Set<PendingQuery>;
}

/**
 * What Drizzle sees instead of the postgres.js client: the same client, whose statements
 * (`unsafe`, with or without `.values()`) and transactions (`begin`, `savepoint`) each answer
 * within `ms` or fail with DatabaseTimeoutError. Drizzle only awaits `unsafe(...)` and
 * `unsafe(...).values()`, and calls `begin`/`savepoint` with a callback.
 */
function boundedClient(
  client: postgres.Sql,
  ms: number,
  scope?: Scope,
  poolSize = 1,
): postgres.Sql {
  const statement = (query: PendingQuery) => {
    let running: Promise<unknown> | undefined;
    const run = () => {
      if (running) return running;
      if (scope?.expired) {
        running = Promise.reject(new DatabaseTimeoutError(ms));
        return running;
      }
      scope?.pending.add(query);
      running = settleWithin(query, ms, timedOut(ms), () => cancelQuietly(query)).finally(() =>
        scope?.pending.delete(query),
      );
      // Inside a transaction a statement uses the transaction's connection, and fails it.
      if (!scope) countPoolCall(poolSize, query, running);
      return running;
    };
    return {
      values() {
        // Only switches the statement to rows as arrays: it runs when run() awaits it.
        void query.values();
        return run();
      },
      then<A, B>(
        onFulfilled?: ((value: unknown) => A | PromiseLike<A>) | null,
        onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
      ) {
        return run().then(onFulfilled, onRejected);
      },
    };
  };

  const transaction = (
    start: (callback: (sql: postgres.Sql) => Promise<unknown>) => Promise<unknown>,
    callback: (sql: postgres.Sql) => unknown,
  ) => {
    const inner: Scope = { expired: false, pending: new Set() };
    const work = start(async (sql) => {
      // A transaction that got its connection only after its caller gave up does nothing.
      if (inner.expired) throw new DatabaseTimeoutError(ms, 'transaction');
      return callback(boundedClient(sql, ms, inner));
    });
    const answer = settleWithin(work, ms, timedOut(ms, 'transaction'), () => {
      // Rolls the transaction back: its statement in flight fails, and no further one is sent.
      inner.expired = true;
      for (const query of inner.pending) cancelQuietly(query);
    });
    // A savepoint is inside its transaction, which counts it.
    if (!scope) countPoolCall(poolSize, work, answer);
    return answer;
  };

  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<postgres.Sql['unsafe']>) => statement(target.unsafe(...args));
      }
      if (property === 'begin' || property === 'savepoint') {
        const method = property;
        return (...args: unknown[]) => {
          const callback = args.pop() as (sql: postgres.Sql) => unknown;
          const start = (wrapped: (sql: postgres.Sql) => Promise<unknown>) =>
            (Reflect.get(target, method) as (...a: unknown[]) => Promise<unknown>)(
              ...args,
              wrapped,
            );
          return transaction(start, callback);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

let driverChecked = false;

/**
 * postgres.js 3.4.9 ends the process when a connection closes under a transaction (a database
 * restart; docs/decisions/034). `patches/postgres+3.4.9.patch` fixes it and `npm ci` applies it
 * (the root's postinstall, scripts/patch-dependencies.mjs); a tree installed without install
 * scripts would start and then die at the first restart, so it is refused here instead.
 */
function assertDriverPatched(): void {
  if (driverChecked) return;
  // The CommonJS entry (what `require` resolves to); the ES modules the server loads sit beside.
  const cjs = dirname(createRequire(import.meta.url).resolve('postgres'));
  for (const file of [join(cjs, 'connection.js'), join(cjs, '../../src/connection.js')]) {
    if (!readFileSync(file, 'utf8').includes('freight-patch')) {
      throw new Error(
        `postgres.js is not patched (${file}): run \`node scripts/patch-dependencies.mjs\`, or \`npm ci\` with its install scripts (docs/decisions/034)`,
      );
    }
  }
  driverChecked = true;
}

// Any constant shared by every instance; identifies "schema migration and seeding" among locks.
const SETUP_LOCK_KEY = 7_210_003;

/** The URL without its password, for logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}

/**
 * A pool on a PostgreSQL server. Connects lazily: an unreachable server shows on first query.
 * Every call answers within the deadlines (DEFAULT_DATABASE_DEADLINES unless given).
 */
export async function openPostgresDatabase(
  url: string,
  poolSize = 10,
  deadlineOverrides: Partial<DatabaseDeadlines> = {},
): Promise<Database> {
  assertDriverPatched();
  const deadlines = { ...DEFAULT_DATABASE_DEADLINES, ...deadlineOverrides };
  const client = postgres(url, { ...poolOptions(deadlines), max: poolSize });
  const db = drizzlePostgres(boundedClient(client, deadlines.queryTimeoutMs, undefined, poolSize), {
    schema,
  });
  return {
    db,
    kind: 'postgres',
    location: redactDatabaseUrl(url),
    ping: (timeoutMs) => {
      const query = client`select 1`;
      return settleWithin(query.execute(), timeoutMs, timedOut(timeoutMs, 'ping'), () =>
        cancelQuietly(query),
      ).then(() => {});
    },
    async setUp(afterMigrations) {
      // A session-level advisory lock needs one connection for the whole setup: a pool of one.
      // Instances starting together wait here instead of racing on CREATE SCHEMA/TABLE. No
      // statement deadline here: waiting for another instance's migrations is expected, and a
      // migration may take longer than a request's statement.
      const setupClient = postgres(url, {
        ...baseOptions,
        connect_timeout: Math.max(10, deadlines.connectTimeoutMs / 1000),
        max: 1,
      });
      try {
        await setupClient`select pg_advisory_lock(${SETUP_LOCK_KEY})`;
        const setupDb = drizzlePostgres(setupClient, { schema });
        await migratePostgres(setupDb, { migrationsFolder: MIGRATIONS_FOLDER });
        await afterMigrations(setupDb);
        await setupClient`select pg_advisory_unlock(${SETUP_LOCK_KEY})`;
      } finally {
        // Ending the session also releases the lock if anything above failed.
        await setupClient.end({ timeout: 5 });
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only: connections per server instance (DB_POOL_SIZE). */
  dbPoolSize?: number;
  /** PostgreSQL only: the per-call deadline and statement_timeout (DB_QUERY_TIMEOUT_MS). */
  dbQueryTimeoutMs?: number;
}

/** PostgreSQL when a URL is configured, else PGlite in DATA_DIR/pglite. */
export function openDatabase(settings: DatabaseSettings): Promise<Database> {
  const { databaseUrl, dataDir, dbPoolSize, dbQueryTimeoutMs } = settings;
  if (!databaseUrl) return openPgliteDatabase(dataDir);
  const deadlines =
    dbQueryTimeoutMs === undefined
      ? {}
      : { queryTimeoutMs: dbQueryTimeoutMs, statementTimeoutMs: dbQueryTimeoutMs };
  return openPostgresDatabase(databaseUrl, dbPoolSize, deadlines);
}
