// Operators of the platform (docs/design.md §7, docs/decisions/014-operator-api.md): not users. Their
// own accounts (scrypt password hashes), sessions on their own cookie (stored, like users', only
// as the sha256 of the cookie's id), and the audit log of every change they make.

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export type OperatorRoleColumn = 'viewer' | 'operator' | 'admin';

export const operators = pgTable(
  'operators',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 40 }).notNull().unique('operators_username_unique'),
    // `scrypt$N$r$p$salt$hash` (modules/operators/password.ts).
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 8 }).$type<OperatorRoleColumn>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A disabled operator cannot log in, and their sessions stop working; the row stays for the log.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // Set by an admin's password reset: until the operator chooses a new password, their session
    // may do nothing else (ops-api.ts). Cleared by the change.
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    // The second factor (ADR 037): the TOTP secret (base32) once a first code confirmed it, never
    // answered again; the one being enrolled until then; the last time step a code was accepted
    // for (a code is good once). An admin's reset clears all three.
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (table) => [check('operators_role_check', sql`${table.role} in ('viewer', 'operator', 'admin')`)],
);

/**
 * Wrong passwords per operator name and client address (ADR 014, amended by issue 42): each one
 * past the first few makes that name wait longer at that address; a login there clears the row,
 * and an admin's unlock clears the name's rows at every address. Another address is never slowed
 * by them, so nobody can lock an operator out by failing on purpose from elsewhere.
 */
export const operatorLoginFailures = pgTable(
  'operator_login_failures',
  {
    username: varchar('username', { length: 40 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.username, table.address] }),
    index('operator_login_failures_last_failed_at_idx').on(table.lastFailedAt),
  ],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    // sha256 (hex) of the random id in the operator's cookie.
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    // The operator XSRF token bound to this session (double submit), set at login.
    xsrfToken: varchar('xsrf_token', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('operator_sessions_operator_id_idx').on(table.operatorId),
    index('operator_sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** Append-only: one row per change, written in the change's own transaction. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    // Null for a change made by a command-line script; `actor` then names the script and OS user.
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id, {
      onDelete: 'restrict',
    }),
    // The operator's username at the time, or e.g. `script:review-driver (alice)`.
    actor: varchar('actor', { length: 80 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    targetKind: varchar('target_kind', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('operator_audit_target_idx').on(table.targetKind, table.targetId),
    index('operator_audit_operator_id_idx').on(table.operatorId),
  ],
);

/**
 * One-time recovery codes of an operator's second factor (ADR 037): ten made at enrolment, shown
 * once, stored as `sha256$salt$hash` (a random salt per code); a login with one marks it used.
 */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 120 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_recovery_codes_operator_id_idx').on(table.operatorId)],
);
