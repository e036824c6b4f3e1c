// Reading and saving a driver's profile. A save runs in one transaction on the driver's row
// (locked, so two saves by the same driver apply one after the other); an ID number or a plate
// another driver holds is refused by the table's unique indexes, which also settle two drivers
// racing for the same one: the loser gets a business answer, and nothing of their save is written.

import { SUPPORT_PHONE } from '@freight/contract/config-defaults';
import type { DriverDetail, UpdateDriverInfoRequest } from '@freight/contract/endpoints/driver';
import { USER_TYPE } from '../../db/schema/users.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { leads } from '../../db/schema/leads.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { UserMessage } from '../../http/user-message.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import type { PiiVault } from '../../security/pii.ts';
import { openDriverRow, sealIdCard } from './id-card-vault.ts';
import { type DriverRow, type StoredDriverRow, submitProblems } from './profile.ts';
import { assertEditable, stateAfterSave } from './state-machine.ts';

// "Contact customer service" gives the number to call (the H5 shows it as a tel: link too).
export const ID_CARD_TAKEN: UserMessage = {
  'zh-CN': `该身份证号已被其他司机认证使用，如有疑问请联系客服：${SUPPORT_PHONE}`,
  'en-US': `This ID number is verified for another driver; with questions, call customer service on ${SUPPORT_PHONE}`,
};
export const PLATE_TAKEN: UserMessage = {
  'zh-CN': `该车牌号已被其他司机绑定，如有疑问请联系客服：${SUPPORT_PHONE}`,
  'en-US': `This plate is bound to another driver; with questions, call customer service on ${SUPPORT_PHONE}`,
};

/** Profile fields of a save, already validated and normalised by the request schema. */
export type ProfileChanges = Omit<UpdateDriverInfoRequest, 'submit'>;

/** The driver's row as stored (its ID number sealed: `openDriverRow` opens it). */
export async function loadDriver(db: Db, userId: number): Promise<StoredDriverRow | undefined> {
  const [row] = await db.select().from(drivers).where(eq(drivers.userId, userId));
  return row;
}

/** What the driver gave at their latest sign-up as a driver, for the forms to start from. */
export async function loadSignUp(db: Db, userId: number): Promise<DriverDetail['signUp']> {
  const [lead] = await db
    .select({
      name: leads.name,
      plateNumber: leads.plateNumber,
      vehicleType: leads.vehicleType,
      vehicleLengthM: leads.vehicleLengthM,
    })
    .from(leads)
    .where(and(eq(leads.userId, userId), eq(leads.userType, USER_TYPE.driver)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
  if (!lead) return null;
  // The lead passed the same schemas when it was stored; the response schema checks it again.
  return {
    ...lead,
    vehicleType: lead.vehicleType as NonNullable<DriverDetail['signUp']>['vehicleType'],
  };
}

export async function saveDriverProfile(
  db: Db,
  pii: PiiVault,
  input: { userId: number; changes: ProfileChanges; submit: boolean; now: number; today: string },
): Promise<DriverRow> {
  const { userId, changes, submit, now, today } = input;
  // The number is checked in clear (submitProblems) and stored only sealed, with its hash.
  const { idCardNo, ...others } = changes;
  const stored = idCardNo === undefined ? others : { ...others, ...sealIdCard(pii, idCardNo) };
  try {
    return await db.transaction(async (tx) => {
      // The first save creates the row; a refusal below rolls the creation back too.
      await tx.insert(drivers).values({ userId }).onConflictDoNothing({ target: drivers.userId });
      const [locked] = await tx
        .select()
        .from(drivers)
        .where(eq(drivers.userId, userId))
        .for('update');
      if (!locked) throw new Error(`driver row ${userId} vanished inside its transaction`);
      const current = openDriverRow(pii, locked);
      // The submission sent again while it is under review, nothing changed (its answer was lost
      // on the road and the driver tapped again): the answer of that submission, not a refusal.
      const unchanged = Object.entries(changes).every(
        ([field, value]) => current[field as keyof ProfileChanges] === value,
      );
      if (submit && current.state === 'submitted' && unchanged) return current;
      assertEditable(current.state);

      const next: DriverRow = { ...current, ...changes };
      if (submit) {
        const problems = submitProblems(next, today);
        if (problems.length > 0) throw validationFailed(problems);
      }
      const [saved] = await tx
        .update(drivers)
        .set({
          ...stored,
          state: stateAfterSave(submit),
          // Kept while the driver fixes what the reviewer named; a new submission starts clean.
          rejectReasons: submit ? [] : current.rejectReasons,
          submittedAt: submit ? new Date(now) : current.submittedAt,
          updatedAt: new Date(now),
        })
        .where(eq(drivers.userId, userId))
        .returning();
      if (!saved) throw new Error(`driver row ${userId} vanished inside its transaction`);
      return openDriverRow(pii, saved);
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'drivers_id_card_hash_unique') {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, ID_CARD_TAKEN);
    }
    if (constraint === 'drivers_plate_number_unique') {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, PLATE_TAKEN);
    }
    throw error;
  }
}

/**
 * Whether another driver than `userId` holds this ID number (by its hash, id-card-vault.ts
 * `idCardHash`) or plate (a pre-check for the forms).
 */
export async function heldByAnotherDriver(
  db: Db,
  userId: number,
  column: 'idCardHash' | 'plateNumber',
  value: string,
): Promise<boolean> {
  const [holder] = await db
    .select({ userId: drivers.userId })
    .from(drivers)
    .where(eq(drivers[column], value));
  return holder !== undefined && holder.userId !== userId;
}
