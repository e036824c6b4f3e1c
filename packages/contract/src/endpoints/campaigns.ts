// Campaigns (issue 13, docs/decisions/015-campaigns.md): draws, red-packet rains, gift packs,
// flash-sale grabs, sign-ins and the other activities that give out value. The server decides
// every outcome, in one transaction, against the published odds and stock; the rules page is
// generated from the same rows (one endpoint), so what users read is what the draw uses.

import * as z from 'zod';
import {
  defineEndpoint,
  isoDateTime,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  requestId,
  rowId as id,
} from './common.ts';
import { CAMPAIGN_KINDS } from './campaign-kinds.ts';
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_SLUG_PATTERN,
  CAMPAIGN_STATES,
  DRAW_PAGES,
  TIER_PRIZES,
} from './campaign-values.ts';
import { inviteTypeQuery, qualifyEvent } from './referral.ts';
import { valueAsset } from './value.ts';

const bigId = z.int().positive().max(Number.MAX_SAFE_INTEGER);

export { CAMPAIGN_KINDS } from './campaign-kinds.ts';
export {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_SLUG_PATTERN,
  CAMPAIGN_STATES,
  DRAW_PAGES,
  PUBLIC_CAMPAIGN_PATH,
  PUBLIC_PROGRAMME_PATH,
  TIER_PRIZES,
} from './campaign-values.ts';

export const campaignKind = z.enum(CAMPAIGN_KINDS);
export type CampaignKind = z.output<typeof campaignKind>;
export const campaignAudience = z.enum(CAMPAIGN_AUDIENCES);
/** The page that presents a draw; null for a campaign of another kind. */
export const campaignDrawPage = z.enum(DRAW_PAGES).nullable();
export type DrawPage = NonNullable<z.output<typeof campaignDrawPage>>;
export const tierPrize = z.enum(TIER_PRIZES);
export type TierPrize = z.output<typeof tierPrize>;
export const campaignState = z.enum(CAMPAIGN_STATES);
export type CampaignState = z.output<typeof campaignState>;
export const campaignSlug = z.string().regex(CAMPAIGN_SLUG_PATTERN, 'invalid campaign');

/** A coupon prize's redemption terms, as users read them. */
export const couponTerms = z.strictObject({
  /** The order amount from which the coupon applies, in fen; 0: none. */
  thresholdFen: z.int().nonnegative(),
  /** Usable for this many days from the day it is won (Asia/Shanghai), or between fixed dates. */
  validDays: z.int().positive().nullable(),
  validFrom: isoDateTime.nullable(),
  validUntil: isoDateTime.nullable(),
});

const publishedTier = z.strictObject({
  tierId: id,
  position: z.int().nonnegative(),
  /** In the request's language. */
  name: z.string().min(1).max(60),
  prize: tierPrize,
  /** Points, beans or fen credited; 1 for a coupon; 0 for the losing tier. */
  amount: z.int().nonnegative(),
  /** Money value of one prize in fen (a coupon's face value, cash). */
  valueFen: z.int().nonnegative(),
  /** The published chance of landing here, in percent with two decimals (weights / their sum). */
  oddsPercent: z.string().regex(/^\d{1,3}\.\d{2}$/),
  weight: z.int().nonnegative(),
  /** Stock; null for the losing tier, which never runs out. */
  total: z.int().nonnegative().nullable(),
  remaining: z.int().nonnegative().nullable(),
  /** Where a draw landing here goes once the stock is out (the losing tier when null). */
  fallbackPosition: z.int().nonnegative().nullable(),
  coupon: couponTerms.nullable(),
});

const topup = z.strictObject({
  position: z.int().nonnegative(),
  tierName: z.string(),
  amount: z.int().positive(),
  at: isoDateTime,
});

const programmeReward = z.strictObject({ asset: valueAsset, amount: z.int().positive() });

