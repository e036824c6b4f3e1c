// The operator's side of driver verification: approve a submitted profile, or reject it with a
// reason per field that the driver sees next to the field (scripts/review-driver.ts runs this
// until an operations console exists).

import { DRIVER_PROFILE_FIELDS } from '@freight/contract/endpoints/driver';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type DriverRejectReason, drivers } from '../../db/schema/drivers.ts';
import { type ReviewDecision, stateAfterReview } from './state-machine.ts';

export class ReviewError extends Error {
  override name = 'ReviewError';
}

const FIELDS: ReadonlySet<string> = new Set(DRIVER_PROFILE_FIELDS);

export async function reviewDriver(
  db: Db,
  input: {
    userId: number;
    decision: ReviewDecision;
    reasons: readonly DriverRejectReason[];
    now: number;
  },
): Promise<void> {
  const { userId, decision, reasons, now } = input;
  if (decision === 'reject' && reasons.length === 0) {
    throw new ReviewError(
      'A rejection needs at least one reason (field:text), for the driver to act on.',
    );
  }
  if (decision === 'approve' && reasons.length > 0) {
    throw new ReviewError('An approval takes no reasons.');
  }
  for (const { field, reason } of reasons) {
    if (!FIELDS.has(field)) {
      throw new ReviewError(
        `Unknown field "${field}"; one of: ${DRIVER_PROFILE_FIELDS.join(', ')}`,
      );
    }
    if (reason.trim().length === 0 || reason.length > 200) {
      throw new ReviewError(`The reason for ${field} must have 1 to 200 characters.`);
    }
  }
  // Only a submitted profile is reviewed: the condition makes a double review a no-op refusal.
  const updated = await db
    .update(drivers)
    .set({
      state: stateAfterReview(decision),
      rejectReasons: reasons.map(({ field, reason }) => ({ field, reason: reason.trim() })),
      reviewedAt: new Date(now),
      updatedAt: new Date(now),
    })
    .where(and(eq(drivers.userId, userId), eq(drivers.state, 'submitted')))
    .returning({ userId: drivers.userId });
  if (updated.length === 0) {
    const [row] = await db
      .select({ state: drivers.state })
      .from(drivers)
      .where(eq(drivers.userId, userId));
    throw new ReviewError(
      `This driver's profile is not waiting for review (state: ${row?.state ?? 'not_started'}).`,
    );
  }
}
