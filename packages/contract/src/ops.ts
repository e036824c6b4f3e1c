// The operator API under /ops/api/ (docs/decisions/014-operator-api.md): plain JSON for the
// operations console at /ops/ and for scripts, outside the signed /service gateway. Successes are
// the JSON below; refusals are the contract's envelope ({ status: { code, msg }, data }) with its
// HTTP status (401 no operator session, 403 role too low or XSRF refused, 422 invalid body...).

import * as z from 'zod';
import {
  CAMPAIGN_STATES,
  campaignAudience,
  campaignDrawPage,
  campaignKind,
  campaignSlug,
  TIER_PRIZES,
} from './endpoints/campaigns.ts';
import { collectWordsTerms, cutPriceTerms } from './endpoints/campaign-games.ts';
import { isoDateTime } from './endpoints/common.ts';
import { DRIVER_PROFILE_FIELDS, DRIVER_STATES } from './endpoints/driver-values.ts';
import { mobileNumber, userTypeField } from './endpoints/identity.ts';
import { feedbackSubject } from './endpoints/knowledge.ts';
import {
  COUPON_STATES,
  entryReason,
  listMyCouponsRequest,
  listMyCouponsResponse,
  listValueEntriesResponse,
  VALUE_ASSETS,
} from './endpoints/value.ts';
import { MASKED_ID_CARD_PATTERN, MASKED_MOBILE_PATTERN } from './rules/mask.ts';

import {
  inviteType,
  programmeSlug,
  QUALIFY_EVENTS,
  REFERRAL_REFUSALS,
  REFERRAL_STATES,
  REFERRAL_WITHHOLDINGS,
} from './endpoints/referral.ts';
import { OPERATOR_ROLES, SIGN_IN_NEEDS } from './ops/define.ts';

export * from './ops/define.ts';
export * from './ops/paging.ts';
export * from './ops/operators.ts';
export * from './ops/drivers.ts';
export * from './ops/campaigns.ts';
export * from './ops/value.ts';
export * from './ops/referrals.ts';
export * from './ops/users.ts';
export * from './ops/knowledge.ts';
export * from './ops/epidemic.ts';
export * from './ops/party.ts';
export * from './ops/edu.ts';
export * from './ops/shipments.ts';
export * from './ops/vitals.ts';
export { opsEndpoints } from './ops/index.ts';
import { opsPageOf, opsPageQuery } from './ops/paging.ts';

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

// --- /ops/api/audit (admin) -------------------------------------------------------------------

/** What the log records, as `<target>.<verb>`: every change an operator can make, and logins. */
export const AUDIT_ACTIONS = [
  'broadcast.publish',
  'broadcast.withdraw',
  'campaign.create',
  'campaign.delete',
  'campaign.update',
  'campaign.publish',
  'campaign.top_up',
  'campaign.end',
  'coupon.issue',
  'coupon.issue_repeated',
  'driver_verification.approve',
  'driver_verification.reject',
  'feedback.reveal_mobile',
  'operator.create',
  'operator.disable',
  'operator.login',
  'operator.login_failed',
  'operator.password_change',
  'operator.password_reset',
  'operator.recovery_code_used',
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
  'driver',
  'epidemic_broadcast',
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

/**
 * The log's query: a page, narrowed by action, target (kind, and id) or actor when given. An
 * action or a target kind is one of the closed lists above (ADR 014), anything else a 422.
 */
export const auditListQuery = opsPageQuery.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetKind: z.enum(AUDIT_TARGET_KINDS).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  actor: z.string().trim().min(1).max(120).optional(),
});
export type AuditFilter = Omit<z.output<typeof auditListQuery>, 'page' | 'pageSize'>;

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

// --- /ops/api/drivers/verifications ------------------------------------------------------------

export const verificationListQuery = opsPageQuery.extend({
  state: z.enum(DRIVER_STATES).default('submitted'),
});

export const verificationSummary = z.strictObject({
  userId: z.int().positive(),
  /** Masked (`139****0003`); the whole number only through POST /ops/api/users/:userId/reveal. */
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  name: z.string().nullable(),
  plateNumber: z.string().nullable(),
  state: z.enum(DRIVER_STATES),
  submittedAt: z.string().nullable(),
});
export const verificationPage = opsPageOf(verificationSummary);
export type VerificationPage = z.output<typeof verificationPage>;

