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
import { repeatOf } from '../../http/request-ids.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import { chinaDayAt, dayCapReached, queueSender } from '../../http/day-cap.ts';
import { isPublished } from './articles.ts';
import { FEEDBACK_PER_DAY, KNOWLEDGE_MESSAGES } from './messages.ts';

export interface FeedbackInput {
  subject: string;
  helpful?: 'yes' | 'no' | undefined;
  text: string;
  mobile?: string | undefined;
  /** The tap's idempotency key (http/request-ids.ts). */
  requestId: string;
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
    const answerOf = (row: { ticket: string; createdAt: Date }) => ({
      ticket: row.ticket,
      receivedAt: row.createdAt.toISOString(),
    });
    // A retry of feedback already stored (its answer was lost): the first ticket, before the cap.
    const priorOf = async () => {
      const [prior] = await tx
        .select()
        .from(knowledgeFeedback)
        .where(eq(knowledgeFeedback.requestId, input.requestId));
      return repeatOf(
        prior,
        (row) =>
          row.subject === input.subject &&
          row.helpful === (input.helpful ?? null) &&
          row.text === input.text &&
          row.mobile === (input.mobile ?? null),
      );
    };
    const repeated = await priorOf();
    if (repeated) return answerOf(repeated);
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
        requestId: input.requestId,
        createdAt: new Date(input.now),
      })
      // Two sends of one key at once without a sender to queue them (no device, no account): the
      // second finds the first's row here.
      .onConflictDoNothing({ target: knowledgeFeedback.requestId })
      .returning({ ticket: knowledgeFeedback.ticket, createdAt: knowledgeFeedback.createdAt });
    if (row) return answerOf(row);
    const first = await priorOf();
    if (!first) throw new Error('knowledge_feedback: a conflicting key left no row');
    return answerOf(first);
  });
}
