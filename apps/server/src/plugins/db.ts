// Opens the database (unless one is handed in, as tests do), applies the committed migrations and
// loads the seeds before the server takes traffic (the startup steps between the two), and closes it when the app closes.
// Decorates the app with `database` (the handle: ping, close) and `db` (Drizzle, for repositories).

import fp from 'fastify-plugin';
import { type Database, type Db, openDatabase } from '../db/database.ts';
import { runSeeds, runStartupSteps, type Seed, type StartupStep } from '../db/seed.ts';
import type { PiiVault } from '../security/pii.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export interface DbPluginOptions {
  /** An already opened database; the app then leaves closing it to the caller. */
  database?: Database | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolSize: number;
  dbQueryTimeoutMs: number;
  seeds: readonly Seed[];
  includeDemoSeeds: boolean;
  /** Run at every start after the migrations, before the seeds (db/seed.ts `StartupStep`). */
  startupSteps: readonly StartupStep[];
  /** The keys of data at rest, for the steps and seeds. */
  pii: PiiVault;
  /** The app's clock, for the seeds' `refresh` (db/seed.ts). */
  now: () => number;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const started = Date.now();
    const owned = options.database === undefined;
    const database = options.database ?? (await openDatabase(options));
    let seeded: string[] = [];
    let converted: Record<string, number> = {};
    const context = { pii: options.pii };
    try {
      await database.setUp(async (db) => {
        converted = await runStartupSteps(db, options.startupSteps, context);
        seeded = await runSeeds(db, options.seeds, {
          includeDemo: options.includeDemoSeeds,
          context,
          now: options.now(),
        });
      });
    } catch (error) {
      if (owned) await database.close().catch(() => {});
      throw error;
    }
    app.log.info(
      {
        database: database.kind,
        location: database.location,
        converted,
        seeded,
        ms: Date.now() - started,
      },
      'database ready',
    );

    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