/** What one attempt ended on, as a draw answers it and the rules list today's (`me.outcomesToday`). */
const drawnOutcome = z.strictObject({
  attemptId: bigId,
  /** The tier the attempt ended on (after a fallback, if the drawn tier's stock was out). */
  tier: z.strictObject({
    tierId: id,
    position: z.int().nonnegative(),
    name: z.string(),
    prize: tierPrize,
    amount: z.int().nonnegative(),
    valueFen: z.int().nonnegative(),
  }),
  /** A prize was given for it (a coupon or a credit). */
  won: z.boolean(),
});

/** At most this many of the caller's outcomes today are listed (a day's chances are fewer). */
export const OUTCOMES_TODAY_MAX = 50;

// --- GET /api/campaign/rules: a campaign's rules, generated from the rows the server draws from ---

export const getCampaignRulesRequest = z.strictObject({ slug: campaignSlug });
export const getCampaignRulesResponse = z.strictObject({
  campaignId: id,
  slug: campaignSlug,
  kind: campaignKind,
  /** The page that presents a draw (an old link to the other one goes there); null: not a draw. */
  drawPage: campaignDrawPage,
  title: z.string().min(1).max(100),
  /** The operator's rules text, in the request's language. */
  rules: z.string(),
  state: campaignState,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Set when an operator ended it before `endsAt`, with the notice users read. */
  endedEarly: z.strictObject({ at: isoDateTime, notice: z.string() }).nullable(),
  /** 1 shipper, 3 driver; null: both. */
  userType: z.union([z.literal(1), z.literal(3)]).nullable(),
  audience: campaignAudience,
  perDayLimit: z.int().positive().nullable(),
  perCampaignLimit: z.int().positive().nullable(),
  /** How long a grab holds its unit (flash sales); null: no grabs. */
  lockSeconds: z.int().positive().nullable(),
  tiers: z.array(publishedTier),
  /** Quantities added after publication, oldest first. */
  topups: z.array(topup),
  /** A referral programme's terms (kind `referral`, ADR 016); null for any other campaign. */
  referral: z
    .strictObject({
      qualifyEvent,
      inviterReward: programmeReward,
      inviteeReward: programmeReward.nullable(),
      /** Referrals an inviter may bring a day (Asia/Shanghai); those beyond are withheld. */
      dailyCap: z.int().positive(),
      /** Days an invitee has to qualify after signing up. */
      expiryDays: z.int().positive(),
    })
    .nullable(),
  /** The caller's attempts (null without a session). */
  me: z
    .strictObject({
      attemptsToday: z.int().nonnegative(),
      attempts: z.int().nonnegative(),
      /**
       * What the caller's attempts today (Asia/Shanghai, the day `attemptsToday` counts) ended on,
       * in the order drawn, the first `OUTCOMES_TODAY_MAX`: draws, red packets, confirmed grabs
       * (a grab still held, released or lapsed is no outcome).
       */
      outcomesToday: z.array(drawnOutcome).max(OUTCOMES_TODAY_MAX),
    })
    .nullable(),
});
export const getCampaignRules = defineEndpoint({
  name: 'getCampaignRules',
  method: 'GET',
  service: 'oms-service',
  path: '/api/campaign/rules',
  caller: 'anyone',
  client: QUIET_READ,
  keep: true,
  request: getCampaignRulesRequest,
  response: getCampaignRulesResponse,
  example: { slug: 'demo-driver-draw' },
});
// --- GET /public/campaign/{slug}?lang=…: a published campaign's content, unsigned (ADR 049) ---
// Outside /service and its gateway: what anyone may read of a published campaign (its name, window,
// terms and prize table), the same for every caller, so that index.html's script can ask for it
// before the app (and its signer) has loaded, and a cache may keep it. Never its stock, its state
// (running, ended) or anything of the caller's: those come only from getCampaignRules.

// `${PUBLIC_CAMPAIGN_PATH}/${slug}?lang=zh-CN` (its query: `publicReadQuery`, common.ts); a draft
// or an unknown slug answers NOT_FOUND.
export const publicCampaignParams = z.strictObject({ slug: campaignSlug });
export const publicCampaignResponse = getCampaignRulesResponse
  .pick({
    slug: true,
    kind: true,
    drawPage: true,
    title: true,
    rules: true,
    startsAt: true,
    endsAt: true,
    userType: true,
    audience: true,
    perDayLimit: true,
    perCampaignLimit: true,
    // A programme's published terms (its rewards, cap and days to qualify): the same for everyone.
    referral: true,
  })
  .extend({
    tiers: z.array(
      publishedTier.pick({
        tierId: true,
        position: true,
        name: true,
        prize: true,
        amount: true,
        valueFen: true,
        oddsPercent: true,
        coupon: true,
      }),
    ),
  });
