// Two campaign games on the value core (docs/decisions/030-cut-price-and-collect-words.md):
// - cut price (kind `cut_price`, '砍价得奖励'): a shipper starts a cut on the campaign's one prize;
//   friends who open its link help once each, the server deciding each cut's size; when the cuts
//   reach the target within the window, the prize is the starter's, once.
// - collect words (kind `collect_words`, '集字赢好礼'): each draw gives one character of the
//   campaign's phrase by its published weights; a user holding every character redeems the prize,
//   once.
// The campaign itself (title, window, limits, the prize tier and its stock, the rules text) is the
// one `GET /api/campaign/rules` publishes; these endpoints add each game's own state.

import * as z from 'zod';
import {
  defineEndpoint,
  isoDateTime,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  requestId,
  rowId as id,
} from './common.ts';
import {
  CUT_HELPERS_SHOWN,
  CUT_STATES,
  CUT_TOKEN_PATTERN,
  phraseCharacters,
  WORD_PHRASE,
} from './campaign-games-values.ts';
import { campaignSlug, tierPrize } from './campaigns.ts';

export {
  CUT_HELPERS_SHOWN,
  CUT_STATES,
  CUT_TOKEN_PATTERN,
  WORD_PHRASE,
} from './campaign-games-values.ts';

const bigId = z.int().positive().max(Number.MAX_SAFE_INTEGER);
const maskedMobile = z.string().regex(/^\d{3}\*{4}\d{4}$|^\*{4}$/);
const fen = z.int().min(1).max(10_000_000);

// --- The operator's terms of each game (part of the campaign's create and replace shapes) --------

/** A cut-price campaign's terms: the amount to cut, each cut's bounds, the window, helpers' limit. */
export const cutPriceTerms = z
  .strictObject({
    /** The amount (fen) the cuts must reach for the prize. */
    targetFen: fen,
    /** Bounds of one helper's cut (fen); the server picks within them, smaller as the end nears. */
    minCutFen: fen,
    maxCutFen: fen,
    /** Hours a cut stays open from its start (never past the campaign's end). */
    hours: z.int().min(1).max(168),
    /** Cuts one helper may give a day (Asia/Shanghai) in the campaign, across starters. */
    helpsPerDay: z.int().min(1).max(100),
  })
  .refine((terms) => terms.minCutFen <= terms.maxCutFen && terms.maxCutFen <= terms.targetFen, {
    message: 'a cut is at least minCutFen, at most maxCutFen, and maxCutFen is at most targetFen',
    path: ['maxCutFen'],
  });
export type CutPriceTerms = z.output<typeof cutPriceTerms>;

/** A collect-words campaign's phrase and the weight of each of its characters, in order. */
export const collectWordsTerms = z
  .strictObject({
    phrase: z
      .string()
      .trim()
      .refine((phrase) => {
        const chars = phraseCharacters(phrase);
        return (
          chars.length >= WORD_PHRASE.min &&
          chars.length <= WORD_PHRASE.max &&
          new Set(chars).size === chars.length &&
          chars.every((char) => /^\S$/u.test(char))
        );
      }, `${WORD_PHRASE.min} to ${WORD_PHRASE.max} different characters, none blank`),
    weights: z.array(z.int().min(1).max(1_000_000)).min(WORD_PHRASE.min).max(WORD_PHRASE.max),
  })
  .refine((terms) => terms.weights.length === phraseCharacters(terms.phrase).length, {
    message: 'one weight per character of the phrase',
    path: ['weights'],
  });
export type CollectWordsTerms = z.output<typeof collectWordsTerms>;

// --- Cut price -----------------------------------------------------------------------------------

export const cutToken = z.string().regex(CUT_TOKEN_PATTERN, 'invalid cut');

