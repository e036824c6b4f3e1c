// The operator API's own endpoints (docs/decisions/014, 037): logging in and out, one's own
// password and second factor, the audit log and operator accounts (admins).

import * as z from 'zod';
import { defineOpsEndpoint, OPERATOR_ROLES, type OpsEndpointDef, SIGN_IN_NEEDS } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';

/**
 * The operator's XSRF token (double submit, bound to the operator session): a cookie the console
 * reads on /ops and sends back in this header on every POST, PUT, PATCH and DELETE.
 */
export const OPS_XSRF_COOKIE = 'OPS-XSRF-TOKEN';
export const OPS_XSRF_HEADER = 'X-OPS-XSRF-TOKEN';

export const operatorUsername = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{2,39}$/, 'username: 3 to 40 of a-z 0-9 . _ -');
/** A new password: long enough to resist guessing; bounded so hashing stays cheap to refuse. */
export const operatorPassword = z.string().min(12).max(200);

// --- /ops/api/session -----------------------------------------------------------------------

export const opsLoginRequest = z.strictObject({
  username: operatorUsername,
  // Any length up to the bound at login: a wrong one is refused by the hash, not by the schema.
  password: z.string().min(1).max(200),
  /**
   * The second factor of an operator who has one: the authenticator's 6 digits, or one of the
   * recovery codes (then used up). Without it such a login answers 401 (4010) with
   * `data: { needs: 'second_factor' }` and opens no session.
   */
  code: z.string().trim().min(1).max(40).optional(),
});
export type OpsLoginRequest = z.input<typeof opsLoginRequest>;

export const operatorMe = z.strictObject({
  id: z.int().positive(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** Null when signed in fully; else the step left (SIGN_IN_NEEDS). */
  needs: z.enum(SIGN_IN_NEEDS).nullable(),
});
export type OperatorMe = z.output<typeof operatorMe>;

/** `data` of the login's 401 when the password was right and a second factor code is needed. */
export const secondFactorNeededData = z.strictObject({ needs: z.literal('second_factor') });

/**
 * POST /ops/api/session/second-factor: a new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) to
 * enrol, as base32 text and as an otpauth:// URI; not in force until a first code confirms it.
 * Refused (409) when one is enrolled: an admin resets it first.
 */
export const secondFactorEnrolment = z.strictObject({ secret: z.string(), uri: z.string() });
export type SecondFactorEnrolment = z.output<typeof secondFactorEnrolment>;

/** POST /ops/api/session/second-factor/confirm: the authenticator's first code. */
export const secondFactorConfirmRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code: 6 digits'),
});

/**
 * The enrolment confirmed (audited as `operator.totp_enrol`): ten recovery codes, shown this once,
 * each good for one login without the authenticator; the session renewed.
 */
export const secondFactorConfirmed = z.strictObject({
  operator: operatorMe,
  recoveryCodes: z.array(z.string()),
});
export type SecondFactorConfirmed = z.output<typeof secondFactorConfirmed>;

/** `data` of a 403 SIGN_IN_UNFINISHED (4032): what the session must do first. */
export const signInUnfinishedData = z.strictObject({ needs: z.enum(SIGN_IN_NEEDS) });

/**
 * POST /ops/api/session/password: one's own password, the current one checked (a wrong one counts
 * as a wrong password at login). Audited as `operator.password_change`; the operator's other
 * sessions end and this one gets a new id. Answers `operatorMe`.
 */
export const passwordChangeRequest = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: operatorPassword,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** DELETE /ops/api/session: the session ended (its cookie cleared, the XSRF token replaced). */
export const loggedOutAnswer = z.strictObject({ loggedOut: z.literal(true) });

export const logInOperator = defineOpsEndpoint({
  name: 'logInOperator',
  method: 'POST',
  path: '/session',
  role: 'public',
  body: opsLoginRequest,
  response: operatorMe,
  summary:
    "Logs in with `{ username, password, code? }` (`code`: the authenticator's 6 digits or a recovery code, for an operator with a second factor): sets the HttpOnly session cookie and a new XSRF token and answers `{ id, username, role, needs }`; audited as `operator.login` (a failure as `operator.login_failed`, a recovery code as `operator.recovery_code_used`). 401 (4010) wrong name or password, or a wrong or used code; 401 (4010) with `data: { needs: 'second_factor' }` when the password was right and the code is missing; 429 (4290, Retry-After) after more than three wrong passwords for the name at this address (30 s, doubling to 15 min) or ten wrong ones from the address in 10 min.",
  example: { body: { username: 'ops.li', password: 'correct horse battery staple' } },
});

