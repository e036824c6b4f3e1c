// Seed data that the server loads at start, once per seed version (DESIGN.md §2): demo accounts
// in development and test, and later the operators' content (activities, prizes, articles...).

import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { appMeta } from './schema/app-meta.ts';

export interface Seed {
  /** Unique across modules, e.g. 'users.demo'; recorded in app_meta as `seed:<name>`. */
  name: string;
  /** Raise it when the seed's content changes, so that existing databases load it again. */
  version: number;
  /** Demo data (e.g. demo accounts) is never loaded in production. */
  demoOnly: boolean;
  /** Must be idempotent (INSERT ... ON CONFLICT DO NOTHING): a crash between run and record repeats it. */
  run(db: Db): Promise<void>;
}

/**
 * Runs every seed whose recorded version is older than its own, each in its own transaction with
 * its record, so a seed is loaded once per version and a deleted demo row is not resurrected
 * on every start. Returns the names of the seeds that ran.
 */
export async function runSeeds(
  db: Db,
  seeds: readonly Seed[],
  { includeDemo }: { includeDemo: boolean },
): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    if (seed.demoOnly && !includeDemo) continue;
    const key = `seed:${seed.name}`;
    const didRun = await db.transaction(async (tx) => {
      const [recorded] = await tx.select().from(appMeta).where(eq(appMeta.key, key));
      if (recorded && Number(recorded.value) >= seed.version) return false;
      await seed.run(tx);
      const value = String(seed.version);
      await tx
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
      return true;
    });
    if (didRun) ran.push(seed.name);
  }
  return ran;
}
