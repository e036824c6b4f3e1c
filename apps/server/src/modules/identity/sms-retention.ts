// Stored records of sent text messages are kept RETENTION_SMS_RECORDS_DAYS (30 by default), then
// purged (ADR 038; PIPL art. 19 and 47): `sms_outbox`, where the embedded stand-in writes what it
// "sends" (the mobile number and the text, a login code in it). The real providers' sends are kept
// by the provider's console, not here; login codes themselves are hashed and expire in minutes
// (sms-codes.ts). Purged hourly by every instance, oldest first, in batches.

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { daysBefore, purgeOlderThan, scheduleHousekeeping } from '../../db/housekeeping.ts';
import { smsOutbox } from '../../db/schema/identity.ts';

/** Deletes outbox messages older than `days`; answers how many went. */
export async function purgeOldSmsRecords(db: Db, now: number, days: number): Promise<number> {
  return purgeOlderThan(
    db,
    smsOutbox,
    { id: smsOutbox.id, time: smsOutbox.createdAt },
    daysBefore(now, days),
  );
}

export function scheduleSmsRecordRetention(app: FastifyInstance): void {
  // Whatever the provider now: rows written while the outbox was configured go too.
  scheduleHousekeeping(app, 'sms-record-retention', 3600_000, () =>
    purgeOldSmsRecords(app.db, app.now(), app.config.retentionSmsRecordsDays),
  );
}
