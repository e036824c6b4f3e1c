// Every table, one file per domain; drizzle-kit reads this file to generate the migrations.
export * from './app-meta.ts';
export * from './app-releases.ts';
export * from './drivers.ts';
export * from './gateway.ts';
export * from './identity.ts';
export * from './invites.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './votes.ts';
export * from './wechat.ts';
export * from './leads.ts';
export * from './agreements.ts';
export * from './analytics.ts';
export * from './wechat-oauth.ts';
export * from './wechat-groups.ts';
export * from './csp-reports.ts';
export * from './activity-stock.ts';
