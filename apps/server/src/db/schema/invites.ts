// Invitation links (oms-service): a share link carries a token and a type; the invitee's page asks
// who sent it. Tokens expire; an unknown or expired token is the same answer (LINK_EXPIRED).

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { referralProgrammes } from './referrals.ts';
import { users } from './users.ts';

export const inviteTokens = pgTable(
  'invite_tokens',
  {
    token: varchar('token', { length: 64 }).primaryKey(),
    // Which campaign the link belongs to (INVITE_TYPES, contract endpoints/referral-values.ts).
    type: smallint('type').notNull(),
    inviterUserId: bigint('inviter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The inviter's WeChat openid: the invitee's page credits the inviter by it. Null for an
    // inviter who has none (a link made inside the apps).
    inviterOpenid: varchar('inviter_openid', { length: 128 }),
    // The referral programme the link was made for; null for links made before programmes.
    programmeId: integer('programme_id').references(() => referralProgrammes.campaignId, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('invite_tokens_type_check', sql`${table.type} between 1 and 9`),
    check('invite_tokens_token_check', sql`${table.token} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    index('invite_tokens_inviter_idx').on(table.inviterUserId, table.programmeId),
  ],
);
