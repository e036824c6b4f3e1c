// An inviter reminds an invitee who has still to qualify, once a day (Asia/Shanghai): one
// conditional UPDATE marks the day, so a double tap or parallel requests send one SMS. Refused
// with a reason in words: not the inviter's referral (not found), no longer waiting (qualified,
// rewarded, expired, withheld), or already reminded today. The SMS goes through the provider's
// notice template (identity/sms-sender.ts, NoticeMessage): the masked inviter and the step left.

import { todayInChina } from '@freight/contract/china-time';
import { maskMobile } from '@freight/contract/rules/mask';
import { DEFAULT_LOCALE } from '@freight/contract/status';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { referralProgrammes, referrals } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { messageIn } from '../../http/user-message.ts';
import { mayStillArrive, type SmsSender } from '../identity/public.ts';
import { REMINDER_MESSAGES, reminderStep } from './messages.ts';

export async function remindInvitee(
  db: Db,
  sender: SmsSender,
  input: {
    inviterUserId: number;
    referralId: number;
    now: number;
    /** Our id of the SMS (the request's), logged and given to the provider. */
    reference: string;
  },
): Promise<{ referralId: number; remindedOn: string }> {
  const { inviterUserId, referralId, now } = input;
  const today = todayInChina(now);
  const [marked] = await db
    .update(referrals)
    .set({ remindedOn: today })
    .where(
      and(
        eq(referrals.id, referralId),
        eq(referrals.inviterUserId, inviterUserId),
        eq(referrals.state, 'registered'),
        or(isNull(referrals.remindedOn), ne(referrals.remindedOn, today)),
      ),
    )
    .returning({ id: referrals.id });
  if (!marked) {
    const [row] = await db
      .select({ state: referrals.state })
      .from(referrals)
      .where(and(eq(referrals.id, referralId), eq(referrals.inviterUserId, inviterUserId)));
    if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, REMINDER_MESSAGES.notFound);
    throw new ApiError(
      BUSINESS_CODES.BUSINESS_RULE,
      row.state === 'registered' ? REMINDER_MESSAGES.today : REMINDER_MESSAGES.notWaiting,
    );
  }
  const inviter = alias(users, 'inviter');
  const [who] = await db
    .select({
      inviteeMobile: users.mobile,
      inviterMobile: inviter.mobile,
      event: referralProgrammes.qualifyEvent,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.inviteeUserId))
    .innerJoin(inviter, eq(inviter.id, referrals.inviterUserId))
    .innerJoin(referralProgrammes, eq(referralProgrammes.campaignId, referrals.programmeId))
    .where(eq(referrals.id, referralId));
  // The invitee has left (their number erased): nobody to remind.
  if (who?.inviteeMobile === null) {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, REMINDER_MESSAGES.notWaiting);
  }
  if (who) {
    try {
      // The invitee's language is not known: the platform's own.
      await sender.sendNotice({
        mobile: who.inviteeMobile,
        inviter: maskMobile(who.inviterMobile),
        step: messageIn(reminderStep(who.event), DEFAULT_LOCALE),
        locale: DEFAULT_LOCALE,
        reference: input.reference,
      });
    } catch (error) {
      // Not sent: the day is not used up. Unanswered in time, it may still arrive: the day is.
      if (!mayStillArrive(error)) {
        await db.update(referrals).set({ remindedOn: null }).where(eq(referrals.id, referralId));
      }
      throw error;
    }
  }
  return { referralId, remindedOn: today };
}
