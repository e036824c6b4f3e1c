// A rejected profile's photos are kept while the driver may still fix and resubmit it, then erased
// (ADR 038; PIPL art. 19 and 47): a profile rejected more than RETENTION_REJECTED_PHOTOS_DAYS ago,
// neither resubmitted nor edited since, loses its photos (the stored files, their uploads rows,
// the keys on the profile) and the driver uploads them again to resubmit. A profile that is
// rejected and not resubmitted is `rejected`, or `in_progress` still carrying the reviewer's
// reasons (they are cleared by the next submission, and an approval has none). Photos of a
// profile under review (`submitted`) or approved are never erased. Replaced photos, no longer on
// any profile, go with the other unused uploads (uploads/retention.ts).

import { and, asc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { daysBefore, inBatches, scheduleHousekeeping } from '../../db/housekeeping.ts';
import { drivers } from '../../db/schema/drivers.ts';
import {
  deleteErasedFiles,
  eraseUploads,
  PHOTO_RETENTION_INTERVAL_MS,
  type UploadStorage,
  uploadStorageFor,
} from '../uploads/public.ts';
import { IMAGE_FIELDS, photoKeysOf } from './profile.ts';

/** Profiles per transaction (up to four photos each). */
const PROFILE_BATCH = 50;
const PROFILE_BATCHES_PER_RUN = 20;

/** Every photo column emptied. */
const NO_PHOTOS = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, null])) as Record<
  (typeof IMAGE_FIELDS)[number],
  null
>;

/**
 * Erases the photos of profiles rejected before `days` ago and untouched since; answers how many
 * profiles lost their photos and how many files the store deleted.
 */
export async function purgeRejectedProfilePhotos(
  db: Db,
  store: UploadStorage,
  now: number,
  days: number,
): Promise<{ profiles: number; filesDeleted: number }> {
  const cutoff = daysBefore(now, days);
  const profiles = await inBatches(PROFILE_BATCH, PROFILE_BATCHES_PER_RUN, () =>
    db.transaction(async (tx) => {
      // Locked as a save locks them (profile-store.ts): a resubmission at this moment either
      // comes first (and the row no longer matches) or waits for the photos to be gone.
      const rows = await tx
        .select({
          userId: drivers.userId,
          idCardFrontKey: drivers.idCardFrontKey,
          idCardBackKey: drivers.idCardBackKey,
          licenceImageKey: drivers.licenceImageKey,
          vehicleLicenceImageKey: drivers.vehicleLicenceImageKey,
        })
        .from(drivers)
        .where(
          and(
            or(
              eq(drivers.state, 'rejected'),
              and(
                eq(drivers.state, 'in_progress'),
                sql`jsonb_array_length(${drivers.rejectReasons}) > 0`,
              ),
            ),
            lt(drivers.reviewedAt, cutoff),
            lt(drivers.updatedAt, cutoff),
            or(...IMAGE_FIELDS.map((field) => isNotNull(drivers[field]))),
          ),
        )
        .orderBy(asc(drivers.reviewedAt))
        .limit(PROFILE_BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const keys = rows.flatMap((row) => photoKeysOf(row));
      await tx
        .update(drivers)
        .set({ ...NO_PHOTOS, updatedAt: new Date(now) })
        .where(
          inArray(
            drivers.userId,
            rows.map((row) => row.userId),
          ),
        );
      await eraseUploads(tx, keys, now);
      return rows.length;
    }),
  );
  return { profiles, filesDeleted: await deleteErasedFiles(db, store) };
}

/** The drivers module's hourly purge; nothing to do without a store (no file can be deleted). */
export function scheduleRejectedPhotoRetention(app: FastifyInstance): void {
  const store = uploadStorageFor(app);
  if (!store) return;
  scheduleHousekeeping(app, 'rejected-photo-retention', PHOTO_RETENTION_INTERVAL_MS, () =>
    purgeRejectedProfilePhotos(app.db, store, app.now(), app.config.retentionRejectedPhotosDays),
  );
}
