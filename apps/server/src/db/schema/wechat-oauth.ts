// WeChat official-account OAuth (SPEC §6 needOasOpenId, PITFALLS 2): the openids the server has
// exchanged a code for, bound to the platform user when the visitor was logged in; and the one-time
// codes of the embedded stand-in authorize page (outside production only).

import { bigint, index, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const wechatOpenids = pgTable(
  'wechat_openids',
  {
    // An openid belongs to one official account: the real one or the stand-in's.
    appId: varchar('app_id', { length: 64 }).notNull(),
    openid: varchar('openid', { length: 128 }).notNull(),
    // The platform user logged in when the openid was last exchanged; null for an anonymous visitor.
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastExchangedAt: timestamp('last_exchanged_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.appId, table.openid] }),
    index('wechat_openids_user_id_idx').on(table.userId),
  ],
);

/** Codes issued by the stand-in authorize page: single use, five minutes, like WeChat's. */
export const wechatOauthCodes = pgTable(
  'wechat_oauth_codes',
  {
    // sha256 (hex) of the code: a copy of the table exchanges nothing.
    codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
    openid: varchar('openid', { length: 128 }).notNull(),
    // The state the page sent with the authorize request; the exchange must repeat it.
    state: varchar('state', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('wechat_oauth_codes_expires_at_idx').on(table.expiresAt)],
);
