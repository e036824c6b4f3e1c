// Whose upload is it? A record may only reference images its owner uploaded: otherwise a driver
// could put another driver's ID photo (a key seen in a URL) on their own profile, or a user
// another user's photo in a post. Drivers' profiles, party posts and road reports check here,
// through the store (upload-storage.ts `ownedKeys`: a bucket records a key the first time).

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { type FieldProblem, validationFailed } from '../../http/validation-failed.ts';
import type { UploadStorage } from './upload-storage.ts';

/** Who uploaded what: the store's answer (storage-for.ts `uploadsFor`). */
export type UploadOwnership = Pick<UploadStorage, 'ownedKeys'>;

/** The keys among `keys` that `userId` uploaded, as recorded in `uploads`. */
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

/** An image a request names, at the field that names it. */
export interface NamedUpload {
  field: string;
  key: string;
}

/**
 * A problem at each field whose key `userId` did not upload (someone else's, or none at all);
 * empty when every one is theirs. The caller refuses with them (VALIDATION_FAILED).
 */
export async function notOwnUploads(
  store: UploadOwnership,
  userId: number,
  images: readonly NamedUpload[],
): Promise<FieldProblem[]> {
  const owned = await store.ownedKeys(
    userId,
    images.map((image) => image.key),
  );
  return images
    .filter((image) => !owned.has(image.key))
    .map(({ field }) => ({ field, message: 'is not an image you uploaded' }));
}

/**
 * A post's photos (`photoKeys`, in the order shown) checked before anything is stored: a key
 * given twice is refused at its second place (rule `invalid`), one the caller did not upload at
 * its place; all of them at once, in field order (VALIDATION_FAILED). Party posts and road
 * reports take their photos so.
 */
export async function refuseForeignPhotoKeys(
  store: UploadOwnership,
  userId: number,
  photoKeys: readonly string[],
): Promise<void> {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  const named = photoKeys.flatMap((key, i) => {
    const field = `photoKeys.${i}`;
    if (seen.has(key)) {
      problems.push({ field, rule: 'invalid' });
      return [];
    }
    seen.add(key);
    return [{ field, key }];
  });
  problems.push(...(await notOwnUploads(store, userId, named)));
  if (problems.length > 0) {
    const index = (problem: FieldProblem) => Number(problem.field.slice('photoKeys.'.length));
    throw validationFailed(problems.sort((a, b) => index(a) - index(b)));
  }
}
