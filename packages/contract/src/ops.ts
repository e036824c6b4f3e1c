// The operator API under /ops/api/ (docs/decisions/014-operator-api.md): plain JSON for the
// operations console at /ops/ and for scripts, outside the signed /service gateway. Successes are
// the JSON each endpoint declares; refusals are the contract's envelope ({ status: { code, msg },
// data }) with its HTTP status (401 no operator session, 403 role too low or XSRF refused, 422
// invalid body...). Each domain declares its endpoints in its own file under ops/ (ADR 040); this
// module gathers them, so `@freight/contract/ops` is the one import of the console and the server.

export * from './ops/define.ts';
export * from './ops/paging.ts';
export * from './ops/operators.ts';
export * from './ops/drivers.ts';
export * from './ops/campaigns.ts';
export * from './ops/value.ts';
export * from './ops/coupon-templates.ts';
export * from './ops/referrals.ts';
export * from './ops/users.ts';
export * from './ops/knowledge.ts';
export * from './ops/knowledge-articles.ts';
export * from './ops/grades.ts';
export * from './ops/epidemic.ts';
export * from './ops/moderation.ts';
export * from './ops/party.ts';
export * from './ops/edu.ts';
export * from './ops/shipments.ts';
export * from './ops/vitals.ts';
export { opsEndpoints } from './ops/index.ts';
