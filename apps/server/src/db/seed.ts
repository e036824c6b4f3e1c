// Seed data that the server loads at start, once per seed version (docs/design.md §2): demo accounts
// in development and test, and later the operators' content (activities, prizes, articles...).

import { eq } from 'drizzle-orm';
import type { PiiVault } from '../security/pii.ts';
import type { Db } from './database.ts';
import { appMeta } from './schema/app-meta.ts';

/** What seeds and startup steps may need besides the database: the keys of data at rest. */
export interface SeedContext {
  /** Seals and hashes personal identifiers (src/security/pii.ts) under the server's PII_KEY. */
  pii: PiiVault;
}

export interface Seed {
  /** Unique across modules, e.g. 'users.demo'; recorded in app_meta as `seed:<name>`. */
  name: string;
  /** Raise it when the seed's content changes, so that existing databases load it again. */
  version: number;
  /** Demo data (e.g. demo accounts) is never loaded in production. */
  demoOnly: boolean;
  /** Must be idempotent (INSERT ... ON CONFLICT DO NOTHING): a crash between run and record repeats it. */
  run(db: Db, context: SeedContext): Promise<void>;
  /**
   * Runs at every start after the seeds, in its own transaction (and, like the seed, never in
   * production when it is demo data): keeps what the seed loaded current where a fixed date would
   * age out of the window it is shown in, e.g. the demo road reports, shown for 72 hours
   * (modules/epidemic/seed.ts). Must be idempotent; `now` is the app's clock at the start.
   */
  refresh?(db: Db, now: number): Promise<void>;
}

/**
 * Work on stored data that SQL migrations cannot do (it needs a key from the environment), run at
 * every start after the migrations and before the seeds, under the same lock, each in its own
 * transaction: e.g. sealing ID numbers an older release stored in clear (ADR 036). Must be
 * idempotent, and cheap when there is nothing left to do. Answers how many rows it changed.
 */
export interface StartupStep {
  /** Unique across modules, e.g. 'drivers.seal-id-card-numbers'; named in the start's log. */
  name: string;
  run(db: Db, context: SeedContext): Promise<number>;
}

/** Runs every step, each in its own transaction; answers the rows each one changed, by name. */
export async function runStartupSteps(
  db: Db,
  steps: readonly StartupStep[],
  context: SeedContext,
): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  for (const step of steps) {
    changed[step.name] = await db.transaction((tx) => step.run(tx, context));
  }
  return changed;
}

/**
 * Runs every seed whose recorded version is older than its own, each in its own transaction with
 * its record, so a seed is loaded once per version and a deleted demo row is not resurrected
 * on every start; then every seed's `refresh`. Returns the names of the seeds that ran.
 */
export async function runSeeds(
  db: Db,
  seeds: readonly Seed[],
  {
    includeDemo,
    context,
    now = Date.now(),
  }: { includeDemo: boolean; context: SeedContext; now?: number },
): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    if (seed.demoOnly && !includeDemo) continue;
    const key = `seed:${seed.name}`;
    const didRun = await db.transaction(async (tx) => {
      const [recorded] = await tx.select().from(appMeta).where(eq(appMeta.key, key));
      if (recorded && Number(recorded.value) >= seed.version) return false;
      await seed.run(tx, context);
      const value = String(seed.version);
      await tx
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
      return true;
    });
    if (didRun) ran.push(seed.name);
  }
  for (const seed of seeds) {
    if (seed.demoOnly && !includeDemo) continue;
    const refresh = seed.refresh?.bind(seed);
    if (refresh) await db.transaction((tx) => refresh(tx, now));
  }
  return ran;
}