/** The profile's certificate photos, by the field that holds each. */
export const VERIFICATION_PHOTOS = [
  'idCardFrontKey',
  'idCardBackKey',
  'licenceImageKey',
  'vehicleLicenceImageKey',
] as const satisfies readonly (typeof DRIVER_PROFILE_FIELDS)[number][];
export type VerificationPhoto = (typeof VERIFICATION_PHOTOS)[number];

/**
 * A profile as any operator may read it: the ID number masked (`110101********1234`) and, of each
 * photo, only whether there is one. The number in full and the photos' links are handed out by
 * the audited reveal (POST /ops/api/users/:userId/reveal), which the review screen calls.
 */
export const verificationDetail = verificationSummary.extend({
  idCardMasked: z.string().regex(MASKED_ID_CARD_PATTERN).nullable(),
  licenceClass: z.string().nullable(),
  licenceExpiry: z.string().nullable(),
  vehicleLicenceExpiry: z.string().nullable(),
  vehicleType: z.string().nullable(),
  vehicleLengthM: z.number().nullable(),
  loadTonnes: z.number().nullable(),
  rejectReasons: z.array(z.strictObject({ field: z.string(), reason: z.string() })),
  reviewedAt: z.string().nullable(),
  /** Whether each photo was given (its link only through the reveal). */
  photos: z.strictObject({
    idCardFrontKey: z.boolean(),
    idCardBackKey: z.boolean(),
    licenceImageKey: z.boolean(),
    vehicleLicenceImageKey: z.boolean(),
  }),
});
export type VerificationDetail = z.output<typeof verificationDetail>;

/** A reason the driver sees next to the field: the same bounds as the driver's getDetail shows. */
export const reviewReason = z.strictObject({
  field: z.enum(DRIVER_PROFILE_FIELDS),
  reason: z.string().trim().min(1).max(200),
});

export const reviewDecisionRequest = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reasons: z.array(reviewReason).min(1).max(13) }),
]);
export type ReviewDecisionRequest = z.input<typeof reviewDecisionRequest>;

// --- /ops/api/campaigns (docs/decisions/015-campaigns.md) ---------------------------------------

/** One prize tier as an operator writes it; the losing tier has prize `none` and no stock. */
export const campaignTierInput = z.strictObject({
  position: z.int().min(0).max(99),
  nameZh: z.string().trim().min(1).max(60),
  nameEn: z.string().trim().min(1).max(60),
  prize: z.enum(TIER_PRIZES),
  /** Points, beans or fen credited; 1 for a coupon; 0 for the losing tier. */
  amount: z.int().min(0).max(100_000_000),
  couponTemplateId: z.int().positive().max(2_147_483_647).nullable(),
  /** Money value of one prize in fen, counted against the budget. */
  valueFen: z.int().min(0).max(100_000_000),
  weight: z.int().min(0).max(1_000_000_000),
  /** Stock; null for the losing tier. */
  total: z.int().min(0).max(10_000_000).nullable(),
  /** Where a draw landing here goes once the stock is out; null: the losing tier. */
  fallbackPosition: z.int().min(0).max(99).nullable(),
});
export type CampaignTierInput = z.input<typeof campaignTierInput>;

const referralReward = z.strictObject({
  asset: z.enum(VALUE_ASSETS),
  amount: z.int().min(1).max(1_000_000),
});

/** What a referral programme (a campaign of kind `referral`) pays, and when (ADR 016). */
export const referralProgrammeInput = z.strictObject({
  /** The share link's `type` (1 to 9). */
  inviteType,
  qualifyEvent: z.enum(QUALIFY_EVENTS),
  /** The invitee's user type; null: either. */
  inviteeUserType: z.union([z.literal(1), z.literal(3)]).nullable(),
  inviterReward: referralReward,
  inviteeReward: referralReward.nullable(),
  /** Referrals an inviter may bring a day (Asia/Shanghai); those beyond are withheld. */
  dailyCap: z.int().min(1).max(1000),
  tokenTtlDays: z.int().min(1).max(365),
  /** Days a registered referral may take to qualify. */
  expiryDays: z.int().min(1).max(365),
});
export type ReferralProgrammeInput = z.input<typeof referralProgrammeInput>;

/**
 * A campaign as an operator creates it, or replaces it while it has not started: prize tiers for
 * the games, or (kind `referral`) no tiers and the programme's terms.
 */
