// Upload grants past use (uploads/routes.ts schedules the sweep): one indexed DELETE.

import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploadTokens } from '../../db/schema/uploads.ts';

/** Drops the grants that expired before `before`. */
export function dropGrantsExpiredBefore(db: Db, before: Date) {
  return db.delete(uploadTokens).where(lt(uploadTokens.expiresAt, before));
}
