// WeChat JS-SDK tickets (oms-service getWXConfig), cached where every instance sees them: WeChat
// limits how often a ticket may be fetched, and a ticket is valid for 7200 s for everyone.

import { pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const wechatTickets = pgTable(
  'wechat_tickets',
  {
    appId: varchar('app_id', { length: 64 }).notNull(),
    // 'jsapi' (wx.config signatures); WeChat also has 'wx_card' tickets.
    kind: varchar('kind', { length: 16 }).notNull(),
    ticket: text('ticket').notNull(),
    // Who issued it: 'wechat' (the real API) or 'embedded' (the stand-in outside production).
    source: varchar('source', { length: 16 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.appId, table.kind] })],
);