export const campaignInput = z
  .strictObject({
    slug: campaignSlug,
    kind: campaignKind,
    titleZh: z.string().trim().min(1).max(100),
    titleEn: z.string().trim().min(1).max(100),
    rulesZh: z.string().trim().min(1).max(5000),
    rulesEn: z.string().trim().min(1).max(5000),
    userType: z.union([z.literal(1), z.literal(3)]).nullable(),
    audience: campaignAudience,
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    perDayLimit: z.int().min(1).max(10_000).nullable(),
    perCampaignLimit: z.int().min(1).max(1_000_000).nullable(),
    budgetUnits: z.int().min(0).max(100_000_000),
    budgetFen: z.int().min(0).max(100_000_000_000),
    lockSeconds: z.int().min(10).max(3600).nullable(),
    /** The page that presents a draw (kind `draw` only); left out or null, the lucky draw. */
    drawPage: campaignDrawPage.default(null),
    tiers: z.array(campaignTierInput).max(20),
    referral: referralProgrammeInput.nullable().default(null),
    /** A cut-price campaign's terms (kind `cut_price` only, ADR 030). */
    cutPrice: cutPriceTerms.nullable().default(null),
    /** A collect-words campaign's phrase and weights (kind `collect_words` only, ADR 030). */
    collectWords: collectWordsTerms.nullable().default(null),
  })
  .refine((c) => (c.kind === 'cut_price') === (c.cutPrice !== null), {
    message: 'a cut-price campaign has its terms (cutPrice), and no other campaign has them',
    path: ['cutPrice'],
  })
  .refine((c) => (c.kind === 'collect_words') === (c.collectWords !== null), {
    message:
      'a collect-words campaign has its phrase (collectWords), and no other campaign has one',
    path: ['collectWords'],
  })
  .refine((c) => c.kind === 'draw' || c.drawPage === null, {
    message: 'only a draw names the page that presents it (drawPage); other kinds leave it null',
    path: ['drawPage'],
  })
  .refine((c) => Date.parse(c.startsAt) < Date.parse(c.endsAt), {
    message: 'the start is before the end',
    path: ['endsAt'],
  })
  .refine(
    (c) =>
      c.kind === 'referral'
        ? c.referral !== null && c.tiers.length === 0 && c.lockSeconds === null
        : c.referral === null && c.tiers.length >= 2,
    {
      message:
        'a referral programme has its terms and no tiers; any other campaign, 2 tiers or more',
      path: ['tiers'],
    },
  );
export type CampaignInput = z.input<typeof campaignInput>;

export const campaignIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Adds stock to one tier (never removes); may raise the budget to make room. */
export const campaignTopupRequest = z.strictObject({
  tierId: z.int().positive().max(2_147_483_647),
  amount: z.int().min(1).max(10_000_000),
  budgetUnits: z.int().min(0).max(100_000_000).optional(),
  budgetFen: z.int().min(0).max(100_000_000_000).optional(),
});
export type CampaignTopupRequest = z.input<typeof campaignTopupRequest>;

/** Ends a campaign now, with the notice its users read. */
export const campaignEndRequest = z.strictObject({
  noticeZh: z.string().trim().min(1).max(500),
  noticeEn: z.string().trim().min(1).max(500),
});
export type CampaignEndRequest = z.input<typeof campaignEndRequest>;

export const opsCampaignTier = campaignTierInput.extend({
  tierId: z.int().positive(),
  remaining: z.int().nonnegative().nullable(),
});
export const opsCampaign = z.strictObject({
  id: z.int().positive(),
  slug: z.string(),
  kind: campaignKind,
  titleZh: z.string(),
  titleEn: z.string(),
  rulesZh: z.string(),
  rulesEn: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  userType: z.union([z.literal(1), z.literal(3)]).nullable(),
  audience: campaignAudience,
  startsAt: z.string(),
  endsAt: z.string(),
  perDayLimit: z.int().nullable(),
  perCampaignLimit: z.int().nullable(),
  budgetUnits: z.int(),
  budgetFen: z.int(),
  lockSeconds: z.int().nullable(),
  /** The page that presents a draw; null for other kinds. */
  drawPage: campaignDrawPage,
  referral: referralProgrammeInput.nullable(),
  cutPrice: cutPriceTerms.nullable(),
  collectWords: collectWordsTerms.nullable(),
  publishedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endNoticeZh: z.string().nullable(),
  endNoticeEn: z.string().nullable(),
  tiers: z.array(opsCampaignTier),
});
export type OpsCampaign = z.output<typeof opsCampaign>;
export type OpsCampaignSummary = Omit<
  OpsCampaign,
  'tiers' | 'referral' | 'cutPrice' | 'collectWords'
