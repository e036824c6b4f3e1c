// Drivers' WeChat groups, one per city or province, and a national one (both codes null). The QR
// code is made from `join_text` (what operators get from WeChat for the group); they replace it
// when WeChat renews the group's code.

import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const wechatGroups = pgTable('wechat_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  cityCode: varchar('city_code', { length: 6 }).unique(),
  provinceCode: varchar('province_code', { length: 6 }),
  name: varchar('name', { length: 60 }).notNull(),
  joinText: varchar('join_text', { length: 500 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