const cutView = z.strictObject({
  /** The share token: the link `…/customer/cutReward?slug=…&cut=<token>`. */
  token: cutToken,
  /** Whose cut it is, masked. */
  starter: maskedMobile,
  targetFen: fen,
  /** Cut so far, never past the target. */
  cutFen: z.int().nonnegative(),
  state: z.enum(CUT_STATES),
  startedAt: isoDateTime,
  /** Helps are taken until then; an open cut past it has lapsed (its prize unit goes back). */
  expiresAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  helperCount: z.int().nonnegative(),
  /** The newest helpers first, masked, with what each cut. */
  helpers: z
    .array(z.strictObject({ mobile: maskedMobile, amountFen: fen, at: isoDateTime }))
    .max(CUT_HELPERS_SHOWN),
  /** The caller started it. */
  mine: z.boolean(),
  /** What the caller cut on it (null: not helped, or no session). */
  myHelpFen: fen.nullable(),
  /** For the starter of a finished cut: the coupon or the ledger entry the prize became. */
  couponId: bigId.nullable(),
  entryId: bigId.nullable(),
});
export type CutView = z.output<typeof cutView>;

export const getCutPriceRequest = z.strictObject({
  slug: campaignSlug,
  /** A shared cut's token (a helper's link). */
  cut: cutToken.optional(),
});
export const getCutPriceResponse = z.strictObject({
  campaignId: id,
  terms: z.strictObject({
    targetFen: fen,
    minCutFen: fen,
    maxCutFen: fen,
    hours: z.int().positive(),
    helpsPerDay: z.int().positive(),
  }),
  /** The caller's newest cut in the campaign, in any state (null: none, or no session). */
  mine: cutView.nullable(),
  /** The cut the link names; LINK_EXPIRED when there is no such cut, or it is another campaign's. */
  shared: cutView.nullable(),
  /** Cuts the caller gave today in this campaign (null without a session). */
  helpsToday: z.int().nonnegative().nullable(),
});
export type CutPriceGame = z.output<typeof getCutPriceResponse>;
/** GET /api/campaign/cut-price: a cut-price campaign's terms, the caller's cut and a shared one. */
export const getCutPrice = defineEndpoint({
  name: 'getCutPrice',
  method: 'GET',
  service: 'oms-service',
  path: '/api/campaign/cut-price',
  caller: 'anyone',
  client: QUIET_READ,
  request: getCutPriceRequest,
  response: getCutPriceResponse,
  example: { slug: 'demo-shipper-cut' },
});

export const startCutRequest = z.strictObject({ campaignId: id, requestId });
export const startCutResponse = z.strictObject({
  cut: cutView,
  /** True when this request id had already been answered: the first answer, repeated. */
  repeated: z.boolean(),
});
/**
 * POST /api/campaign/cut-price/start: starts a cut on the campaign's prize, holding one unit of its
 * stock until the cut finishes or lapses. Refused with a user's open cut already (BUSINESS_RULE),
 * outside the window, for another user type, past the starter's limits, or with no stock left.
 */
export const startCut = defineEndpoint({
  name: 'startCut',
  method: 'POST',
  service: 'oms-service',
  path: '/api/campaign/cut-price/start',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: startCutRequest,
  response: startCutResponse,
  example: { campaignId: 1, requestId: 'k3j4h5g6f7d8s9a0' },
});
export type StartCutRequest = z.input<typeof startCutRequest>;

export const helpCutRequest = z.strictObject({ campaignId: id, token: cutToken, requestId });
export const helpCutResponse = z.strictObject({
  /** What this helper cut. */
  amountFen: fen,
  cut: cutView,
  /** True when this helper had already helped on this cut: their first cut, repeated. */
  repeated: z.boolean(),
});
/**
 * POST /api/campaign/cut-price/help: one cut on a friend's cut, its size decided by the server; the
 * cut that reaches the target gives the starter the prize in the same transaction. Once per
 * helper and cut (again: the first answer), never the starter's own, within the helper's limit a
 * day; refused with what happened: LINK_EXPIRED for an unknown cut or another campaign's,
 * NOT_IN_TIME_WINDOW for a lapsed one, BUSINESS_RULE for a finished one.
 */
