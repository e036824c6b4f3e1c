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
import { DRIVER_STATES } from './endpoints/driver-values.ts';
import { mobileNumber, userTypeField } from './endpoints/identity.ts';
import { feedbackSubject } from './endpoints/knowledge.ts';
import { epidemicCityCode, operatorSectionsText, provinceCode } from './endpoints/epidemic.ts';
import { RISK_LEVELS, ROAD_REPORT_KINDS, ROAD_REPORT_STATES } from './endpoints/epidemic-values.ts';
import { PARTY_POST_STATES } from './endpoints/party-values.ts';
import {
  COUPON_STATES,
  entryReason,
  listMyCouponsRequest,
  listMyCouponsResponse,
  listValueEntriesResponse,
  VALUE_ASSETS,
} from './endpoints/value.ts';
import { MASKED_MOBILE_PATTERN } from './rules/mask.ts';

import {
  inviteType,
  programmeSlug,
  QUALIFY_EVENTS,
  REFERRAL_REFUSALS,
  REFERRAL_STATES,
  REFERRAL_WITHHOLDINGS,
} from './endpoints/referral.ts';
import { ONE_LINE_TEXT } from './rules/text.ts';

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

// --- /ops/api/party/posts (docs/decisions/028-party-building.md) ---------------------------------

/**
 * Posts of one state (pending by default), a page at a time: pending oldest first (the queue),
 * published newest publication first, rejected newest decision first.
 */
export const partyPostListQuery = opsPageQuery.extend({
  state: z.enum(PARTY_POST_STATES).default('pending'),
});

export const opsPartyPostRow = z.strictObject({
  id: z.int().positive(),
  title: z.string(),
  /** As written, line breaks kept (text, never HTML). */
  text: z.string(),
  photoUrls: z.array(z.string()),
  /** As the users' pages show it: `司机 139****0003`, `货主 138****0001`. */
  author: z.string(),
  userId: z.int().positive(),
  state: z.enum(PARTY_POST_STATES),
  /** Why it was turned down or taken down; null otherwise. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  /** The last decision's time; null while pending. */
  reviewedAt: z.string().nullable(),
  /** When it was published (kept after it is taken down); null if it never was. */
  publishedAt: z.string().nullable(),
});
export type OpsPartyPostRow = z.output<typeof opsPartyPostRow>;
export const opsPartyPostPage = opsPageOf(opsPartyPostRow);
export type OpsPartyPostPage = z.output<typeof opsPartyPostPage>;

export const partyPostIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * POST /ops/api/party/posts/:id/reject (a pending post) and /unpublish (a published one): the
 * reason the author reads. Approve (/approve) takes no body. Each is audited (`party_post.<verb>`)
 * and answers the post as `OpsPartyPostRow`.
 */
export const partyPostReasonRequest = z.strictObject({
  // One line of text: no control characters (NUL cannot be stored).
  reason: z.string().trim().min(1).max(200).regex(ONE_LINE_TEXT, 'text.characters'),
});
export type PartyPostReasonRequest = z.input<typeof partyPostReasonRequest>;

// --- /ops/api/epidemic/… (docs/decisions/029-road-conditions-and-epidemic-information.md) --------

/**
 * Road reports of one state (pending by default), a page at a time: pending oldest first (the
 * queue), published newest publication first, rejected newest decision first.
 */
export const roadReportListQuery = opsPageQuery.extend({
  state: z.enum(ROAD_REPORT_STATES).default('pending'),
});

