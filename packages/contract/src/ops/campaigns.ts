// The operator API's campaigns (docs/decisions/015-campaigns.md): the list and one campaign, drafts
// created and replaced until the start, deleted or published, stock topped up, ended early, and
// the report of spend against budget. A referral programme (ADR 016) is a campaign of kind
// `referral`, made on the same routes.

import * as z from 'zod';
import { collectWordsTerms, cutPriceTerms } from '../endpoints/campaign-games.ts';
import { CAMPAIGN_KIND_REGISTRY, type KindTerms } from '../endpoints/campaign-kinds.ts';
import {
  CAMPAIGN_STATES,
  campaignAudience,
  campaignDrawPage,
  campaignKind,
  type CampaignKind,
  campaignSlug,
  TIER_PRIZES,
} from '../endpoints/campaigns.ts';
import { isoDateTime, rowIdParam, rowId } from '../endpoints/common.ts';
import { taskMetric, taskPeriod } from '../endpoints/loyalty.ts';
import { inviteType, QUALIFY_EVENTS } from '../endpoints/referral.ts';
import { VALUE_ASSETS } from '../endpoints/value.ts';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';

/** One prize tier as an operator writes it; the losing tier has prize `none` and no stock. */
export const campaignTierInput = z.strictObject({
  position: z.int().min(0).max(99),
  nameZh: z.string().trim().min(1).max(60),
  nameEn: z.string().trim().min(1).max(60),
  prize: z.enum(TIER_PRIZES),
  /** Points, beans or fen credited; 1 for a coupon; 0 for the losing tier. */
  amount: z.int().min(0).max(100_000_000),
  couponTemplateId: rowId.nullable(),
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
 * What a loyalty task (a campaign of kind `task`, ADR 022) counts, how many make it done, and the
 * period it is done in; its one prize tier is what a claim pays.
 */
export const loyaltyTaskTerms = z.strictObject({
  metric: taskMetric,
  target: z.int().min(1).max(10_000),
  period: taskPeriod,
});
export type LoyaltyTaskTerms = z.input<typeof loyaltyTaskTerms>;

/**
 * The schema of each kind's own terms in the campaign input (the registry's `terms`,
 * endpoints/campaign-kinds.ts), and the refusal when a campaign carries terms its kind has not or
 * lacks its own. A referral programme's terms go with its having no tiers (the last refinement).
 */
const KIND_TERMS = {
  cutPrice: {
    schema: cutPriceTerms,
    refusal: 'a cut-price campaign has its terms (cutPrice), and no other campaign has them',
  },
  collectWords: {
    schema: collectWordsTerms,
    refusal:
      'a collect-words campaign has its phrase (collectWords), and no other campaign has one',
  },
  task: {
    schema: loyaltyTaskTerms,
    refusal: 'a task has its terms (task: metric, target, period), and no other campaign has them',
  },
  referral: { schema: referralProgrammeInput, refusal: null },
} as const satisfies Record<KindTerms, { schema: z.ZodType; refusal: string | null }>;

const termsOf = (kind: CampaignKind): KindTerms | null => CAMPAIGN_KIND_REGISTRY[kind].terms;

const campaignInputFields = z.strictObject({
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
  referral: KIND_TERMS.referral.schema.nullable().default(null),
  /** A cut-price campaign's terms (kind `cut_price` only, ADR 030). */
  cutPrice: KIND_TERMS.cutPrice.schema.nullable().default(null),
  /** A collect-words campaign's phrase and weights (kind `collect_words` only, ADR 030). */
  collectWords: KIND_TERMS.collectWords.schema.nullable().default(null),
  /** A loyalty task's terms (kind `task` only, ADR 022). */
  task: KIND_TERMS.task.schema.nullable().default(null),
});

/** Each kind's own terms, present exactly when the kind has them (the registry's `terms`). */
const withKindTerms = (Object.keys(KIND_TERMS) as KindTerms[]).reduce((schema, field) => {
  const refusal = KIND_TERMS[field].refusal;
  if (refusal === null) return schema;
  return schema.refine((c) => (termsOf(c.kind) === field) === (c[field] !== null), {
    message: refusal,
    path: [field],
  });
}, campaignInputFields);

/**
 * A campaign as an operator creates it, or replaces it while it has not started: prize tiers for
 * the games, or (kind `referral`) no tiers and the programme's terms.
 */
export const campaignInput = withKindTerms
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
      termsOf(c.kind) === 'referral'
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
  id: rowIdParam,
});

