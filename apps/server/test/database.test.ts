import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openPostgresDatabase } from '../src/db/database.ts';
import { MIGRATIONS_FOLDER } from '../src/paths.ts';
import { isDatabaseUnavailable } from '../src/db/errors.ts';
import { appMeta } from '../src/db/schema/app-meta.ts';
import { users } from '../src/db/schema/users.ts';
import { runSeeds, type Seed } from '../src/db/seed.ts';
import {
  DEMO_DRIVER_MOBILE,
  DEMO_SHIPPER_MOBILE,
  demoUsersSeed,
} from '../src/modules/users/seed.ts';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helpers/test-app.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('migrations and seeds at start', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    // Empty, not the migrated template: the app's own start is what is tested.
    testDb = await createTestDatabase({ empty: true });
    // Start the app twice on the same database, as a restart (or a second instance) does.
    for (let start = 0; start < 2; start += 1) {
      const t = await buildTestApp({ database: testDb.database });
      await t.close();
    }
  });
  afterAll(() => testDb.destroy());

  const demoUsers = () =>
    testDb.database.db
      .select({ mobile: users.mobile, userType: users.userType })
      .from(users)
      .where(inArray(users.mobile, [DEMO_SHIPPER_MOBILE, DEMO_DRIVER_MOBILE]))
      .orderBy(users.mobile);

  it('applies each committed migration once', async () => {
    const result = await testDb.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    // PGlite answers { rows }, postgres.js an array of rows.
    const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
    expect(rows).toEqual([{ count: journal.entries.length }]);
  });

  it('has the demo shipper and the demo driver exactly once', async () => {
    expect(await demoUsers()).toEqual([
      { mobile: DEMO_SHIPPER_MOBILE, userType: 1 },
      { mobile: DEMO_DRIVER_MOBILE, userType: 3 },
    ]);
    const [record] = await testDb.database.db
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, 'seed:users.demo'));
    expect(record?.value).toBe(String(demoUsersSeed.version));
  });

  it('does not run a recorded seed again, and a repeated seed inserts nothing twice', async () => {
    const { db } = testDb.database;
    expect(
      await runSeeds(db, [demoUsersSeed], { includeDemo: true, context: SEED_CONTEXT }),
    ).toEqual([]);
    await demoUsersSeed.run(db, SEED_CONTEXT);
    expect(await demoUsers()).toHaveLength(2);
  });

  it('leaves demo seeds out in production', async () => {
    const ran: string[] = [];
    const demoOnly: Seed = {
      name: 'test.demo-only',
      version: 1,
      demoOnly: true,
      run: async () => {
        ran.push('demo');
      },
    };
    expect(
      await runSeeds(testDb.database.db, [demoOnly], { includeDemo: false, context: SEED_CONTEXT }),
    ).toEqual([]);
    expect(
      await runSeeds(testDb.database.db, [demoOnly], { includeDemo: true, context: SEED_CONTEXT }),
    ).toEqual(['test.demo-only']);
    expect(ran).toEqual(['demo']);
  });

  it('refreshes a seed at every start, after it is recorded, with the app’s clock', async () => {
    const refreshed: number[] = [];
    const demo: Seed = {
      name: 'test.refreshed',
      version: 1,
      demoOnly: true,
      run: async () => {},
      refresh: async (_db, now) => {
        refreshed.push(now);
      },
    };
    const { db } = testDb.database;
    const start = { includeDemo: true, context: SEED_CONTEXT };
    expect(await runSeeds(db, [demo], { ...start, now: 1000 })).toEqual(['test.refreshed']);
    expect(await runSeeds(db, [demo], { ...start, now: 2000 })).toEqual([]);
    // A demo seed's refresh never runs in production, as its load does not.
    await runSeeds(db, [demo], { includeDemo: false, context: SEED_CONTEXT, now: 3000 });
    expect(refreshed).toEqual([1000, 2000]);
  });

  it('refuses user types and mobiles the platform does not have', async () => {
    const { db } = testDb.database;
    await expect(
      db.insert(users).values({ mobile: '13700000002', userType: 2 as 1 }),
    ).rejects.toThrow();
    await expect(db.insert(users).values({ mobile: '1370000', userType: 1 })).rejects.toThrow();
    await expect(
      db.insert(users).values({ mobile: DEMO_SHIPPER_MOBILE, userType: 1 }),
    ).rejects.toThrow();
  });
});

