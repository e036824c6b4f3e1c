// Every table, one file per domain; drizzle-kit reads this file to generate the migrations.
export * from './app-meta.ts';
export * from './gateway.ts';
export * from './identity.ts';
export * from './users.ts';
