// An invitee accepts an invitation (docs/decisions/016). Refused, with a reason code and nothing
// written but the refusal's record: an unknown or expired link, a programme not running, the
// inviter's own account or another account of the same person (mobile, device, openid, ID-card
// number), a circular invitation (the invitee, or another account of theirs, brought the inviter),
// an invitee (or another account of theirs) already referred in the programme (`shared_device`
// when that other account shares only the phone), the wrong type of account. Otherwise the referral is written `registered`, or `withheld` (`daily_cap`) beyond the
// inviter's cap for the day (Asia/Shanghai), so the inviter sees it and it is never paid.
//
// The rules read under the row locks of both accounts (taken in id order), so an inviter's
// parallel acceptances and a pair's crossing invitations queue and are judged one at a time, and
// under a lock per identifier of the invitee, so two accounts of one person do too.

import type { ReferralRefusal, ReferralWithholding } from '@freight/contract/endpoints/referral';
import { todayInChina } from '@freight/contract/china-time';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inviteTokens } from '../../db/schema/invites.ts';
import { referralInviterDays, referralRefusals, referrals } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import {
  accountsOfPerson,
  lockPersonKeys,
  recordPersonKeys,
  sharedKeyKind,
  sharedKeyKinds,
} from './person-keys.ts';
import type { PiiVault } from '../../security/pii.ts';
import {
  isRunning,
  type Programme,
  programmeById,
  refusal,
  runningProgramme,
} from './programmes.ts';

export interface AcceptInput {
  inviteeUserId: number;
  inviteeUserType: number;
  token: string;
  deviceId: string | null;
  now: number;
  /** The keys of person keys (recordPersonKeys). */
  pii: PiiVault;
}

export interface AcceptResult {
  referralId: number;
  programme: Programme;
  state: 'registered' | 'withheld';
  reason: ReferralWithholding | null;
  repeated: boolean;
}

class Refused extends Error {
  constructor(
    readonly reason: ReferralRefusal,
    /** Null when the token is unknown, or was made before programmes and none runs for its type. */
    readonly link: { programmeId: number; inviterUserId: number } | null,
  ) {
    super(reason);
  }
}

export async function acceptInvitation(db: Db, input: AcceptInput): Promise<AcceptResult> {
  try {
    return await judge(db, input);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    // Outside the rolled-back transaction: the funnel counts a programme's refusals by reason. An
    // unknown token, or an old one with no programme running for it, has no funnel to count in.
    if (error.link === null) throw refusal(error.reason);
    await db.insert(referralRefusals).values({
      ...error.link,
      inviteeUserId: input.inviteeUserId,
      reason: error.reason,
      at: new Date(input.now),
    });
    throw refusal(error.reason);
  }
}

async function judge(db: Db, input: AcceptInput): Promise<AcceptResult> {
  const { inviteeUserId, inviteeUserType, token, deviceId, now } = input;
  const [link] = await db
    .select({
      inviterUserId: inviteTokens.inviterUserId,
      programmeId: inviteTokens.programmeId,
      type: inviteTokens.type,
      expiresAt: inviteTokens.expiresAt,
    })
    .from(inviteTokens)
    .where(eq(inviteTokens.token, token));
  if (!link) throw new Refused('link_expired', null);
  // A link made before programmes (and the demo's fixed links) counts in the programme running for
  // its share type now: the one its share page shows the invitee (getRunningProgramme).
  const programme =
    link.programmeId === null
      ? await runningProgramme(db, link.type, now)
      : await programmeById(db, link.programmeId);
  if (!programme) {
    throw new Refused(link.programmeId === null ? 'programme_closed' : 'link_expired', null);
  }
  const inviterUserId = link.inviterUserId;
  const refuse = (reason: ReferralRefusal) =>
    new Refused(reason, { programmeId: programme.id, inviterUserId });
  if (link.expiresAt.getTime() <= now) throw refuse('link_expired');
  if (!isRunning(programme, now)) throw refuse('programme_closed');
  if (inviterUserId === inviteeUserId) throw refuse('self_invite');
  if (programme.inviteeUserType !== null && programme.inviteeUserType !== inviteeUserType) {
    throw refuse('other_user_type');
  }

  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [inviterUserId, inviteeUserId]))
      .orderBy(asc(users.id))
      .for('update');

    const [prior] = await tx
      .select()
      .from(referrals)
      .where(
        and(eq(referrals.programmeId, programme.id), eq(referrals.inviteeUserId, inviteeUserId)),
      );
    if (prior) {
      if (prior.inviterUserId !== inviterUserId) throw refuse('already_referred');
      return {
        referralId: prior.id,
        programme,
        state: prior.state === 'withheld' ? 'withheld' : 'registered',
        reason: (prior.reason as ReferralWithholding | null) ?? null,
        repeated: true,
      };
    }

    await recordPersonKeys(tx, input.pii, inviteeUserId, now, { deviceId });
    await recordPersonKeys(tx, input.pii, inviterUserId, now);
    await lockPersonKeys(tx, inviteeUserId);
    if (await sharedKeyKind(tx, inviterUserId, inviteeUserId)) throw refuse('same_person');

    const inviteePerson = await accountsOfPerson(tx, inviteeUserId);
    const inviterPerson = await accountsOfPerson(tx, inviterUserId);
    const [circular] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(
        and(
          inArray(referrals.inviterUserId, inviteePerson),
          inArray(referrals.inviteeUserId, inviterPerson),
        ),
      )
      .limit(1);
    if (circular) throw refuse('circular_invite');
    const referred = await tx
      .select({ inviteeUserId: referrals.inviteeUserId })
      .from(referrals)
      .where(
        and(
          eq(referrals.programmeId, programme.id),
          inArray(referrals.inviteeUserId, inviteePerson),
        ),
      );
    if (referred.length > 0) {
      // Another account of the invitee (its own referral in the programme was answered above).
      // Tied to the referred account by nothing but the phone they share (a family's phone, a
      // second-hand one): say so, rather than "you have already joined" to someone who has not.
      const kinds = await sharedKeyKinds(
        tx,
        inviteeUserId,
        referred.map((row) => row.inviteeUserId),
      );
      throw refuse(kinds.size === 1 && kinds.has('device') ? 'shared_device' : 'already_referred');
    }

    // The day's count, raised only below the cap; none returned: the cap is reached.
    const day = todayInChina(now);
    const counted = await tx
      .insert(referralInviterDays)
      .values({ programmeId: programme.id, inviterUserId, day, accepted: 1 })
      .onConflictDoUpdate({
        target: [
          referralInviterDays.programmeId,
          referralInviterDays.inviterUserId,
          referralInviterDays.day,
        ],
        set: { accepted: sql`${referralInviterDays.accepted} + 1` },
        setWhere: lt(referralInviterDays.accepted, programme.dailyCap),
      })
      .returning({ accepted: referralInviterDays.accepted });
    const overCap = counted.length === 0;
    const [row] = await tx
      .insert(referrals)
      .values({
        programmeId: programme.id,
        inviterUserId,
        inviteeUserId,
        state: overCap ? 'withheld' : 'registered',
        reason: overCap ? 'daily_cap' : null,
        day,
        registeredAt: new Date(now),
        expiresAt: new Date(now + programme.expiryMs),
      })
      .returning({ id: referrals.id });
    if (!row) throw new Error('referral not inserted');
    return {
      referralId: row.id,
      programme,
      state: overCap ? 'withheld' : 'registered',
      reason: overCap ? 'daily_cap' : null,
      repeated: false,
    };
  });
}