export const getOperatorSession = defineOpsEndpoint({
  name: 'getOperatorSession',
  method: 'GET',
  path: '/session',
  role: 'public',
  // Asked on every first visit: nobody logged in is an answer (null), not a 401 (issue 43).
  response: operatorMe.nullable(),
  summary:
    'Who is logged in: `{ id, username, role, needs }` (`needs` the sign-in step left, else null), or `null` when nobody is (200, not 401: the console asks on every first visit); not audited.',
  example: {},
});

export const logOutOperator = defineOpsEndpoint({
  name: 'logOutOperator',
  method: 'DELETE',
  path: '/session',
  role: 'viewer',
  duringSignIn: SIGN_IN_NEEDS,
  response: loggedOutAnswer,
  summary:
    'Logs out, open while signing in too: ends the session, clears its cookie and answers `{ loggedOut: true }`; not audited.',
  example: {},
});

export const changeMyPassword = defineOpsEndpoint({
  name: 'changeMyPassword',
  method: 'POST',
  path: '/session/password',
  role: 'viewer',
  duringSignIn: ['password_change'],
  body: passwordChangeRequest,
  response: operatorMe,
  summary:
    "One's own new password, `{ currentPassword, newPassword }`, open while `needs` is `password_change`: audited as `operator.password_change`; answers `{ id, username, role, needs: null }`, the session renewed and the operator's other sessions ended. 422 (4220) wrong current password (counted as a wrong password: the login's waits, 429), the same one, or a short or guessable new one.",
  example: {
    body: { currentPassword: 'Temporary-7f3k-Qm2x', newPassword: 'plum kettle harbour seven' },
  },
});

export const startSecondFactorEnrolment = defineOpsEndpoint({
  name: 'startSecondFactorEnrolment',
  method: 'POST',
  path: '/session/second-factor',
  role: 'viewer',
  duringSignIn: ['second_factor_enrolment'],
  response: secondFactorEnrolment,
  summary:
    'Starts enrolling a second factor, open while `needs` is `second_factor_enrolment` or to anyone without one: answers `{ secret, uri }` (a base32 TOTP secret and its `otpauth://` URI), not in force until confirmed; not audited. 409 (1000) when one is enrolled.',
  example: {},
});

export const confirmSecondFactorEnrolment = defineOpsEndpoint({
  name: 'confirmSecondFactorEnrolment',
  method: 'POST',
  path: '/session/second-factor/confirm',
  role: 'viewer',
  duringSignIn: ['second_factor_enrolment'],
  body: secondFactorConfirmRequest,
  response: secondFactorConfirmed,
  summary:
    "Confirms the enrolment with `{ code }` (6 digits of the new secret): audited as `operator.totp_enrol`; answers `{ operator, recoveryCodes }` (ten, shown once), the session renewed and the operator's other sessions ended. 422 (4220) wrong code; 409 (1000) when none is being enrolled or one already is.",
  example: { body: { code: '492039' } },
});

// --- /ops/api/audit (admin) -------------------------------------------------------------------

