// Builds the app for `app.inject` tests on a fresh database per test file: PGlite in memory by
// default, or, when TEST_DATABASE_URL points at a PostgreSQL 15 server (scripts/pg15.mjs sets it),
// a database created for the file on that server and dropped afterwards. Either starts as a copy of
// the run's migrated template (template-database.ts), so a file does not migrate its own.
// When REDIS_URL is set (scripts/redis.mjs sets it), apps keep their hot state in that Redis, as
// in production, under a key prefix of their database's: apps sharing a database share it, and
// files running at the same time never see each other's counters.
//
//   let t: TestApp;
//   beforeAll(async () => { t = await buildTestApp(); });
//   afterAll(() => t.close());
//   const res = await t.app.inject({ method: 'GET', url: '/healthz' });

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import {
  type Database,
  openPgliteDatabase,
  openPostgresDatabase,
  redactDatabaseUrl,
} from '../../src/db/database.ts';
import type { DomainModule } from '../../src/http/domain-module.ts';
import { databaseUrl } from './template-database.ts';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database, or undefined for in-memory PGlite. */
  url: string | undefined;
  /** Closes the database and, on PostgreSQL, drops it. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** No migrations applied (for tests of the migrations themselves); else a migrated copy. */
  empty?: boolean;
}

/**
 * A database of the file's own, migrated (a copy of the run's template) unless `empty`. No seeds:
 * the app loads them when it starts, as it applies any migration still missing.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Absent when the server project's globalSetup did not run: then every database starts empty.
  const template = options.empty ? undefined : inject('templateDatabase');
  if (!serverUrl) {
    const database = await openPgliteDatabase(
      undefined,
      template?.kind === 'pglite'
        ? { loadDataDir: new Blob([readFileSync(template.dumpFile)]) }
        : {},
    );
    return { database, url: undefined, destroy: () => database.close() };
  }

  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const from = template?.kind === 'postgres' ? ` template "${template.name}"` : '';
  try {
    await admin.unsafe(`create database "${name}"${from}`);
  } catch (error) {
    await admin.end();
    throw new Error(`Cannot create a test database on ${redactDatabaseUrl(serverUrl)}`, {
      cause: error,
    });
  }
  const url = databaseUrl(serverUrl, name);
  // Two test files run at once, each with an app pool, a setup connection and this admin one.
  const database = await openPostgresDatabase(url, 4);
  return {
    database,
    url,
    async destroy() {
      await database.close();
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/**
 * The configuration a test app runs with: NODE_ENV=test, silent logs, a temporary DATA_DIR, an
 * H5_DIST and H5_SCREENS that do not exist unless the test gives them, and the run's REDIS_URL if any, with a
 * key prefix of its own.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const id = randomUUID();
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(tmpdir(), `freight-test-data-${id}`),
      H5_DIST: join(tmpdir(), `freight-test-no-h5-${id}`),
      H5_SCREENS: join(tmpdir(), `freight-test-no-h5-screens-${id}`),
      REDIS_URL: process.env.REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix(),
    }),
    ...overrides,
  };
}

/** A Redis key prefix no other test app uses. */
export function redisKeyPrefix(): string {
  return `fy:test:${randomUUID().slice(0, 8)}:`;
}

// One prefix per database: two apps on one database (one handle, or two pools on one PostgreSQL
// database, known by its URL) are two instances of one deployment.
const redisPrefixes = new WeakMap<Database, string>();
const redisPrefixesByUrl = new Map<string, string>();
function redisKeyPrefixOf(database: Database): string {
  const url = database.kind === 'postgres' ? database.location : undefined;
  let prefix = redisPrefixes.get(database) ?? (url ? redisPrefixesByUrl.get(url) : undefined);
  if (!prefix) {
    prefix = redisKeyPrefix();
    redisPrefixes.set(database, prefix);
    if (url) redisPrefixesByUrl.set(url, prefix);
  }
  return prefix;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Share a database between apps (e.g. to start twice on the same data); closed by its owner. */
  database?: Database;
  modules?: readonly DomainModule[];
  /** Fastify's logger option, e.g. `{ level: 'error', stream }` to assert on log lines. */
  logger?: FastifyServerOptions['logger'];
  /** The app's clock in milliseconds (e.g. a `TestClock`'s `now`); `Date.now` by default. */
  now?: () => number;
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** Closes the app and, if this helper created the database, destroys it. */
  close(): Promise<void>;
}

/** Builds the app, waits until it is ready (migrations and seeds applied) and returns it. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const created = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? (created as TestDatabase).database;
  const config = testConfig({ redisKeyPrefix: redisKeyPrefixOf(database), ...options.config });
  const app = buildApp({
    config,
    db: database,
    logger: options.logger ?? false,
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    await created?.destroy();
    throw error;
  }
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await created?.destroy();
      // Whatever the app stored under its own temporary DATA_DIR (uploads) goes too.
      if (!options.config?.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock a test moves by hand; starts at the real time so signed requests look normal. */
export class TestClock {
  #ms = Date.now();
  readonly now = () => this.#ms;
  advance(seconds: number): void {
    this.#ms += seconds * 1000;
  }
}

/** A temporary directory removed by the returned function. */
export function makeTempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
