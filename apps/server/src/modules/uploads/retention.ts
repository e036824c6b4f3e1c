// Uploaded photos are kept no longer than they are needed (ADR 038; PIPL art. 19 and 47). An upload
// that no record names (a driver's profile photo, a party post's or a road report's photos) and
// that is older than RETENTION_REJECTED_PHOTOS_DAYS is erased: a photo the driver replaced, one
// uploaded for a form never sent. The period is counted from the upload, so a fresh photo awaiting
// its form's submission is never taken from under it. Photos a record names are never touched
// here; a rejected profile's are erased by the drivers module (drivers/photo-retention.ts).
//
// An erasure drops the `uploads` row and queues the key in `upload_erasures` in one transaction;
// the store's file is deleted after the commit and the key leaves the queue then. A store that
// fails leaves the key queued, asked again at the next run: no file is forgotten.

import { VERIFICATION_PHOTOS } from '@freight/contract/ops';
import { and, asc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { daysBefore, inBatches, scheduleHousekeeping } from '../../db/housekeeping.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { roadReports } from '../../db/schema/epidemic.ts';
import { partyPosts } from '../../db/schema/party.ts';
import { uploadErasures, uploads } from '../../db/schema/uploads.ts';
import { uploadStorageFor } from './storage-for.ts';
import type { UploadStorage } from './upload-storage.ts';

/** Uploads erased per transaction: each is a file for the store to delete after the commit. */
const ERASE_BATCH = 200;
/** Batches per run: a backlog (the first run on a year of uploads) is worked off over runs. */
const ERASE_BATCHES_PER_RUN = 10;
/** Runs hourly in every instance; a photo outlives its period by an hour at most. */
export const PHOTO_RETENTION_INTERVAL_MS = 3600_000;

/**
 * Where records name uploads: every driver photo column (the contract's VERIFICATION_PHOTOS, the
 * drivers module's IMAGE_FIELDS) and the photo lists of party posts and road reports. A new column
 * holding upload keys belongs here, or its photos are erased after the period.
 */
function namedByARecord(): SQL {
  const inDrivers = or(...VERIFICATION_PHOTOS.map((field) => eq(drivers[field], uploads.key)));
  return sql.join(
    [
      sql`exists (select 1 from ${drivers} where ${inDrivers})`,
      sql`exists (select 1 from ${partyPosts} where ${partyPosts.photoKeys} @> jsonb_build_array(${uploads.key}))`,
      sql`exists (select 1 from ${roadReports} where ${roadReports.photoKeys} @> jsonb_build_array(${uploads.key}))`,
    ],
    sql` or `,
  );
}

/**
 * Erases the uploads of `keys` inside the caller's transaction: their rows go (nobody can name
 * them on a record any more) and the keys are queued for the store (`deleteErasedFiles`).
 */
export async function eraseUploads(tx: Db, keys: readonly string[], now: number): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(uploads).where(inArray(uploads.key, [...keys]));
  await tx
    .insert(uploadErasures)
    .values(keys.map((key) => ({ key, queuedAt: new Date(now) })))
    .onConflictDoNothing({ target: uploadErasures.key });
}

/** Deletes the queued files from the store, oldest first; answers how many left the queue. */
export function deleteErasedFiles(db: Db, store: UploadStorage): Promise<number> {
  return inBatches(ERASE_BATCH, ERASE_BATCHES_PER_RUN, async () => {
    const queued = await db
      .select({ key: uploadErasures.key })
      .from(uploadErasures)
      .orderBy(asc(uploadErasures.queuedAt))
      .limit(ERASE_BATCH);
    if (queued.length === 0) return 0;
    const keys = queued.map((row) => row.key);
    await store.remove(keys);
    await db.delete(uploadErasures).where(inArray(uploadErasures.key, keys));
    return keys.length;
  });
}

/**
 * Erases uploads older than `days` that no record names, and deletes their files; answers how
 * many were erased and how many files the store deleted (queued ones included).
 */
export async function purgeUnusedUploads(
  db: Db,
  store: UploadStorage,
  now: number,
  days: number,
): Promise<{ erased: number; filesDeleted: number }> {
  const cutoff = daysBefore(now, days);
  const erased = await inBatches(ERASE_BATCH, ERASE_BATCHES_PER_RUN, () =>
    db.transaction(async (tx) => {
      const unused = await tx
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(lt(uploads.createdAt, cutoff), sql`not (${namedByARecord()})`))
        .orderBy(asc(uploads.createdAt))
        .limit(ERASE_BATCH)
        // Another instance purging at the same moment takes other rows.
        .for('update', { skipLocked: true });
      const found = unused.map((row) => row.key);
      await eraseUploads(tx, found, now);
      return found.length;
    }),
  );
  return { erased, filesDeleted: await deleteErasedFiles(db, store) };
}

/** The uploads module's hourly purge; nothing to do without a store (no file can be deleted). */
export function scheduleUploadRetention(app: FastifyInstance): void {
  const store = uploadStorageFor(app);
  if (!store) return;
  scheduleHousekeeping(app, 'upload-retention', PHOTO_RETENTION_INTERVAL_MS, () =>
    purgeUnusedUploads(app.db, store, app.now(), app.config.retentionRejectedPhotosDays),
  );
}