export type PublicCampaign = z.output<typeof publicCampaignResponse>;

// --- GET /public/programme/{inviteType}?lang=…: the running programme's rules, unsigned ---
// The referral programme running for a share type (what getRunningProgramme answers), as the
// public read answers a campaign: the programme's rules pages start it from index.html's script.
// Which programme runs may be a minute old in a cache; the page takes it as current only from the
// signed read. A share type with no programme running answers NOT_FOUND.
export const publicProgrammeParams = z.strictObject({ inviteType: inviteTypeQuery });

// --- GET /api/referral/programme: the rules of the referral programme running for a share type ---

export const getRunningProgrammeRequest = z.strictObject({ inviteType: inviteTypeQuery });
export const getRunningProgramme = defineEndpoint({
  name: 'getRunningProgramme',
  method: 'GET',
  service: 'oms-service',
  path: '/api/referral/programme',
  caller: 'anyone',
  client: QUIET_READ,
  request: getRunningProgrammeRequest,
  // The campaign's published rules, as getCampaignRules answers them for its slug; a share type
  // with no programme running answers NOT_FOUND.
  response: getCampaignRulesResponse,
  example: { inviteType: 4 },
});
export type PublishedTier = z.output<typeof publishedTier>;
export type CampaignRules = z.output<typeof getCampaignRulesResponse>;

// --- POST /api/campaign/draw: one attempt (a draw, a red packet, a claim), decided by the server ---

const outcome = z.strictObject({
  ...drawnOutcome.shape,
  /** The coupon given, or the ledger entry credited; null for the losing tier. */
  couponId: bigId.nullable(),
  entryId: bigId.nullable(),
  attemptsToday: z.int().nonnegative(),
  attempts: z.int().nonnegative(),
  /** True when this request id had already been answered: the first outcome, repeated. */
  repeated: z.boolean(),
});

export const drawCampaignRequest = z.strictObject({ campaignId: id, requestId });
export const drawCampaignResponse = outcome;
export const drawCampaign = defineEndpoint({
  name: 'drawCampaign',
  method: 'POST',
  service: 'oms-service',
  path: '/api/campaign/draw',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: drawCampaignRequest,
  response: drawCampaignResponse,
  example: { campaignId: 1, requestId: 'k3j4h5g6f7d8s9a0' },
});
export type CampaignOutcome = z.output<typeof outcome>;
export type DrawnOutcome = z.output<typeof drawnOutcome>;
export type DrawCampaignRequest = z.input<typeof drawCampaignRequest>;

// --- POST /api/campaign/grab: hold one unit of a tier for a time (a flash-sale grab) -------------

export const grabCampaignUnitRequest = z.strictObject({ campaignId: id, tierId: id, requestId });
export const grabCampaignUnitResponse = z.strictObject({
  attemptId: bigId,
  /** Confirm with it before `expiresAt`; after that the unit returns to stock. */
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  expiresAt: isoDateTime,
  tierId: id,
  repeated: z.boolean(),
});
export const grabCampaignUnit = defineEndpoint({
  name: 'grabCampaignUnit',
  method: 'POST',
  service: 'oms-service',
  path: '/api/campaign/grab',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: grabCampaignUnitRequest,
  response: grabCampaignUnitResponse,
  example: { campaignId: 1, tierId: 1, requestId: 'k3j4h5g6f7d8s9a0' },
});
export type GrabCampaignUnitRequest = z.input<typeof grabCampaignUnitRequest>;
export type CampaignGrab = z.output<typeof grabCampaignUnitResponse>;

// --- POST /api/campaign/grab/confirm: turn a held unit into the prize, exactly once --------------