/** What the log records, as `<target>.<verb>`: every change an operator can make, and logins. */
export const AUDIT_ACTIONS = [
  'broadcast.publish',
  'broadcast.withdraw',
  'campaign.create',
  'campaign.copy',
  'campaign.delete',
  'campaign.update',
  'campaign.publish',
  'campaign.top_up',
  'campaign.end',
  'coupon.issue',
  'coupon_template.create',
  'coupon_template.update',
  'coupon.issue_repeated',
  'driver_verification.approve',
  'driver_verification.reject',
  'edu_course.publish',
  'edu_course.unpublish',
  'edu_course.update',
  'edu_question.create',
  'edu_question.restore',
  'edu_question.retire',
  'edu_question.update',
  'knowledge_article.create',
  'knowledge_article.publish',
  'knowledge_article.unpublish',
  'knowledge_article.update',
  'export.audit',
  'export.campaign_attempts',
  'export.coupons',
  'export.feedback',
  'export.referrals',
  'export.value_entries',
  'feedback.close',
  'feedback.reopen',
  'feedback.reply',
  'feedback.reveal_mobile',
  'feedback.take',
  'grade_level.create',
  'grade_level.update',
  'grade_right.create',
  'grade_right.restore',
  'grade_right.retire',
  'grade_right.update',
  'operator.create',
  'operator.disable',
  'operator.enable',
  'operator.login',
  'operator.login_failed',
  'operator.password_change',
  'operator.password_reset',
  'operator.recovery_code_used',
  'operator.role_change',
  'operator.totp_enrol',
  'operator.totp_reset',
  'operator.unlock',
  'party_post.approve',
  'party_post.reject',
  'party_post.unpublish',
  'policy.create',
  'policy.update',
  'referral.withhold',
  'risk_area.set',
  'road_report.approve',
  'road_report.reject',
  'road_report.unpublish',
  'shipment.complete',
  'shipment.cancel',
  'user.erase',
  'user.reveal',
  'user.reveal_mobile',
  'value.adjust',
  'value.adjust_repeated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a change was made to. */
export const AUDIT_TARGET_KINDS = [
  'campaign',
  'coupon_template',
  'driver',
  'epidemic_broadcast',
  'edu_course',
  'edu_question',
  'grade_level',
  'grade_right',
  'knowledge_article',
  'export',
  'knowledge_feedback',
  'operator',
  'party_post',
  'referral',
  'risk_area',
  'road_report',
  'shipment',
  'travel_policy',
  'user',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const auditEntry = z.strictObject({
  id: z.int().positive(),
  at: z.string(),
  /** The operator's id, or null for a command-line script (then `actor` names it). */
  operatorId: z.int().positive().nullable(),
  actor: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.output<typeof auditEntry>;
export const auditPage = opsPageOf(auditEntry);
export type AuditPage = z.output<typeof auditPage>;

/** A calendar day in Beijing, `YYYY-MM-DD`. */
const beijingDay = z.iso.date();

/**
 * The log's query: a page, narrowed by action, target (kind, and id) or actor when given, and by
 * Beijing calendar days `from` and `to` (both included; from not after to). An action or a target
 * kind is one of the closed lists above (ADR 014), anything else a 422.
 */
const auditFilterFields = {
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetKind: z.enum(AUDIT_TARGET_KINDS).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  actor: z.string().trim().min(1).max(120).optional(),
  from: beijingDay.optional(),
  to: beijingDay.optional(),
};
const fromNotAfterTo = (q: { from?: string | undefined; to?: string | undefined }) =>
  q.from === undefined || q.to === undefined || q.from <= q.to;
const fromNotAfterToProblem = { message: 'from is not after to', path: ['to'] };
export const auditListQuery = opsPageQuery
  .extend(auditFilterFields)
  .refine(fromNotAfterTo, fromNotAfterToProblem);
/** The log's filters without the page: what the export takes. */
export const auditFilterQuery = z
  .strictObject(auditFilterFields)
  .refine(fromNotAfterTo, fromNotAfterToProblem);
export type AuditFilter = z.output<typeof auditFilterQuery>;

export const listAuditEntries = defineOpsEndpoint({
  name: 'listAuditEntries',
  method: 'GET',
  path: '/audit',
  role: 'admin',
  query: auditListQuery,
  response: auditPage,
  summary:
    'The audit log, newest first, a page at a time, narrowed by `action`, `targetKind`, `targetId` or `actor` (exact) and by `from` and `to` (Beijing calendar days `YYYY-MM-DD`, both included) when given: `{ page, pageSize, total, items: [{ id, at, operatorId, actor, action, targetKind, targetId, before, after }] }`; not audited. 422 (4220) an action or target kind not in the closed lists, or `from` after `to`.',
  example: {
    query: {
      action: 'driver_verification.reject',
      targetKind: 'driver',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 1,
      pageSize: 20,
    },
  },
});

/** A row of the log's export: the columns of the screen, the time as China's wall clock. */
export const auditCsvRow = z.strictObject({
  id: z.int().positive(),
  /** `YYYY-MM-DD HH:mm:ss`, China's time. */
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  /** The target as it was and as it is, as JSON (empty for null). */
  before: z.string(),
  after: z.string(),
});

export const exportAuditEntries = defineOpsEndpoint({
  name: 'exportAuditEntries',
  method: 'GET',
  path: '/audit/export',
  role: 'admin',
  query: auditFilterQuery,
  response: auditCsvRow,
  csv: { file: 'audit', audit: 'export.audit' },
  summary:
    "The audit log as a CSV file (ADR 042), newest first, narrowed by the list's filters: columns `id, at, actor, action, targetKind, targetId, before, after` (`at` China's time, `before` and `after` JSON); audited as `export.audit` with the filters and the rows sent. 422 (4220) as the list.",
  example: { query: { action: 'campaign.publish', from: '2026-11-01', to: '2026-11-30' } },
});

// --- /ops/api/operators (admin): operator accounts ----------------------------------------------

/** An operator account as the API shows it: never its password hash. */
export const operatorAccount = z.strictObject({
  id: z.int().positive(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  createdAt: z.string(),
  /** When it was disabled (it can no longer log in, its sessions ended); null while active. */
  disabledAt: z.string().nullable(),
  /**
   * Wrong passwords given for this name in the last day, at every address together: past three at
   * one address, tries from there wait (30 s, doubling, at most 15 min); an admin can unlock.
   */
  failedLogins: z.int().nonnegative(),
  /** Set by an admin's password reset: the next login must choose a new password first. */
  mustChangePassword: z.boolean(),
  /** Whether a second factor (TOTP) is enrolled; an admin can reset it (a lost phone). */
  secondFactor: z.boolean(),
});
export type OperatorAccount = z.output<typeof operatorAccount>;

/** Every account, active and disabled, oldest first. */
export const operatorAccountList = z.strictObject({ items: z.array(operatorAccount) });
export type OperatorAccountList = z.output<typeof operatorAccountList>;

/** A new account (audited as `operator.create`); a taken username is refused with 409. */
export const operatorCreateRequest = z.strictObject({
  username: operatorUsername,
  role: z.enum(OPERATOR_ROLES),
  password: operatorPassword,
});
export type OperatorCreateRequest = z.input<typeof operatorCreateRequest>;

export const operatorIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * POST /ops/api/operators/:id/reset-password (admin): a generated password, answered this once, for
 * the admin to hand over; the account's sessions end and its next login must change it. Audited as
 * `operator.password_reset` (without the password).
 */
export const passwordResetAnswer = z.strictObject({
  account: operatorAccount,
  password: z.string(),
});
export type PasswordResetAnswer = z.output<typeof passwordResetAnswer>;

export const listOperatorAccounts = defineOpsEndpoint({
  name: 'listOperatorAccounts',
  method: 'GET',
  path: '/operators',
  role: 'admin',
  response: operatorAccountList,
  summary:
    'Every operator account, active and disabled, oldest first: `{ items: [{ id, username, role, createdAt, disabledAt, failedLogins, mustChangePassword, secondFactor }] }`, never a password hash; not audited.',
  example: {},
});

export const createOperatorAccount = defineOpsEndpoint({
  name: 'createOperatorAccount',
  method: 'POST',
  path: '/operators',
  role: 'admin',
  body: operatorCreateRequest,
  response: operatorAccount,
  summary:
    'A new account `{ username, role, password }`: audited as `operator.create`; answers the account with `disabledAt: null`. 409 (4090) when the username is taken; 422 (4220) a guessable password.',
  example: {
    body: { username: 'ops.wang', role: 'operator', password: 'plum kettle harbour seven' },
  },
});

export const disableOperatorAccount = defineOpsEndpoint({
  name: 'disableOperatorAccount',
  method: 'POST',
  path: '/operators/:id/disable',
  role: 'admin',
  params: operatorIdParams,
  response: operatorAccount,
  summary:
    "Disables an account and ends its sessions: audited as `operator.disable`; answers the account with `disabledAt`. 404 (4040) unknown; 409 (1000) for one's own account, one already disabled, or the last active admin.",
  example: { params: { id: 3 } },
});

export const resetOperatorAccountPassword = defineOpsEndpoint({
  name: 'resetOperatorAccountPassword',
  method: 'POST',
  path: '/operators/:id/reset-password',
  role: 'admin',
  params: operatorIdParams,
  response: passwordResetAnswer,
  summary:
    "Resets an account's password: ends its sessions, its next login must change it; audited as `operator.password_reset` (without the password); answers `{ account, password }`, a generated password shown this once. 404 (4040) unknown; 409 (1000) for one's own account.",
  example: { params: { id: 3 } },
});

export const resetOperatorAccountSecondFactor = defineOpsEndpoint({
  name: 'resetOperatorAccountSecondFactor',
  method: 'POST',
  path: '/operators/:id/reset-second-factor',
  role: 'admin',
  params: operatorIdParams,
  response: operatorAccount,
  summary:
    "Removes an account's second factor (secret and recovery codes) and ends its sessions: audited as `operator.totp_reset`; answers the account with `secondFactor: false`. 404 (4040) unknown; 409 (1000) for one's own account.",
  example: { params: { id: 3 } },
});

export const unlockOperatorAccount = defineOpsEndpoint({
  name: 'unlockOperatorAccount',
  method: 'POST',
  path: '/operators/:id/unlock',
  role: 'admin',
  params: operatorIdParams,
  response: operatorAccount,
  summary:
    "Clears the account name's wrong passwords at every address: audited as `operator.unlock`; answers the account with `failedLogins: 0`. 404 (4040) unknown.",
  example: { params: { id: 3 } },
});

/** POST /ops/api/operators/:id/role (admin): the account's new role. */
export const operatorRoleChangeRequest = z.strictObject({ role: z.enum(OPERATOR_ROLES) });
export type OperatorRoleChangeRequest = z.input<typeof operatorRoleChangeRequest>;

export const changeOperatorAccountRole = defineOpsEndpoint({
  name: 'changeOperatorAccountRole',
  method: 'POST',
  path: '/operators/:id/role',
  role: 'admin',
  params: operatorIdParams,
  body: operatorRoleChangeRequest,
  response: operatorAccount,
  summary:
    "Gives an account another role, `{ role }`: its sessions stay open and carry the new role from their next request (the role is read with the session on each request; a promotion that needs a second factor asks for its enrolment first); audited as `operator.role_change` with the role before and after and the sessions kept; answers the account. 404 (4040) unknown; 409 (1000) for one's own account, the role it already has, or the last active admin.",
  example: { params: { id: 3 }, body: { role: 'operator' } },
});

export const enableOperatorAccount = defineOpsEndpoint({
  name: 'enableOperatorAccount',
  method: 'POST',
  path: '/operators/:id/enable',
  role: 'admin',
  params: operatorIdParams,
  response: operatorAccount,
  summary:
    'Re-enables a disabled account (it logs in again with its password and second factor as they were): audited as `operator.enable`; answers the account with `disabledAt: null`. 404 (4040) unknown; 409 (1000) for an account that is not disabled.',
  example: { params: { id: 3 } },
});

/**
 * What an account's login history shows, from the audit log: its logins, failed logins (for its
 * name, also while it was disabled), recovery codes used, password changes and resets, and second
 * factor enrolments and resets.
 */
export const LOGIN_HISTORY_ACTIONS = [
  'operator.login',
  'operator.login_failed',
  'operator.recovery_code_used',
  'operator.password_change',
  'operator.password_reset',
  'operator.totp_enrol',
  'operator.totp_reset',
] as const satisfies readonly AuditAction[];
export type LoginHistoryAction = (typeof LOGIN_HISTORY_ACTIONS)[number];

export const loginHistoryEntry = z.strictObject({
  id: z.int().positive(),
  at: z.string(),
  action: z.enum(LOGIN_HISTORY_ACTIONS),
  /** Who: the operator, an admin (a reset), or `login from <address>` (a failed login). */
  actor: z.string(),
  /** The client's address of a login, a failed login or a recovery code; else null. */
  address: z.string().nullable(),
  /** What a failed login got wrong: the password or the second factor's code; else null. */
  failed: z.enum(['password', 'second_factor']).nullable(),
  /** Recovery codes left after one was used; else null. */
  recoveryCodesLeft: z.int().nonnegative().nullable(),
});
export type LoginHistoryEntry = z.output<typeof loginHistoryEntry>;
export const loginHistoryPage = opsPageOf(loginHistoryEntry);
export type LoginHistoryPage = z.output<typeof loginHistoryPage>;

export const listOperatorAccountLogins = defineOpsEndpoint({
  name: 'listOperatorAccountLogins',
  method: 'GET',
  path: '/operators/:id/logins',
  role: 'admin',
  params: operatorIdParams,
  query: opsPageQuery,
  response: loginHistoryPage,
  summary:
    "An account's login history from the audit log, newest first, a page at a time: logins, failed logins of its name, recovery codes used, password changes and resets, second factor enrolments and resets: `{ page, pageSize, total, items: [{ id, at, action, actor, address, failed, recoveryCodesLeft }] }`; not audited. 404 (4040) unknown.",
  example: { params: { id: 3 }, query: { page: 1, pageSize: 20 } },
});

export const operatorOpsEndpoints: readonly OpsEndpointDef[] = [
  logInOperator,
  getOperatorSession,
  logOutOperator,
  changeMyPassword,
  startSecondFactorEnrolment,
  confirmSecondFactorEnrolment,
  listAuditEntries,
  exportAuditEntries,
  listOperatorAccounts,
  createOperatorAccount,
  disableOperatorAccount,
  resetOperatorAccountPassword,
  resetOperatorAccountSecondFactor,
  unlockOperatorAccount,
  changeOperatorAccountRole,
  enableOperatorAccount,
  listOperatorAccountLogins,
];