describe("a test file's database", () => {
  const countOf = async (testDb: TestDatabase, query: ReturnType<typeof sql>) => {
    const result = await testDb.database.db.execute<{ count: number }>(query);
    const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
    return (rows as { count: number }[])[0]?.count;
  };

  it("starts from the run's migrated template, with no seed loaded", async () => {
    const testDb = await createTestDatabase();
    try {
      expect(
        await countOf(testDb, sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
      ).toBe(journal.entries.length);
      expect(await countOf(testDb, sql`select count(*)::int as count from ${users}`)).toBe(0);
    } finally {
      await testDb.destroy();
    }
  });

  it('starts empty when asked to', async () => {
    const testDb = await createTestDatabase({ empty: true });
    try {
      expect(
        await countOf(
          testDb,
          sql`select count(*)::int as count from pg_namespace where nspname = 'drizzle'`,
        ),
      ).toBe(0);
    } finally {
      await testDb.destroy();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the configured database settings', () => {
  it('open PostgreSQL with DB_POOL_SIZE and DB_QUERY_TIMEOUT_MS', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const database = await openDatabase({
      databaseUrl: url,
      dataDir: '/nonexistent',
      dbPoolSize: 2,
      dbQueryTimeoutMs: 1000,
    });
    try {
      expect(database.kind).toBe('postgres');
      const started = Date.now();
      await expect(database.db.execute(sql`select pg_sleep(3)`)).rejects.toSatisfy(
        isDatabaseUnavailable,
      );
      expect(Date.now() - started).toBeLessThan(2500);
      // Four sleeps of 0.6 s on a pool of two with a 1 s deadline: a connection finishes one
      // in time and not a second, so at most two succeed (a pool of ten would run all four),
      // and the others fail within the deadline, waiting for a connection included.
      const started4 = Date.now();
      const waits = await Promise.allSettled(
        [0, 1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.6)`)),
      );
      const ok = waits.filter((w) => w.status === 'fulfilled').length;
      expect(ok).toBeGreaterThanOrEqual(1);
      expect(ok).toBeLessThanOrEqual(2);
      for (const w of waits) {
        if (w.status === 'rejected') expect(isDatabaseUnavailable(w.reason)).toBe(true);
      }
      expect(Date.now() - started4).toBeLessThan(2500);
      await database.db.execute(sql`select 1`);
    } finally {
      await database.close();
    }
  });
});

// postgres.js 3.4.9 ended the process when a transaction's connection closed (issue 41: a
// `ROLLBACK` written to a socket already gone, from a timer no caller can catch), and sent what a
// dead transaction still issued on the connection's next session, outside any transaction.
// patches/postgres+3.4.9.patch (docs/decisions/034); the database-restarts test runs the same
// through two server processes and five restarts of a whole cluster.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a connection that closes under a transaction',
  () => {
    it('fails the transaction, sends none of it on the next session, keeps the process and the pool', async () => {
      const testDb = await createTestDatabase();
      const url = testDb.url as string;
      // One connection: the pool's next session is the dead transaction's connection, reopened.
      const database = await openPostgresDatabase(url, 1, { queryTimeoutMs: 10_000 });
      const killer = await openPostgresDatabase(url, 1);
      const uncaught: unknown[] = [];
      const record = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', record);
      process.on('unhandledRejection', record);
      try {
        let pid: number | undefined;
        let late: Promise<string> | undefined;
        let otherOutcome: string | undefined;
        let callbackEnded = () => {};
        const ended = new Promise<void>((resolve) => (callbackEnded = resolve));
        const transaction = database.db.transaction(async (tx) => {
          const [row] = (await tx.execute<Record<string, unknown>>(
            sql`select pg_backend_pid() as pid`,
          )) as {
            pid: number;
          }[];
          pid = row?.pid;
          // Waits for the pool's only connection, which this transaction holds.
          const other = database.db.execute(sql`select 2 as two`);
          // In flight when the backend goes, and one more statement sent behind it.
          const queued = tx.insert(appMeta).values({ key: 'closed-tx:queued', value: 'x' });
          await Promise.all([tx.execute(sql`select pg_sleep(5)`), queued]).catch(async (error) => {
            // The pool reopened the connection for the other statement; the transaction's code
            // goes on after its failure, as careless code may, and sends one more statement.
            otherOutcome = await other.then(
              () => 'served',
              (otherError: unknown) => String((otherError as Error).cause ?? otherError),
            );
            late = tx
              .insert(appMeta)
              .values({ key: 'closed-tx:late', value: 'x' })
              .then(
                () => 'sent',
                (lateError: unknown) => (isDatabaseUnavailable(lateError) ? 'refused' : 'other'),
              );
            callbackEnded();
            throw error;
          });
        });
        while (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
        await killer.db.execute(sql`select pg_terminate_backend(${pid})`);
        await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
        await ended;
        // The pool's connection, reopened, served the statement that waited for it.
        expect(otherOutcome).toBe('served');
        expect(await late).toBe('refused');
        // Timers and immediates of the closed connection have run: nothing was thrown by them.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(uncaught).toEqual([]);
        // The same pool serves, and nothing of the dead transaction reached the database.
        expect(await database.db.execute(sql`select 1 as one`)).toEqual([{ one: 1 }]);
        const rows = await database.db
          .select({ key: appMeta.key })
          .from(appMeta)
          .where(sql`${appMeta.key} like 'closed-tx:%'`);
        expect(rows).toEqual([]);
      } finally {
        process.off('uncaughtException', record);
        process.off('unhandledRejection', record);
        await killer.close();
        await database.close();
        await testDb.destroy();
      }
    });
  },
);
