// Feedback about an article or about the platform in general: stored with its ticket, the user
// logged in (if any) and the device it came from, at most FEEDBACK_PER_DAY a China day per device.
//
// The cap keys on the device id the H5 sends (X-Device-Id), else on the logged-in user; a request
// with neither (a script, a browser that dropped the header) has no daily cap: counting it per
// address would refuse the many honest people behind one carrier-grade NAT, and a device id is
// no identity anyway (anyone can send a new one each time). What holds every caller back is the
// gateway's per-client limit per minute (RATE_LIMIT_PER_MINUTE); the daily cap keeps one phone's
// page, or one person, from flooding the operators' list.

import { GENERAL_FEEDBACK } from '@freight/contract/endpoints/knowledge';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knowledgeFeedback } from '../../db/schema/knowledge.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import { chinaDayAt, dayCapReached, queueSender } from '../day-cap.ts';
import { isPublished } from './articles.ts';
import { FEEDBACK_PER_DAY, KNOWLEDGE_MESSAGES } from './messages.ts';

export interface FeedbackInput {
  subject: string;
  helpful?: 'yes' | 'no' | undefined;
  text: string;
  mobile?: string | undefined;
  userId: number | null;
  deviceId: string | null;
  now: number;
}

/** Whose feedback the day's cap counts: the device's, else the user's, else nobody's. */
function capOf(input: FeedbackInput) {
  if (input.deviceId !== null) {
    return {
      lock: `knowledge-feedback:device:${input.deviceId}`,
      who: eq(knowledgeFeedback.deviceId, input.deviceId),
    };
  }
  if (input.userId !== null) {
    return {
      lock: `knowledge-feedback:user:${input.userId}`,
      who: eq(knowledgeFeedback.userId, input.userId),
    };
  }
  return null;
}

/**
 * Stores the feedback and answers its ticket; refuses a subject that is not `general` or a
 * published article (VALIDATION_FAILED at `subject`) and feedback beyond the day's cap
 * (RATE_LIMITED until the next China midnight), storing nothing.
 */
export async function sendFeedback(
  db: Db,
  input: FeedbackInput,
): Promise<{ ticket: string; receivedAt: string }> {
  if (input.subject !== GENERAL_FEEDBACK && !(await isPublished(db, input.subject))) {
    throw validationFailed([{ field: 'subject', rule: 'feedback.subject' }]);
  }
  const day = chinaDayAt(input.now);
  const cap = capOf(input);
  return db.transaction(async (tx) => {
    if (cap) {
      // One sender's requests queue here, so two at the same instant cannot both be the tenth.
      await queueSender(tx, cap.lock);
      const [sent] = await tx
        .select({ n: count() })
        .from(knowledgeFeedback)
        .where(
          and(
            cap.who,
            gte(knowledgeFeedback.createdAt, day.start),
            lt(knowledgeFeedback.createdAt, day.end),
          ),
        );
      if ((sent?.n ?? 0) >= FEEDBACK_PER_DAY) {
        throw dayCapReached(day, input.now, KNOWLEDGE_MESSAGES.feedbackCap);
      }
    }
    const [row] = await tx
      .insert(knowledgeFeedback)
      .values({
        subject: input.subject,
        helpful: input.helpful ?? null,
        text: input.text,
        mobile: input.mobile ?? null,
        userId: input.userId,
        deviceId: input.deviceId,
        createdAt: new Date(input.now),
      })
      .returning({ ticket: knowledgeFeedback.ticket, createdAt: knowledgeFeedback.createdAt });
    if (!row) throw new Error('knowledge_feedback: insert returned no row');
    return { ticket: row.ticket, receivedAt: row.createdAt.toISOString() };
  });
}