export const helpCut = defineEndpoint({
  name: 'helpCut',
  method: 'POST',
  service: 'oms-service',
  path: '/api/campaign/cut-price/help',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: helpCutRequest,
  response: helpCutResponse,
  example: {
    campaignId: 1,
    token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    requestId: 'k3j4h5g6f7d8s9a0',
  },
});
export type HelpCutRequest = z.input<typeof helpCutRequest>;

// --- Collect words -------------------------------------------------------------------------------

const card = z.strictObject({
  position: z.int().nonnegative(),
  /** Characters of this position the user holds (after a redemption, one of each fewer). */
  count: z.int().nonnegative(),
});

export const getCollectWordsRequest = z.strictObject({ slug: campaignSlug });
export const getCollectWordsResponse = z.strictObject({
  campaignId: id,
  phrase: z.string().min(1).max(24),
  /** Each character in the phrase's order, with its published chance of being drawn. */
  characters: z.array(
    z.strictObject({
      position: z.int().nonnegative(),
      char: z.string().min(1).max(4),
      oddsPercent: z.string().regex(/^\d{1,3}\.\d{2}$/),
    }),
  ),
  /** The caller's cards and redemption (null without a session). */
  me: z.strictObject({ cards: z.array(card), redeemedAt: isoDateTime.nullable() }).nullable(),
});
export type CollectWordsGame = z.output<typeof getCollectWordsResponse>;
/** GET /api/campaign/collect-words: the phrase, each character's odds, the caller's cards. */
export const getCollectWords = defineEndpoint({
  name: 'getCollectWords',
  method: 'GET',
  service: 'oms-service',
  path: '/api/campaign/collect-words',
  caller: 'anyone',
  client: QUIET_READ,
  request: getCollectWordsRequest,
  response: getCollectWordsResponse,
  example: { slug: 'demo-collect-words' },
});

export const drawWordRequest = z.strictObject({ campaignId: id, requestId });
export const drawWordResponse = z.strictObject({
  attemptId: bigId,
  /** The character drawn. */
  position: z.int().nonnegative(),
  char: z.string().min(1).max(4),
  cards: z.array(card),
  attemptsToday: z.int().nonnegative(),
  attempts: z.int().nonnegative(),
  repeated: z.boolean(),
});
export type WordDraw = z.output<typeof drawWordResponse>;
/** POST /api/campaign/collect-words/draw: one character, by the published weights, within the limits. */
export const drawWord = defineEndpoint({
  name: 'drawWord',
  method: 'POST',
  service: 'oms-service',
  path: '/api/campaign/collect-words/draw',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: drawWordRequest,
  response: drawWordResponse,
  example: { campaignId: 1, requestId: 'k3j4h5g6f7d8s9a0' },
});

export const redeemWordsRequest = z.strictObject({ campaignId: id, requestId });
export const redeemWordsResponse = z.strictObject({
  prize: z.strictObject({
    name: z.string(),
    prize: tierPrize,
    amount: z.int().nonnegative(),
    valueFen: z.int().nonnegative(),
  }),
  /** What the prize became: a coupon in "my coupons" or a ledger entry. */
  couponId: bigId.nullable(),
  entryId: bigId.nullable(),
  redeemedAt: isoDateTime,
  cards: z.array(card),
  repeated: z.boolean(),
});
export type WordsRedemption = z.output<typeof redeemWordsResponse>;
/**
 * POST /api/campaign/collect-words/redeem: one of each character for the prize, once per user;
 * LIMIT_REACHED once redeemed (another request id), BUSINESS_RULE with a character missing,
 * SOLD_OUT when the prizes are gone (nothing taken).
 */
export const redeemWords = defineEndpoint({
  name: 'redeemWords',
  method: 'POST',
  service: 'oms-service',
  path: '/api/campaign/collect-words/redeem',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: redeemWordsRequest,
  response: redeemWordsResponse,
  example: { campaignId: 1, requestId: 'k3j4h5g6f7d8s9a0' },
});