export const opsRoadReportRow = z.strictObject({
  id: z.int().positive(),
  kind: z.enum(ROAD_REPORT_KINDS),
  provinceName: z.string(),
  cityName: z.string(),
  road: z.string(),
  /** As written, line breaks kept (text, never HTML). */
  text: z.string(),
  photoUrls: z.array(z.string()),
  /** As the users' pages show it: `司机 139****0003`. */
  reporter: z.string(),
  userId: z.int().positive(),
  state: z.enum(ROAD_REPORT_STATES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type OpsRoadReportRow = z.output<typeof opsRoadReportRow>;
export const opsRoadReportPage = opsPageOf(opsRoadReportRow);
export type OpsRoadReportPage = z.output<typeof opsRoadReportPage>;

export const epidemicIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * POST /ops/api/epidemic/reports/:id/approve (no body), /reject (a pending report) and /unpublish
 * (a published one) with the reason the reporter reads; audited as `road_report.<verb>`, answered
 * with the report as `OpsRoadReportRow`; a report in another state is 409.
 */
export const roadReportReasonRequest = partyPostReasonRequest;

/** Broadcasts newest first, withdrawn ones included (marked). */
export const opsBroadcastRow = z.strictObject({
  id: z.int().positive(),
  title: z.string(),
  summary: z.string(),
  /** The text as the operator wrote it (`#` headings), for a second look. */
  text: z.string(),
  publishedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type OpsBroadcastRow = z.output<typeof opsBroadcastRow>;
export const opsBroadcastPage = opsPageOf(opsBroadcastRow);
export type OpsBroadcastPage = z.output<typeof opsBroadcastPage>;

const operatorLine = (max: number) =>
  z.string().trim().min(1).max(max).regex(ONE_LINE_TEXT, 'text.characters');

/**
 * POST /ops/api/epidemic/broadcasts (operator; audited `broadcast.publish`): published at once.
 * POST /ops/api/epidemic/broadcasts/:id/withdraw (audited `broadcast.withdraw`): gone from the
 * pages; 409 when already withdrawn.
 */
export const broadcastRequest = z.strictObject({
  title: operatorLine(60),
  summary: operatorLine(120),
  text: operatorSectionsText,
});
export type BroadcastRequest = z.input<typeof broadcastRequest>;

/** GET /ops/api/epidemic/risk-areas?province=: the province's listed areas (medium and high). */
export const riskAreasQuery = z.strictObject({ province: provinceCode });
export const opsRiskAreaRow = z.strictObject({
  cityCode: z.string(),
  cityName: z.string(),
  area: z.string(),
  level: z.enum(RISK_LEVELS),
  updatedAt: z.string(),
});
export type OpsRiskAreaRow = z.output<typeof opsRiskAreaRow>;
export const opsRiskAreaList = z.strictObject({ items: z.array(opsRiskAreaRow) });
export type OpsRiskAreaList = z.output<typeof opsRiskAreaList>;

/**
 * PUT /ops/api/epidemic/risk-areas (operator; audited `risk_area.set` with the level before and
 * after): sets an area's level; `low` takes it off the list. Answers the province's list.
 */
export const setRiskAreaRequest = z.strictObject({
  city: epidemicCityCode,
  area: operatorLine(40),
  level: z.enum(RISK_LEVELS),
});
export type SetRiskAreaRequest = z.input<typeof setRiskAreaRequest>;

/** GET /ops/api/epidemic/policies?province=: the province's policies (its own first). */
export const policiesQuery = z.strictObject({ province: provinceCode });
export const opsPolicyRow = z.strictObject({
  id: z.int().positive(),
  provinceCode: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export type OpsPolicyRow = z.output<typeof opsPolicyRow>;
export const opsPolicyList = z.strictObject({ items: z.array(opsPolicyRow) });
export type OpsPolicyList = z.output<typeof opsPolicyList>;

/**
 * POST /ops/api/epidemic/policies (audited `policy.create`) and PUT /ops/api/epidemic/policies/:id
 * (audited `policy.update`, before and after): one policy per province and city (city absent: the
 * province's own); a second for the same place is 409. A city must be in the province.
 */
export const policyRequest = z.strictObject({
  province: provinceCode,
  city: epidemicCityCode.optional(),
  title: operatorLine(60),
  summary: operatorLine(120),
  text: operatorSectionsText,
});
export type PolicyRequest = z.input<typeof policyRequest>;
