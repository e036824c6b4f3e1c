// Vitest globalSetup of the server project: migrates one database before any test file runs, and
// every file starts from a copy of it instead of migrating a new one (test-app.ts). On PostgreSQL
// (TEST_DATABASE_URL) it is a template database, copied with CREATE DATABASE … TEMPLATE; on PGlite
// a migrated data directory dumped to a file, loaded with PGlite's `loadDataDir`. Migrations only:
// each app still applies them at start (nothing left to apply) and loads its seeds as before.
// One per run, under a name of its own, so runs on one server never share or race for it.
// It also makes sure redis-server is installed (apt, scripts/redis.mjs) before any file starts its
// own, so that a first install on a clean machine is not counted against a test's time-outs.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { ensureRedisServer } from '../../../../scripts/redis.mjs';
import { openPostgresDatabase } from '../../src/db/database.ts';
import { MIGRATIONS_FOLDER } from '../../src/paths.ts';

export type TemplateDatabase =
  { kind: 'postgres'; name: string } | { kind: 'pglite'; dumpFile: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplate(serverUrl: string) {
  const name = `test_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
    const database = await openPostgresDatabase(databaseUrl(serverUrl, name), 1);
    try {
      await database.setUp(async () => {});
    } finally {
      await database.close();
    }
    // No connections from now on: CREATE DATABASE … TEMPLATE refuses a template in use.
    await admin.unsafe(`alter database "${name}" with is_template true allow_connections false`);
  } finally {
    await admin.end();
  }
  return {
    template: { kind: 'postgres', name } as const,
    async remove() {
      const end = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await end.unsafe(`alter database "${name}" with is_template false`);
        await end.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await end.end();
      }
    },
  };
}

async function pgliteTemplate() {
  const client = new PGlite();
  let dump: Blob;
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    // Compressed: a tenth of the size, and as fast to load as the raw tar.
    dump = await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'freight-test-template-'));
  const dumpFile = join(dir, 'pglite.tar.gz');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { kind: 'pglite', dumpFile } as const,
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export default async function setup(project: TestProject) {
  try {
    ensureRedisServer();
  } catch (error) {
    // Not fatal here: the files that need it fail when they start it, naming the cause.
    process.stderr.write(`[setup] redis-server: ${(error as Error).message}\n`);
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { template, remove } = serverUrl
    ? await postgresTemplate(serverUrl)
    : await pgliteTemplate();
  project.provide('templateDatabase', template);
  return remove;
}