>;
/** The list's query: a page, of one state only when given. */
export const campaignListQuery = opsPageQuery.extend({
  state: z.enum(CAMPAIGN_STATES).optional(),
});

export const opsCampaignPage = opsPageOf(
  opsCampaign.omit({ tiers: true, referral: true, cutPrice: true, collectWords: true }),
);
export type OpsCampaignPage = z.output<typeof opsCampaignPage>;

/** Spend against budget, stock and wins by tier. */
export const campaignReport = z.strictObject({
  campaignId: z.int().positive(),
  state: z.enum(CAMPAIGN_STATES),
  budget: z.strictObject({ units: z.int(), fen: z.int() }),
  /** Prizes given (units) and their value; held: units under an open grab lock. */
  spent: z.strictObject({ units: z.int(), fen: z.int(), held: z.int() }),
  attempts: z.int().nonnegative(),
  users: z.int().nonnegative(),
  tiers: z.array(
    z.strictObject({
      tierId: z.int().positive(),
      position: z.int(),
      nameZh: z.string(),
      prize: z.enum(TIER_PRIZES),
      total: z.int().nullable(),
      remaining: z.int().nullable(),
      toppedUp: z.int().nonnegative(),
      /** Attempts that ended on this tier (its prize given, for a grab once confirmed). */
      outcomes: z.int().nonnegative(),
      /** Of those, how many had landed on a tier whose stock was out and fell here. */
      fellHere: z.int().nonnegative(),
    }),
  ) /** Day by day (Asia/Shanghai), the last 60 days with attempts, oldest first. */,
  days: z.array(
    z.strictObject({
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      attempts: z.int().nonnegative(),
      users: z.int().nonnegative(),
      /** Prizes given that day (the losing tier not counted), and their value in fen. */
      wins: z.int().nonnegative(),
      fen: z.int().nonnegative(),
    }),
  ),
});
export type CampaignReport = z.output<typeof campaignReport>;

// --- /ops/api/value (docs/decisions/013-ledgers-and-coupons.md) ---------------------------------

export const opsUserParams = z.strictObject({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** A correction of a user's balance: an `operator_adjustment` entry, signed, with its reason. */
export const valueAdjustmentRequest = z.strictObject({
  asset: z.enum(VALUE_ASSETS),
  /** Positive credits, negative debits (refused beyond the balance); never 0. */
  amount: z
    .int()
    .min(-100_000_000)
    .max(100_000_000)
    .refine((n) => n !== 0, 'an adjustment is not 0'),
  /** Why, for the audit log and the support team. */
  note: z.string().trim().min(2).max(200),
  /** Makes a resubmitted form one adjustment. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'invalid idempotency key'),
});
export type ValueAdjustmentRequest = z.input<typeof valueAdjustmentRequest>;

/**
 * A user's entries of one asset, newest first, a page at a time (the H5's GET /api/value/entries,
 * for the console): `before` is the previous page's `nextBefore`.
 */
export const opsValueEntriesQuery = z.strictObject({
  asset: z.enum(VALUE_ASSETS),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Only entries of this reason (e.g. `operator_adjustment`); all without. */
  reason: entryReason.optional(),
});
export type OpsValueEntriesQuery = z.input<typeof opsValueEntriesQuery>;

/**
 * `{ entries: [{ entryId, amount, balanceAfter, reason, refKind, refId, expiresOn, createdAt }],
 * nextBefore }`: the user-facing list's shape. An adjustment's note is not on the entry; the audit
 * log has it (`value.adjust`, `after.entryId` and `after.note`).
 */
export const opsValueEntries = listValueEntriesResponse;
export type OpsValueEntries = z.output<typeof opsValueEntries>;
export type OpsValueEntry = OpsValueEntries['entries'][number];

/** GET /ops/api/value/users/:userId/coupons (viewer): the coupons a user holds, as they see them. */
export const opsUserCouponsQuery = listMyCouponsRequest;
export const opsUserCoupons = listMyCouponsResponse;
export type OpsUserCoupons = z.output<typeof opsUserCoupons>;

/** One coupon of a template given to a user by an operator (a goodwill gesture, a complaint). */
export const couponIssueRequest = z.strictObject({
  templateId: z.int().positive().max(2_147_483_647),
  note: z.string().trim().min(2).max(200),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'invalid idempotency key'),
});
export type CouponIssueRequest = z.input<typeof couponIssueRequest>;

// --- /ops/api/referrals ----------------------------------------------------------------------

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, z.int().nonnegative()])) as {
      [K in T[number]]: z.ZodInt;
    },
  );

