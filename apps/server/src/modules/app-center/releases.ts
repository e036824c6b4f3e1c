// Which release of an app the app centre offers (app-center/routes.ts).

import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appReleases } from '../../db/schema/app-releases.ts';

/** The latest release of the app out by `now`: one scheduled for later is not offered yet. */
export async function currentRelease(
  db: Db,
  appName: (typeof appReleases.$inferSelect)['app'],
  now: number,
) {
  const [release] = await db
    .select()
    .from(appReleases)
    .where(and(eq(appReleases.app, appName), lte(appReleases.releasedAt, new Date(now))))
    .orderBy(desc(appReleases.releasedAt), desc(appReleases.id))
    .limit(1);
  return release;
}