export const confirmCampaignGrabRequest = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invalid token'),
});
export const confirmCampaignGrab = defineEndpoint({
  name: 'confirmCampaignGrab',
  method: 'POST',
  service: 'oms-service',
  path: '/api/campaign/grab/confirm',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: confirmCampaignGrabRequest,
  response: outcome,
  example: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
});

// --- Gift packs (kind `gift_pack`): every prize tier is one item of the pack --------------------

/** A user type in a query string (1 shipper, 3 driver): text there; the client may pass a number. */
const packUserType = z
  .union([z.int(), z.string().regex(/^\d$/).transform(Number)])
  .pipe(z.union([z.literal(1), z.literal(3)]));

const packItem = z.strictObject({
  /** In the request's language. */
  name: z.string().min(1).max(60),
  prize: tierPrize.exclude(['none']),
  /** Points, beans or fen credited; 1 for a coupon. */
  amount: z.int().positive(),
  /** Money value in fen (a coupon's face value, cash). */
  valueFen: z.int().nonnegative(),
  coupon: couponTerms.nullable(),
});

/**
 * Whether the caller may take the pack: `new` (registered since the pack started), `existing`
 * (an account older than the pack: the new-user pack is not theirs), `other_user_type` (a pack
 * for shippers opened by a driver, or the other way round).
 */
export const PACK_ELIGIBILITY = ['new', 'existing', 'other_user_type'] as const;

export const getGiftPackRequest = z.strictObject({ userType: packUserType });
export const getGiftPackResponse = z.strictObject({
  campaignId: id,
  slug: campaignSlug,
  title: z.string().min(1).max(100),
  /** The operator's rules text, in the request's language. */
  rules: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  userType: z.union([z.literal(1), z.literal(3)]),
  /** What one pack holds, in the operator's order. */
  items: z.array(packItem).min(1),
  /** Packs given out in all, and left: a pack is given whole, so the fewest units of its items. */
  total: z.int().nonnegative(),
  remaining: z.int().nonnegative(),
  /** The caller (null without a session): whether they took it, and may. */
  me: z
    .strictObject({
      claimedAt: isoDateTime.nullable(),
      eligibility: z.enum(PACK_ELIGIBILITY),
    })
    .nullable(),
});
/**
 * GET /api/campaign/gift-pack: the new users' gift pack running now for a user type (published,
 * started, not ended); NOT_FOUND when none is, which pages show as the activity being over.
 */
export const getGiftPack = defineEndpoint({
  name: 'getGiftPack',
  method: 'GET',
  service: 'oms-service',
  path: '/api/campaign/gift-pack',
  caller: 'anyone',
  client: QUIET_READ,
  request: getGiftPackRequest,
  response: getGiftPackResponse,
  example: { userType: 1 },
});
export type GiftPack = z.output<typeof getGiftPackResponse>;
export type PackEligibility = (typeof PACK_ELIGIBILITY)[number];

export const claimGiftPackRequest = z.strictObject({ campaignId: id, requestId });
export const claimGiftPackResponse = z.strictObject({
  attemptId: bigId,
  /** What landed in the account: each coupon in "my coupons", each credit in its ledger. */
  items: z.array(packItem).min(1),
  claimedAt: isoDateTime,
  /** True when this request id had already been answered: the first answer, repeated. */
  repeated: z.boolean(),
});
/**
 * POST /api/campaign/gift-pack/claim: takes the pack whole (a unit of every item) once per new
 * user, or refuses with nothing taken: SOLD_OUT when an item is gone, LIMIT_REACHED when the user
 * has it already, BUSINESS_RULE for an existing account or the other user type.
 */
export const claimGiftPack = defineEndpoint({
  name: 'claimGiftPack',
  method: 'POST',
  service: 'oms-service',
  path: '/api/campaign/gift-pack/claim',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: claimGiftPackRequest,
  response: claimGiftPackResponse,
  example: { campaignId: 1, requestId: 'k3j4h5g6f7d8s9a0' },
});
export type GiftPackClaim = z.output<typeof claimGiftPackResponse>;