/**
 * A programme's funnel: how many reached each stage (a rewarded referral counts as registered,
 * qualified and rewarded), withheld ones by reason, and refused acceptances by reason.
 * `invited`: every acceptance asked for, refused or not.
 */
export const referralFunnel = z.strictObject({
  programme: programmeSlug,
  invited: z.int().nonnegative(),
  registered: z.int().nonnegative(),
  qualified: z.int().nonnegative(),
  rewarded: z.int().nonnegative(),
  expired: z.int().nonnegative(),
  withheld: z.int().nonnegative(),
  withheldBy: countsOf(REFERRAL_WITHHOLDINGS),
  refused: z.int().nonnegative(),
  refusedBy: countsOf(REFERRAL_REFUSALS),
});
export type ReferralFunnel = z.output<typeof referralFunnel>;

export const referralFunnelParams = z.strictObject({ programme: programmeSlug });

const userIdQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const referralListQuery = opsPageQuery.extend({
  programme: programmeSlug.optional(),
  state: z.enum(REFERRAL_STATES).optional(),
  inviterUserId: userIdQuery.optional(),
  inviteeUserId: userIdQuery.optional(),
});

export const referralRow = z.strictObject({
  id: z.int().positive(),
  programme: programmeSlug,
  state: z.enum(REFERRAL_STATES),
  reason: z.enum(REFERRAL_WITHHOLDINGS).nullable(),
  inviterUserId: z.int().positive(),
  inviteeUserId: z.int().positive(),
  /** Masked: an operator's list needs no full number. */
  inviteeMobileMasked: z.string(),
  registeredAt: z.string(),
  expiresAt: z.string(),
  qualifiedAt: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  inviterEntryId: z.int().positive().nullable(),
});
export const referralPage = opsPageOf(referralRow);
export type ReferralPage = z.output<typeof referralPage>;

export const referralIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** Withhold a referral not yet rewarded (operator), with a note for the audit log. */
export const withholdReferralRequest = z.strictObject({
  note: z.string().trim().min(1).max(200),
});

// --- /ops/api/users (docs/decisions/023-ops-console-api.md) ----------------------------------

/** Finds a user by the full mobile number the caller already has (a support call, a complaint). */
export const opsUserLookupQuery = z.strictObject({ mobile: mobileNumber });
export type OpsUserLookupQuery = z.input<typeof opsUserLookupQuery>;

/** Who the user is: the mobile masked (first 3, ****, last 4); an admin may reveal it. */
export const opsUser = z.strictObject({
  userId: z.int().positive(),
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  /** 1: shipper, 3: truck driver. */
  userType: userTypeField,
  registeredAt: z.string(),
  /** A driver's verification (`not_started` without a profile); null for a shipper. */
  driverState: z.enum(DRIVER_STATES).nullable(),
});
export type OpsUser = z.output<typeof opsUser>;

/**
 * The user at a glance: balances by asset (0 without an account), coupons held by state, and the
 * referrals they brought by state (list them with GET /ops/api/referrals?inviterUserId=).
 */
export const opsUserSummary = z.strictObject({
  balances: countsOf(VALUE_ASSETS),
  coupons: countsOf(COUPON_STATES),
  referralsAsInviter: countsOf(REFERRAL_STATES),
});
export type OpsUserSummary = z.output<typeof opsUserSummary>;

export const opsUserLookup = z.strictObject({ user: opsUser, summary: opsUserSummary });
export type OpsUserLookup = z.output<typeof opsUserLookup>;

