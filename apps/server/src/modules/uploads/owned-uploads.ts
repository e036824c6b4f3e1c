// Whose upload is it? A profile may only reference images its owner uploaded: otherwise a driver
// could put another driver's ID photo (a key seen in a URL) on their own profile.

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploads } from '../../db/schema/uploads.ts';

/** The keys among `keys` that `userId` uploaded. */
export async function ownedUploadKeys(
  db: Db,
  userId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.key, [...keys])));
  return new Set(rows.map((row) => row.key));
}