/** Adds stock to one tier (never removes); may raise the budget to make room. */
export const campaignTopupRequest = z.strictObject({
  tierId: rowId,
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
  /** Stock; null for the losing tier. Top-ups may take it past what a new tier may hold. */
  total: z.int().nonnegative().nullable(),
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
  task: loyaltyTaskTerms.nullable(),
  publishedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endNoticeZh: z.string().nullable(),
  endNoticeEn: z.string().nullable(),
  tiers: z.array(opsCampaignTier),
});
export type OpsCampaign = z.output<typeof opsCampaign>;
export type OpsCampaignSummary = Omit<
  OpsCampaign,
  'tiers' | 'referral' | 'cutPrice' | 'collectWords' | 'task'
>;
/**
 * The list's query: a page, of one state and one kind when given, and matching `q` when given:
 * every word of it (split on spaces) found in the Chinese or English title or the slug, ignoring
 * case.
 */
export const campaignListQuery = opsPageQuery.extend({
  state: z.enum(CAMPAIGN_STATES).optional(),
  kind: campaignKind.optional(),
  q: z.string().trim().min(1).max(100).optional(),
});
export type CampaignListFilter = Omit<z.output<typeof campaignListQuery>, 'page' | 'pageSize'>;

export const opsCampaignPage = opsPageOf(
  opsCampaign.omit({
    tiers: true,
    referral: true,
    cutPrice: true,
    collectWords: true,
    task: true,
  }),
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
      nameEn: z.string(),
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

/** A draft deleted (never published: no user saw it, nothing was given). */
export const deletedCampaign = z.strictObject({
  id: z.int().positive(),
  deleted: z.literal(true),
});
export type DeletedCampaign = z.output<typeof deletedCampaign>;

const gameTier = {
  position: 0,
  nameZh: '谢谢参与',
  nameEn: 'No prize this time',
  prize: 'none',
  amount: 0,
  couponTemplateId: null,
  valueFen: 0,
  weight: 90,
  total: null,
  fallbackPosition: null,
} as const;

/** A lucky draw of 10 points, the example of the create and replace requests. */
const exampleCampaign = {
  slug: 'spring-draw',
  kind: 'draw',
  titleZh: '春运幸运抽奖',
  titleEn: 'Spring lucky draw',
  rulesZh: '活动期间每人每天可抽奖一次，奖品为积分，发放至积分账户。',
  rulesEn: 'Draw once a day while the campaign runs; points go to your points account.',
  userType: 3,
  audience: 'all',
  startsAt: '2027-01-10T00:00:00+08:00',
  endsAt: '2027-02-10T00:00:00+08:00',
  perDayLimit: 1,
  perCampaignLimit: null,
  budgetUnits: 10_000,
  budgetFen: 0,
  lockSeconds: null,
  tiers: [
    gameTier,
    {
      position: 1,
      nameZh: '10 积分',
      nameEn: '10 points',
      prize: 'points',
      amount: 10,
      couponTemplateId: null,
      valueFen: 0,
      weight: 10,
      total: 1000,
      fallbackPosition: 0,
    },
  ],
} satisfies CampaignInput;

export const listCampaigns = defineOpsEndpoint({
  name: 'listCampaigns',
  method: 'GET',
  path: '/campaigns',
  role: 'viewer',
  query: campaignListQuery,
  response: opsCampaignPage,
  summary:
    'Campaigns, latest start first, a page at a time, of one `state` (draft, scheduled, running, ended) and one `kind` when given, and with every word of `q` in the Chinese or English title or the slug (case ignored) when given: `{ page, pageSize, total, items }`, each campaign without its tiers and terms; not audited.',
  example: { query: { state: 'running', kind: 'draw', q: '春运 抽奖', page: 1, pageSize: 20 } },
});

export const getCampaign = defineOpsEndpoint({
  name: 'getCampaign',
  method: 'GET',
  path: '/campaigns/:id',
  role: 'viewer',
  params: campaignIdParams,
  response: opsCampaign,
  summary:
    "One campaign with its state, its tiers (stock remaining), a programme's or a game's terms and an early end's notice; not audited. 404 (4040) unknown.",
  example: { params: { id: 1 } },
});

export const createCampaign = defineOpsEndpoint({
  name: 'createCampaign',
  method: 'POST',
  path: '/campaigns',
  role: 'operator',
  body: campaignInput,
  response: opsCampaign,
  summary:
    "Creates a draft: `CampaignInput`, prize tiers for the games (exactly one losing tier, every fallback chain ending on it, a coupon's value its template's, the stock within the budget) or a referral programme's terms. Answers the campaign. Audited as `campaign.create` with it. 422 (4220) a rule broken or a start already past; 409 (4090) the slug taken.",
  example: { body: exampleCampaign },
});

export const updateCampaign = defineOpsEndpoint({
  name: 'updateCampaign',
  method: 'PUT',
  path: '/campaigns/:id',
  role: 'operator',
  params: campaignIdParams,
  body: campaignInput,
  response: opsCampaign,
  summary:
    'Replaces a draft or a scheduled campaign whole, tiers and top-ups included, with the rules of the create. Answers the campaign. Audited as `campaign.update` with it before and after. 409 (4090) from its start or once ended, a scheduled one moved to a start already past, or the slug taken; 422 (4220) a rule broken or a draft moved to a past start; 404 (4040) unknown.',
  example: { params: { id: 1 }, body: exampleCampaign },
});

export const deleteCampaign = defineOpsEndpoint({
  name: 'deleteCampaign',
  method: 'DELETE',
  path: '/campaigns/:id',
  role: 'operator',
  params: campaignIdParams,
  response: deletedCampaign,
  summary:
    'Deletes a draft with its tiers and terms: `{ id, deleted: true }`. Audited as `campaign.delete` with the campaign before. 409 (4090) once published (end it instead); 404 (4040) unknown.',
  example: { params: { id: 1 } },
});

export const publishCampaign = defineOpsEndpoint({
  name: 'publishCampaign',
  method: 'POST',
  path: '/campaigns/:id/publish',
  role: 'operator',
  params: campaignIdParams,
  response: opsCampaign,
  summary:
    'Publishes a draft before its start: users read its rules from now, it runs from its start. Answers the campaign, scheduled. Audited as `campaign.publish`. 409 (4090) already published or its start passed; 404 (4040) unknown.',
  example: { params: { id: 1 } },
});

export const topUpCampaign = defineOpsEndpoint({
  name: 'topUpCampaign',
  method: 'POST',
  path: '/campaigns/:id/topups',
  role: 'operator',
  params: campaignIdParams,
  body: campaignTopupRequest,
  response: opsCampaign,
  summary:
    'Adds stock to a tier of a published campaign not ended: `{ tierId, amount, budgetUnits?, budgetFen? }`, the budget raised with it when given (never lowered); recorded for the rules page. Answers the campaign. Audited as `campaign.top_up` with the budget and the tier before and after. 409 (4090) a draft or ended; 422 (4220) a budget lowered or the stock beyond it; 404 (4040) unknown campaign or tier.',
  example: { params: { id: 1 }, body: { tierId: 2, amount: 500, budgetUnits: 15_000 } },
});

export const endCampaign = defineOpsEndpoint({
  name: 'endCampaign',
  method: 'POST',
  path: '/campaigns/:id/end',
  role: 'operator',
  params: campaignIdParams,
  body: campaignEndRequest,
  response: opsCampaign,
  summary:
    'Ends a published campaign now with the notice its rules page shows: `{ noticeZh, noticeEn }`; grabs already held are honoured. Answers the campaign, ended. Audited as `campaign.end` with the state before and after and the notice. 409 (4090) a draft or already ended; 404 (4040) unknown.',
  example: {
    params: { id: 1 },
    body: {
      noticeZh: '奖品已提前发完，活动结束，感谢参与。',
      noticeEn: 'The prizes ran out early, so the campaign has ended. Thank you for taking part.',
    },
  },
});

export const copyCampaign = defineOpsEndpoint({
  name: 'copyCampaign',
  method: 'POST',
  path: '/campaigns/:id/copy',
  role: 'operator',
  params: campaignIdParams,
  response: opsCampaign,
  summary:
    "Copies a campaign of any state into a new draft with the same titles, rules, limits, budget, tiers (each tier's stock its total, top-ups included, all of it remaining), odds and a programme's or a game's terms, checked as a create. The slug is the original's with `-copy` (then `-copy-2`, `-copy-3` ...) the first one free; the dates are kept when the start is still ahead, else the copy starts at the next midnight in Beijing and lasts as long. Answers the new draft. Audited as `campaign.copy` with the draft and `copiedFrom`. 422 (4220) the copy breaks a rule of the create (a coupon's template with too little stock left); 404 (4040) unknown.",
  example: { params: { id: 1 } },
});

export const getCampaignReport = defineOpsEndpoint({
  name: 'getCampaignReport',
  method: 'GET',
  path: '/campaigns/:id/report',
  role: 'viewer',
  params: campaignIdParams,
  response: campaignReport,
  summary:
    "A campaign's spend against its budget (units, fen, units held under grab locks), attempts and users, each tier's stock, top-ups, outcomes and fallbacks, and the last 60 days with attempts; not audited. 404 (4040) unknown.",
  example: { params: { id: 1 } },
});

/** The attempts' export: every attempt, or `only: 'winners'` (those that ended on a prize). */
export const campaignAttemptsExportQuery = z.strictObject({
  only: z.enum(['winners']).optional(),
});
export type CampaignAttemptsFilter = z.output<typeof campaignAttemptsExportQuery>;

/** A row of a campaign's attempts export: who (masked), when, on which tier and prize. */
export const campaignAttemptCsvRow = z.strictObject({
  id: z.int().positive(),
  /** `YYYY-MM-DD HH:mm:ss`, China's time. */
  at: z.string(),
  /** The day (China's) counted against the per-day limit. */
  day: z.string(),
  userId: z.int().positive(),
  /** The user's mobile masked (`139****0003`), `****` for an erased account. */
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  /** The tier it ended on (Chinese name), empty while a grab is pending. */
  tier: z.string().nullable(),
  prize: z.enum(TIER_PRIZES).nullable(),
  amount: z.int().nonnegative().nullable(),
});

export const exportCampaignAttempts = defineOpsEndpoint({
  name: 'exportCampaignAttempts',
  method: 'GET',
  path: '/campaigns/:id/attempts/export',
  role: 'operator',
  params: campaignIdParams,
  query: campaignAttemptsExportQuery,
  response: campaignAttemptCsvRow,
  csv: { file: 'campaign-attempts', audit: 'export.campaign_attempts' },
  summary:
    "A campaign's attempts as a CSV file (ADR 042), newest first, or its winners alone (`only=winners`: attempts that ended on a tier with a prize): `id, at, day, userId, mobileMasked, tier, prize, amount`, the mobile masked; audited as `export.campaign_attempts` with the campaign and the rows sent. 404 (4040) unknown.",
  example: { params: { id: 1 }, query: { only: 'winners' } },
});

export const campaignOpsEndpoints: readonly OpsEndpointDef[] = [
  listCampaigns,
  getCampaign,
  createCampaign,
  updateCampaign,
  deleteCampaign,
  publishCampaign,
  topUpCampaign,
  endCampaign,
  copyCampaign,
  getCampaignReport,
  exportCampaignAttempts,
];