/**
 * Why personal data is revealed, recorded with it in the audit log: `review` (operator and up)
 * hands a reviewer the ID number and the photos of a profile waiting for review; the others (a
 * customer-service request of the person, a dispute, a request of an authority) are an admin's,
 * for any field and state.
 */
export const REVEAL_REASONS = ['review', 'support', 'dispute', 'authority'] as const;
export type RevealReason = (typeof REVEAL_REASONS)[number];
/** What a reveal may hand out: the whole mobile, the whole ID number, links to the photos. */
export const REVEAL_FIELDS = ['mobile', 'idCardNo', 'photos'] as const;
export type RevealField = (typeof REVEAL_FIELDS)[number];

/**
 * POST /ops/api/users/:userId/reveal: the one way the operator API hands out a whole mobile, a
 * whole ID number or a verification photo's link (which expires in minutes), audited as
 * `user.reveal` with the fields and the reason (never the values).
 */
export const revealRequest = z.strictObject({
  fields: z
    .array(z.enum(REVEAL_FIELDS))
    .min(1)
    .max(REVEAL_FIELDS.length)
    .refine((fields) => new Set(fields).size === fields.length, 'each field once'),
  reason: z.enum(REVEAL_REASONS),
});
export type RevealRequest = z.input<typeof revealRequest>;

/** The fields asked for, and only those; a shipper's or a driver without a profile's are null. */
export const revealedPersonalData = z.strictObject({
  userId: z.int().positive(),
  /** Null once the person has left (their number erased). */
  mobile: z.string().nullable().optional(),
  idCardNo: z.string().nullable().optional(),
  photoUrls: z
    .strictObject({
      idCardFrontKey: z.string().nullable(),
      idCardBackKey: z.string().nullable(),
      licenceImageKey: z.string().nullable(),
      vehicleLicenceImageKey: z.string().nullable(),
    })
    .optional(),
});
export type RevealedPersonalData = z.output<typeof revealedPersonalData>;

/**
 * POST /ops/api/users/:userId/erase (admin): deletes the account on the person's request, as they
 * can themselves at /clearuser (README "Personal data"), audited as `user.erase` with the note.
 * The note says how the request came (a ticket, a call) and never holds the person's data.
 */
export const eraseUserRequest = z.strictObject({
  note: z.string().trim().min(2).max(200),
});
export type EraseUserRequest = z.input<typeof eraseUserRequest>;
export const erasedUser = z.strictObject({
  userId: z.int().positive(),
  /** False when the account had already been deleted: nothing changed. */
  erased: z.boolean(),
});
export type ErasedUser = z.output<typeof erasedUser>;

// --- /ops/api/knowledge/feedback (docs/decisions/026-knowledge-base.md) ---------------------------

/** Feedback newest first, a page at a time; of one subject (`general` or an article) when given. */
export const feedbackListQuery = opsPageQuery.extend({ subject: feedbackSubject.optional() });

export const opsFeedbackRow = z.strictObject({
  id: z.int().positive(),
  /** What the person quotes to customer service (`FB00000042`). */
  ticket: z.string(),
  /** `general`, or the article's id. */
  subject: z.string(),
  /** The article's title when the subject is an article (null for `general`). */
  articleTitle: z.string().nullable(),
  helpful: z.enum(['yes', 'no']).nullable(),
  text: z.string(),
  /** The call-back number masked (`139****0003`), null when none was given; an admin may reveal it. */
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN).nullable(),
  /** The user logged in when it was sent, else null. */
  userId: z.int().positive().nullable(),
  createdAt: z.string(),
});
export type OpsFeedbackRow = z.output<typeof opsFeedbackRow>;
export const opsFeedbackPage = opsPageOf(opsFeedbackRow);
export type OpsFeedbackPage = z.output<typeof opsFeedbackPage>;

export const feedbackIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * POST /ops/api/knowledge/feedback/:id/reveal (admin): the call-back number, audited as
 * `feedback.reveal_mobile` with the reason (a review is never one: feedback is not a profile).
 */
export const feedbackRevealRequest = z.strictObject({
  reason: z.enum(REVEAL_REASONS).exclude(['review']),
});
export type FeedbackRevealRequest = z.input<typeof feedbackRevealRequest>;
export const revealedFeedbackMobile = z.strictObject({
  id: z.int().positive(),
  mobile: z.string(),
});
export type RevealedFeedbackMobile = z.output<typeof revealedFeedbackMobile>;
