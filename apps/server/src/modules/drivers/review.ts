// The operator's side of driver verification: approve a submitted profile, or reject it with a
// reason per field that the driver sees next to the field. The operator API
// (/ops/api/drivers/verifications, which scripts/review-driver.ts calls too) runs
// `reviewDriverAudited`, which records the decision in the operators' audit log in the same
// transaction.

import { DRIVER_PROFILE_FIELDS } from '@freight/contract/endpoints/driver';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { qualifyReferral } from '../referrals/public.ts';
import type { PiiVault } from '../../security/pii.ts';
import { type DriverRejectReason, drivers } from '../../db/schema/drivers.ts';
import { type ReviewDecision, stateAfterReview } from './state-machine.ts';

export class ReviewError extends Error {
  override name = 'ReviewError';
  /** Set when the profile is not waiting for review (its state); unset for a malformed decision. */
  readonly state: string | undefined;
  constructor(message: string, state?: string) {
    super(message);
    this.state = state;
  }
}

const FIELDS: ReadonlySet<string> = new Set(DRIVER_PROFILE_FIELDS);

export async function reviewDriver(
  db: Db,
  input: {
    userId: number;
    decision: ReviewDecision;
    reasons: readonly DriverRejectReason[];
    now: number;
    /** For the referral rules' person keys (an approval qualifies referrals). */
    pii: PiiVault;
  },
): Promise<void> {
  const { userId, decision, reasons, now, pii } = input;
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
    const state = row?.state ?? 'not_started';
    throw new ReviewError(
      `This driver's profile is not waiting for review (state: ${state}).`,
      state,
    );
  }
  // The approval is the referral programmes' `verification_approved` event: qualified in the same
  // transaction as the decision, so the event is never lost (docs/decisions/016).
  if (decision === 'approve') {
    await qualifyReferral(db, { inviteeUserId: userId, event: 'verification_approved', now, pii });
  }
}

/** What the audit log keeps of a profile around a review: its state and the reasons given. */
async function reviewSnapshot(db: Db, userId: number) {
  const [row] = await db
    .select({ state: drivers.state, rejectReasons: drivers.rejectReasons })
    .from(drivers)
    .where(eq(drivers.userId, userId))
    .for('update');
  return row ?? null;
}

/**
 * `reviewDriver` by `actor`, recorded in the audit log (`driver_verification.approve` or
 * `.reject`, target `driver` userId, before and after state and reasons) in the same transaction.
 */
export async function reviewDriverAudited(
  db: Db,
  actor: Actor,
  input: Parameters<typeof reviewDriver>[1],
): Promise<void> {
  await audited(db, actor, input.now, async (tx) => {
    const before = await reviewSnapshot(tx, input.userId);
    await reviewDriver(tx, input);
    const after = await reviewSnapshot(tx, input.userId);
    return {
      audit: {
        action: `driver_verification.${input.decision}`,
        targetKind: 'driver',
        targetId: input.userId,
        before,
        after,
      },
      result: undefined,
    };
  });
}
