// A referral qualifies on its programme's event (the invitee's first completed shipment, or their
// verification approved) and is then paid, once (docs/decisions/016):
// - `qualifyReferral` moves each of the invitee's `registered` referrals whose programme counts
//   this event to `qualified` under the referral's row lock, so of any number of parallel events
//   one moves it; one that comes too late expires it, and one whose invitee now shares an
//   identifier with the inviter withholds it (`same_person`);
// - `payReferralReward` credits the rewards and moves `qualified` to `rewarded` in one transaction,
//   under the same lock, with the ledger keys `referral:<id>:inviter` / `:invitee`: paid once
//   however often it runs. A payment that fails leaves the referral `qualified`, and the
//   housekeeping job pays it later.
// Both take a database or the caller's transaction (the driver review qualifies inside its own).

import type { QualifyEvent, ReferralState } from '@freight/contract/endpoints/referral';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { referralProgrammes, referrals } from '../../db/schema/referrals.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { credit } from '../value/public.ts';
import type { PiiVault } from '../../security/pii.ts';
import { recordPersonKeys, sharedKeyKind } from './person-keys.ts';
import { programmeById } from './programmes.ts';

/** Qualified referrals paid per housekeeping run. */
const PAY_BATCH = 100;

async function lockReferral(tx: Db, id: number) {
  const [row] = await tx.select().from(referrals).where(eq(referrals.id, id)).for('update');
  return row;
}

export interface QualifyOutcome {
  referralId: number;
  /** The state the referral is in after this event. */
  state: ReferralState;
}

export async function qualifyReferral(
  db: Db,
  input: { inviteeUserId: number; event: QualifyEvent; now: number; pii: PiiVault },
): Promise<QualifyOutcome[]> {
  const { inviteeUserId, event, now, pii } = input;
  const open = await db
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(referralProgrammes, eq(referralProgrammes.campaignId, referrals.programmeId))
    .where(
      and(
        eq(referrals.inviteeUserId, inviteeUserId),
        eq(referrals.state, 'registered'),
        eq(referralProgrammes.qualifyEvent, event),
      ),
    );
  const outcomes: QualifyOutcome[] = [];
  for (const { id } of open) {
    const state = await db.transaction(async (tx): Promise<ReferralState | null> => {
      const row = await lockReferral(tx, id);
      if (!row) return null;
      if (row.state !== 'registered') return row.state as ReferralState;
      if (row.expiresAt.getTime() <= now) {
        await tx.update(referrals).set({ state: 'expired' }).where(eq(referrals.id, id));
        return 'expired';
      }
      // What the invitee proved since (an ID number at verification) may tie them to the inviter.
      await recordPersonKeys(tx, pii, row.inviteeUserId, now);
      await recordPersonKeys(tx, pii, row.inviterUserId, now);
      if (await sharedKeyKind(tx, row.inviterUserId, row.inviteeUserId)) {
        await tx
          .update(referrals)
          .set({ state: 'withheld', reason: 'same_person' })
          .where(eq(referrals.id, id));
        return 'withheld';
      }
      await tx
        .update(referrals)
        .set({ state: 'qualified', qualifiedAt: new Date(now) })
        .where(eq(referrals.id, id));
      return 'qualified';
    });
    if (state === null) continue;
    outcomes.push({
      referralId: id,
      state: state === 'qualified' ? await payOrLeave(db, id, now) : state,
    });
  }
  return outcomes;
}

/** Pays now; a failure leaves it qualified for the housekeeping job (the event is not lost). */
async function payOrLeave(db: Db, id: number, now: number): Promise<ReferralState> {
  try {
    return await payReferralReward(db, id, now);
  } catch {
    return 'qualified';
  }
}

/** Credits a qualified referral's rewards and marks it rewarded; returns the state it is in. */
export async function payReferralReward(db: Db, id: number, now: number): Promise<ReferralState> {
  return db.transaction(async (tx) => {
    const row = await lockReferral(tx, id);
    if (!row) throw new Error(`no referral ${id}`);
    if (row.state !== 'qualified') return row.state as ReferralState;
    const programme = await programmeById(tx, row.programmeId);
    if (!programme) throw new Error(`referral ${id}: no programme ${row.programmeId}`);
    const payments = [
      { role: 'inviter' as const, userId: row.inviterUserId, reward: programme.inviterReward },
      ...(programme.inviteeReward
        ? [{ role: 'invitee' as const, userId: row.inviteeUserId, reward: programme.inviteeReward }]
        : []),
    ];
    // Accounts locked in user id order, so two payments never wait on each other crosswise.
    payments.sort((a, b) => a.userId - b.userId);
    const entries: Partial<Record<'inviter' | 'invitee', number>> = {};
    for (const { role, userId, reward } of payments) {
      const entry = await credit(tx, {
        userId,
        asset: reward.asset,
        amount: reward.amount,
        reason: 'referral_reward',
        ref: { kind: 'referral', id },
        idempotencyKey: `referral:${id}:${role}`,
        now,
      });
      entries[role] = entry.entryId;
    }
    await tx
      .update(referrals)
      .set({
        state: 'rewarded',
        rewardedAt: new Date(now),
        inviterEntryId: entries.inviter ?? null,
        inviteeEntryId: entries.invitee ?? null,
      })
      .where(eq(referrals.id, id));
    return 'rewarded';
  });
}

/**
 * The housekeeping job: expires registered referrals past their time to qualify, and pays
 * qualified ones a failure left unpaid. Safe in several instances at once (row locks, keys).
 */
export async function settleReferrals(
  db: Db,
  now: number,
): Promise<{ expired: number; paid: number }> {
  const expired = await db
    .update(referrals)
    .set({ state: 'expired' })
    .where(and(eq(referrals.state, 'registered'), lte(referrals.expiresAt, sqlTimestamp(now))))
    .returning({ id: referrals.id });
  const unpaid = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.state, 'qualified'))
    .orderBy(asc(referrals.id))
    .limit(PAY_BATCH);
  let paid = 0;
  for (const { id } of unpaid) {
    if ((await payOrLeave(db, id, now)) === 'rewarded') paid += 1;
  }
  return { expired: expired.length, paid };
}

/** Withholds a referral not yet paid (an operator's review); the row before and after, or null. */
export async function withholdReferral(tx: Db, id: number) {
  const before = await lockReferral(tx, id);
  if (!before || !['registered', 'qualified'].includes(before.state))
    return { before, after: null };
  const [after] = await tx
    .update(referrals)
    .set({ state: 'withheld', reason: 'operator_review' })
    .where(and(eq(referrals.id, id), inArray(referrals.state, ['registered', 'qualified'])))
    .returning();
  return { before, after: after ?? null };
}
