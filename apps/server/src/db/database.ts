// Opens the database: embedded PostgreSQL (PGlite, on disk under DATA_DIR) by default, a real
// PostgreSQL when DATABASE_URL is set (DESIGN.md §2). Both speak the same schema and migrations;
// repositories only see `Db`, never the driver.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** What repositories and seeds use: a Drizzle database (or transaction) over our schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

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

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * PGlite in `dataDir` (created if missing), or in memory when `dataDir` is undefined (tests).
 * First open of a new directory takes seconds and ~0.5-0.9 GB of memory (TOOLCHAIN.md).
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite does not lock its directory: two servers on one DATA_DIR would corrupt it.
    releaseLock = acquireDataDirLock(join(dataDir, 'pglite.lock'));
  }
  const path = dataDir === undefined ? undefined : join(dataDir, 'pglite');
  let client: PGlite;
  try {
    client = new PGlite(path);
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw new Error(`Cannot open the embedded database in ${path ?? 'memory'}`, { cause: error });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    location: path ?? 'memory',
    ping: (timeoutMs) =>
      withTimeout(client.query('select 1'), timeoutMs, 'select 1').then(() => {}),
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

const postgresOptions = {
  // Without this postgres.js prints every NOTICE (e.g. "schema already exists") to the console.
  onnotice: () => {},
  connect_timeout: 10,
  connection: { application_name: 'freight-server' },
} as const;

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

/** A pool on a PostgreSQL server. Connects lazily: an unreachable server shows on first query. */
export async function openPostgresDatabase(url: string, poolSize = 10): Promise<Database> {
  const client = postgres(url, { ...postgresOptions, max: poolSize });
  const db = drizzlePostgres(client, { schema });
  return {
    db,
    kind: 'postgres',
    location: redactDatabaseUrl(url),
    ping: (timeoutMs) =>
      withTimeout(client`select 1`.execute(), timeoutMs, 'select 1').then(() => {}),
    async setUp(afterMigrations) {
      // A session-level advisory lock needs one connection for the whole setup: a pool of one.
      // Instances starting together wait here instead of racing on CREATE SCHEMA/TABLE.
      const setupClient = postgres(url, { ...postgresOptions, max: 1 });
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
}

/** PostgreSQL when a URL is configured, else PGlite in DATA_DIR/pglite. */
export function openDatabase({ databaseUrl, dataDir }: DatabaseSettings): Promise<Database> {
  return databaseUrl ? openPostgresDatabase(databaseUrl) : openPgliteDatabase(dataDir);
}
