// The one registry of campaign kinds (docs/decisions/015-campaigns.md, "One registry of kinds"):
// what each kind is to the server and the console, without zod. Its H5 part (each kind's page) is
// campaign-kind-pages.ts, which the H5 loads alone. Every list of kinds is derived from these two;
// what a new kind costs is in docs/campaign-kinds.md.

/**
 * How the server settles a campaign of the kind:
 * - `draw`: a draw of the tiers by the published odds (POST /campaigns/:id/draw);
 * - `grab`: a flash-sale grab that holds a unit for its lock time (the campaign's `lockSeconds`);
 * - `pack`: a new user's gift pack, each tier one item of the pack;
 * - `chosen`: a tier the server's rule chooses, never drawn (a sign-in's cycle day, a task's prize);
 * - `game`: played on its own endpoints (modules/campaign-games, ADR 030);
 * - `programme`: no tiers; pays through its own module (a referral programme, ADR 016).
 */
export type KindEngine = 'draw' | 'grab' | 'pack' | 'chosen' | 'game' | 'programme';

/** The terms a campaign input carries for its kind besides the tiers (ops/campaigns.ts). */
export type KindTerms = 'cutPrice' | 'collectWords' | 'task' | 'referral';

/** The ledger reason of a credit a campaign of the kind gives (value.ts's entry reasons). */
export type KindReason = 'campaign_prize' | 'sign_in_reward' | 'task_reward' | 'referral_reward';

export interface KindInfo {
  engine: KindEngine;
  /** Whether its outcomes are drawn by the tiers' weights, so the console shows their odds. */
  odds: boolean;
  /** Its own terms in the campaign input, which no other kind has; null: the tiers say it all. */
  terms: KindTerms | null;
  reason: KindReason;
  /**
   * Listed in the activities running for a user type (GET /api/loyalty/activities, the activity
   * centre); false: listed elsewhere (a task with its progress in the reward centre, a referral
   * programme on its own pages).
   */
  activityCentre: boolean;
}

/**
 * Every campaign kind, in the order the console lists them. A kind missing from a list keyed by
 * kind (the console's and the H5's words, the server's dispatch) is a compile error there.
 */
export const CAMPAIGN_KIND_REGISTRY = {
  draw: {
    engine: 'draw',
    odds: true,
    terms: null,
    reason: 'campaign_prize',
    activityCentre: true,
  },
  red_packet_rain: {
    engine: 'draw',
    odds: true,
    terms: null,
    reason: 'campaign_prize',
    activityCentre: true,
  },
  collect_words: {
    engine: 'game',
    odds: true,
    terms: 'collectWords',
    reason: 'campaign_prize',
    activityCentre: true,
  },
  gift_pack: {
    engine: 'pack',
    odds: false,
    terms: null,
    reason: 'campaign_prize',
    activityCentre: true,
  },
  seckill: {
    engine: 'grab',
    odds: false,
    terms: null,
    reason: 'campaign_prize',
    activityCentre: true,
  },
  sign_in: {
    engine: 'chosen',
    odds: false,
    terms: null,
    reason: 'sign_in_reward',
    activityCentre: true,
  },
  task: {
    engine: 'chosen',
    odds: false,
    terms: 'task',
    reason: 'task_reward',
    activityCentre: false,
  },
  referral: {
    engine: 'programme',
    odds: false,
    terms: 'referral',
    reason: 'referral_reward',
    activityCentre: false,
  },
  cut_price: {
    engine: 'game',
    odds: false,
    terms: 'cutPrice',
    reason: 'campaign_prize',
    activityCentre: true,
  },
} as const satisfies Record<string, KindInfo>;

type Registry = typeof CAMPAIGN_KIND_REGISTRY;
export type CampaignKind = keyof Registry;

/** The kinds whose registry entry has `field` equal to `value`, as their own type. */
export type KindsWhere<Field extends keyof KindInfo, Value> = {
  [Kind in CampaignKind]: Registry[Kind][Field] extends Value ? Kind : never;
}[CampaignKind];

/** What kind of activity a campaign is: the pages choose their game by it, the rules are one. */
export const CAMPAIGN_KINDS = Object.keys(CAMPAIGN_KIND_REGISTRY) as readonly CampaignKind[];

/** The kinds whose entry has `field` equal to `value`, in the registry's order. */
export function kindsWhere<Field extends keyof KindInfo, const Value extends KindInfo[Field]>(
  field: Field,
  value: Value,
): readonly KindsWhere<Field, Value>[] {
  return CAMPAIGN_KINDS.filter(
    (kind): kind is KindsWhere<Field, Value> =>
      (CAMPAIGN_KIND_REGISTRY[kind] as KindInfo)[field] === value,
  );
}

/**
 * Whether a campaign of the kind pays out through tiers (and so has a grab lock); a programme
 * (a referral) pays by its own terms, with neither (ADR 016).
 */
export const paysByTiers = (kind: CampaignKind): boolean =>
  CAMPAIGN_KIND_REGISTRY[kind].engine !== 'programme';

/** A kind of the registry (a stored row's kind is a plain string to the database). */
export const isCampaignKind = (kind: string): kind is CampaignKind =>
  Object.hasOwn(CAMPAIGN_KIND_REGISTRY, kind);

/** The registry's entry of a stored kind; undefined for a string that is no kind. */
export const kindInfo = (kind: string): KindInfo | undefined =>
  isCampaignKind(kind) ? CAMPAIGN_KIND_REGISTRY[kind] : undefined;
