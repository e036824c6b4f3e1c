// Which version of an agreement is in effect (agreements/routes.ts).

import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { agreements } from '../../db/schema/agreements.ts';

/** The latest version of the agreement in effect on `today` (a China date), if any. */
export async function agreementInEffect(db: Db, slug: string, today: string) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.slug, slug), lte(agreements.effectiveDate, today)))
    .orderBy(desc(agreements.version))
    .limit(1);
  return row;
}
