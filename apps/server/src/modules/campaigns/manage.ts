// Operators' changes to campaigns (docs/decisions/015-campaigns.md), each audited in its own
// transaction (db/audit.ts). Published means frozen: a draft or a scheduled campaign is
// replaced whole until its start; from the start its prizes, odds and rules stay as published,
// and quantities only grow (top-ups, recorded with their time and shown on the rules page).
// Every check that compares rows runs under the campaign's row lock (SELECT … FOR UPDATE), so an
// edit cannot slip past a start or a top-up past a concurrent one.

import { CAMPAIGN_KIND_REGISTRY } from '@freight/contract/endpoints/campaign-kinds';
import type { CampaignState, DrawPage } from '@freight/contract/endpoints/campaigns';
import type {
  CampaignEndRequest,
  CampaignInput,
  CampaignReport,
  CampaignTopupRequest,
  OpsCampaign,
} from '@freight/contract/ops';
import { CHINA_OFFSET_MS } from '@freight/contract/china-time';
import { campaignInput } from '@freight/contract/ops';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignAttempts,
  campaignLocks,
  campaignTiers,
  campaigns,
  campaignTopups,
} from '../../db/schema/campaigns.ts';
import { referralProgrammes } from '../../db/schema/referrals.ts';
import { flashSaleLines } from '../../db/schema/shipments.ts';
import { couponTemplates } from '../../db/schema/value.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import {
  checkGameTerms,
  type GameTerms,
  NO_GAME_TERMS,
  gameTermsOf,
  writeGameTerms,
} from './game-terms.ts';
import { tiersOf } from './attempt.ts';
import {
  CAMPAIGN_MESSAGES as M,
  couponAudienceRefusal,
  couponEndsFirstRefusal,
  couponStockRefusal,
  overBudget,
} from './messages.ts';
import { isoOrNull } from '../../db/timestamps.ts';
import type { UserMessage } from '../../http/user-message.ts';

type Campaign = typeof campaigns.$inferSelect;
type Tier = typeof campaignTiers.$inferSelect;
type TierInput = CampaignInput['tiers'][number];
type Programme = typeof referralProgrammes.$inferSelect;
type ProgrammeTerms = NonNullable<OpsCampaign['referral']>;

function programmeRow(campaignId: number, terms: ProgrammeTerms): Programme {
  return {
    campaignId,
    inviteType: terms.inviteType,
    qualifyEvent: terms.qualifyEvent,
    inviteeUserType: terms.inviteeUserType,
    inviterRewardAsset: terms.inviterReward.asset,
    inviterRewardAmount: terms.inviterReward.amount,
    inviteeRewardAsset: terms.inviteeReward?.asset ?? null,
    inviteeRewardAmount: terms.inviteeReward?.amount ?? null,
    dailyCap: terms.dailyCap,
    tokenTtlDays: terms.tokenTtlDays,
    expiryDays: terms.expiryDays,
  };
}

function programmeTerms(row: Programme | undefined): OpsCampaign['referral'] {
  if (!row) return null;
  type Asset = ProgrammeTerms['inviterReward']['asset'];
  return {
    inviteType: row.inviteType,
    qualifyEvent: row.qualifyEvent as ProgrammeTerms['qualifyEvent'],
    inviteeUserType: row.inviteeUserType as ProgrammeTerms['inviteeUserType'],
    inviterReward: { asset: row.inviterRewardAsset as Asset, amount: row.inviterRewardAmount },
    inviteeReward:
      row.inviteeRewardAsset === null || row.inviteeRewardAmount === null
        ? null
        : { asset: row.inviteeRewardAsset as Asset, amount: row.inviteeRewardAmount },
    dailyCap: row.dailyCap,
    tokenTtlDays: row.tokenTtlDays,
    expiryDays: row.expiryDays,
  };
}

export function campaignState(campaign: Campaign, now: number): CampaignState {
  if (!campaign.publishedAt) return 'draft';
  if (campaign.endedAt !== null || now >= campaign.endsAt.getTime()) return 'ended';
  return now < campaign.startsAt.getTime() ? 'scheduled' : 'running';
}

/** The page that presents a draw; null for the other kinds, whose column keeps its default. */
export function drawPageOf(campaign: Pick<Campaign, 'kind' | 'drawPage'>): DrawPage | null {
  return campaign.kind === 'draw' ? (campaign.drawPage as DrawPage) : null;
}

export function opsCampaignOf(
  campaign: Campaign,
  tiers: readonly Tier[],
  now: number,
  programme?: Programme,
  game: GameTerms = NO_GAME_TERMS,
): OpsCampaign {
  return {
    id: campaign.id,
    slug: campaign.slug,
    kind: campaign.kind as OpsCampaign['kind'],
    titleZh: campaign.titleZh,
    titleEn: campaign.titleEn,
    rulesZh: campaign.rulesZh,
    rulesEn: campaign.rulesEn,
    state: campaignState(campaign, now),
    userType: campaign.userType as OpsCampaign['userType'],
    audience: campaign.audience as OpsCampaign['audience'],
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    perDayLimit: campaign.perDayLimit,
    perCampaignLimit: campaign.perCampaignLimit,
    budgetUnits: campaign.budgetUnits,
    budgetFen: campaign.budgetFen,
    lockSeconds: campaign.lockSeconds,
    drawPage: drawPageOf(campaign),
    referral: programmeTerms(programme),
    cutPrice: game.cutPrice,
    collectWords: game.collectWords,
    task: game.task,
    publishedAt: isoOrNull(campaign.publishedAt),
    endedAt: isoOrNull(campaign.endedAt),
    endNoticeZh: campaign.endNoticeZh,
    endNoticeEn: campaign.endNoticeEn,
    tiers: tiers.map((tier) => ({
      tierId: tier.id,
      position: tier.position,
      nameZh: tier.nameZh,
      nameEn: tier.nameEn,
      prize: tier.prize as OpsCampaign['tiers'][number]['prize'],
      amount: tier.amount,
      couponTemplateId: tier.couponTemplateId,
      valueFen: tier.valueFen,
      weight: tier.weight,
      total: tier.total,
      remaining: tier.remaining,
      fallbackPosition: tier.fallbackPosition,
    })),
  };
}

function invalid(message: (typeof M)[keyof typeof M]): ApiError {
  return new ApiError(BUSINESS_CODES.VALIDATION_FAILED, message);
}

/**
 * The tiers' rules, beyond their fields' bounds (and a gift pack's audience): one losing tier, without stock; every other tier
 * with stock and a prize worth something; positions unique; every fallback chain ending on the
 * losing tier; odds that add up to something; the budget not exceeded.
 */
function checkTiers(input: CampaignInput): void {
  const { tiers } = input;
  // A referral programme pays from the ledger by its terms (ADR 016): no tiers, no stock.
  if (CAMPAIGN_KIND_REGISTRY[input.kind].engine === 'programme') return;
  // A cut's or a phrase's prize is its one prize tier (ADR 030).
  checkGameTerms(input);
  // A gift pack gives all its items at once, to new users of one type, once each (attempt.ts).
  if (
    input.kind === 'gift_pack' &&
    (input.audience !== 'new' || input.userType === null || input.perCampaignLimit !== 1)
  ) {
    throw invalid(M.badPack);
  }
  // A truck of a flash-sale line is grabbed, held and published as a shipment (issue 15).
  if (
    tiers.some(
      (tier) =>
        tier.prize === 'capacity' &&
        (input.kind !== 'seckill' || input.lockSeconds === null || tier.amount !== 1),
    )
  ) {
    throw invalid(M.badCapacity);
  }
  const losing = tiers.filter((tier) => tier.prize === 'none');
  const positions = new Set(tiers.map((tier) => tier.position));
  const [onlyLosing] = losing;
  if (losing.length !== 1 || !onlyLosing || positions.size !== tiers.length) {
    throw invalid(M.badTiers);
  }
  if (tiers.reduce((sum, tier) => sum + tier.weight, 0) <= 0) throw invalid(M.badTiers);
  for (const tier of tiers) {
    const ok =
      tier.prize === 'none'
        ? tier.total === null && tier.amount === 0 && tier.valueFen === 0
        : tier.total !== null &&
          (tier.prize === 'coupon'
            ? tier.amount === 1 && tier.couponTemplateId !== null
            : tier.amount > 0 && tier.couponTemplateId === null) &&
          (tier.prize !== 'cash_fen' || tier.valueFen === tier.amount);
    if (!ok || (tier.prize !== 'coupon' && tier.couponTemplateId !== null)) {
      throw invalid(M.badTiers);
    }
    // Follow the chain: it must reach the losing tier without a loop.
    let current: TierInput | undefined = tier;
    const seen = new Set<number>();
    while (current && current.prize !== 'none') {
      if (seen.has(current.position)) throw invalid(M.badTiers);
      seen.add(current.position);
      const next: number = current.fallbackPosition ?? onlyLosing.position;
      current = tiers.find((candidate) => candidate.position === next);
    }
    if (!current) throw invalid(M.badTiers);
  }
  checkBudget(input, tiers);
}

function checkBudget(
  budget: { budgetUnits: number; budgetFen: number },
  tiers: readonly { total: number | null; valueFen: number }[],
): void {
  const units = tiers.reduce((sum, tier) => sum + (tier.total ?? 0), 0);
  const fen = tiers.reduce((sum, tier) => sum + (tier.total ?? 0) * tier.valueFen, 0);
  if (units > budget.budgetUnits || fen > budget.budgetFen) {
    throw new ApiError(
      BUSINESS_CODES.VALIDATION_FAILED,
      overBudget({ units, fen }, { units: budget.budgetUnits, fen: budget.budgetFen }),
    );
  }
}

/**
 * Each coupon tier's template: it exists, has the tier's face value, and can be given to everyone
 * the campaign lets draw, for as long as it runs: its audience includes the campaign's (a driver's
 * coupon in a draw open to shippers would roll a shipper's winning draw back), its stock holds the
 * tier's, and fixed dates do not end before the campaign does. Refused when saved, with figures.
 */
async function checkTemplates(tx: Db, input: CampaignInput): Promise<void> {
  const { tiers } = input;
  const ids = tiers.flatMap((tier) =>
    tier.couponTemplateId === null ? [] : [tier.couponTemplateId],
  );
  if (ids.length === 0) return;
  const found = await tx
    .select({
      id: couponTemplates.id,
      faceValueFen: couponTemplates.faceValueFen,
      userType: couponTemplates.userType,
      totalStock: couponTemplates.totalStock,
      issued: couponTemplates.issued,
      validUntil: couponTemplates.validUntil,
    })
    .from(couponTemplates)
    .where(inArray(couponTemplates.id, ids));
  const refuse = (message: UserMessage) => new ApiError(BUSINESS_CODES.VALIDATION_FAILED, message);
  for (const tier of tiers) {
    if (tier.couponTemplateId === null) continue;
    const template = found.find((row) => row.id === tier.couponTemplateId);
    if (!template) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.couponTemplateMissing);
    if (template.faceValueFen !== tier.valueFen) throw invalid(M.badTiers);
    if (template.userType !== null && input.userType !== template.userType) {
      throw refuse(couponAudienceRefusal(tier.nameZh, tier.nameEn, template.userType));
    }
    if (template.totalStock !== null) {
      const left = Math.max(0, template.totalStock - template.issued);
      if (tier.total === null || tier.total > left) {
        throw refuse(couponStockRefusal(tier.nameZh, tier.nameEn, left, tier.total));
      }
    }
    if (template.validUntil !== null && template.validUntil.getTime() < Date.parse(input.endsAt)) {
      throw refuse(couponEndsFirstRefusal(tier.nameZh, tier.nameEn));
    }
  }
}

function campaignRow(input: CampaignInput, now: number) {
  return {
    slug: input.slug,
    kind: input.kind,
    titleZh: input.titleZh,
    titleEn: input.titleEn,
    rulesZh: input.rulesZh,
    rulesEn: input.rulesEn,
    userType: input.userType,
    audience: input.audience,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    perDayLimit: input.perDayLimit,
    perCampaignLimit: input.perCampaignLimit,
    budgetUnits: input.budgetUnits,
    budgetFen: input.budgetFen,
    lockSeconds: input.lockSeconds,
    // A draw left without a page is the lucky draw; another kind keeps that default, unread.
    drawPage: input.drawPage ?? 'lucky_draw',
    updatedAt: new Date(now),
  };
}

async function insertTiers(tx: Db, campaignId: number, tiers: readonly TierInput[]) {
  return tx
    .insert(campaignTiers)
    .values(tiers.map((tier) => ({ ...tier, campaignId, remaining: tier.total })))
    .returning();
}

/** Reads a campaign under its row lock (inside a transaction). */
async function lockCampaign(tx: Db, id: number): Promise<Campaign> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  return campaign;
}

export async function opsView(tx: Db, campaign: Campaign, now: number): Promise<OpsCampaign> {
  const [tiers, [programme], game] = await Promise.all([
    tiersOf(tx, [campaign.id]),
    tx.select().from(referralProgrammes).where(eq(referralProgrammes.campaignId, campaign.id)),
    gameTermsOf(tx, campaign.id),
  ]);
  return opsCampaignOf(campaign, tiers, now, programme, game);
}

/** Writes the tiers and, for a referral programme, its terms (replacing those before). */
async function writeParts(tx: Db, campaignId: number, input: CampaignInput): Promise<void> {
  if (input.tiers.length > 0) await insertTiers(tx, campaignId, input.tiers);
  await tx.delete(referralProgrammes).where(eq(referralProgrammes.campaignId, campaignId));
  const terms = input.referral ?? null;
  if (terms) await tx.insert(referralProgrammes).values(programmeRow(campaignId, terms));
  await writeGameTerms(tx, campaignId, input);
}

async function slugTaken(tx: Db, slug: string, except?: number): Promise<void> {
  const [other] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.slug, slug));
  if (other && other.id !== except) {
    throw new ApiError(BUSINESS_CODES.CONFLICT, {
      'zh-CN': '这个活动标识已经被使用',
      'en-US': 'This campaign slug is already in use',
    });
  }
}

/** A new draft; `copiedFrom`, a copy of that campaign (audited as `campaign.copy`). */
export function createCampaign(
  db: Db,
  actor: Actor,
  input: CampaignInput,
  now: number,
  copiedFrom?: number,
): Promise<OpsCampaign> {
  checkTiers(input);
  // A draft starting in the past could never be published (issue 43).
  if (now >= Date.parse(input.startsAt)) {
    throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, M.startInPast);
  }
  return audited(db, actor, now, async (tx) => {
    const slug = copiedFrom === undefined ? input.slug : await freeCopySlug(tx, input.slug);
    if (copiedFrom === undefined) await slugTaken(tx, slug);
    await checkTemplates(tx, input);
    const [campaign] = await tx
      .insert(campaigns)
      .values({ ...campaignRow({ ...input, slug }, now), createdAt: new Date(now) })
      .returning();
    if (!campaign) throw new Error('insert returned no campaign');
    await writeParts(tx, campaign.id, input);
    const view = await opsView(tx, campaign, now);
    return {
      audit: {
        action: copiedFrom === undefined ? 'campaign.create' : 'campaign.copy',
        targetKind: 'campaign',
        targetId: campaign.id,
        before: null,
        after: copiedFrom === undefined ? view : { copiedFrom, ...view },
      },
      result: view,
    };
  });
}

/**
 * The first free slug of a copy of `slug`: `<slug>-copy`, then `-copy-2`, `-copy-3` ..., the
 * original cut so that it stays within the slug's 64 characters (a copy of a copy gets
 * `-copy-copy`, which tells its story).
 */
async function freeCopySlug(tx: Db, slug: string): Promise<string> {
  const base = slug.replace(/-copy(-\d+)?$/, '');
  const taken = new Set(
    (
      await tx
        .select({ slug: campaigns.slug })
        .from(campaigns)
        .where(like(campaigns.slug, `${base.slice(0, 40)}%`))
    ).map((row) => row.slug),
  );
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = `${slug.slice(0, 64 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Midnight in Beijing after `now` (China keeps UTC+8 all year). */
function nextBeijingMidnight(now: number): number {
  const day = 86_400_000;
  return Math.floor((now + CHINA_OFFSET_MS) / day) * day + day - CHINA_OFFSET_MS;
}

/**
 * Copies a campaign of any state into a new draft, checked and written as a create: the same
 * terms, tiers (each tier's stock its total, top-ups included, all of it remaining), odds, limits
 * and budget. Its dates are kept while its start is ahead; otherwise it starts at the next
 * midnight in Beijing and lasts as long as the original.
 */
export async function copyCampaign(
  db: Db,
  actor: Actor,
  id: number,
  now: number,
): Promise<OpsCampaign> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  const source = await opsView(db, campaign, now);
  const length = campaign.endsAt.getTime() - campaign.startsAt.getTime();
  const startsAt =
    campaign.startsAt.getTime() > now ? campaign.startsAt.getTime() : nextBeijingMidnight(now);
  const parsed = campaignInput.safeParse({
    slug: source.slug,
    kind: source.kind,
    titleZh: source.titleZh,
    titleEn: source.titleEn,
    rulesZh: source.rulesZh,
    rulesEn: source.rulesEn,
    userType: source.userType,
    audience: source.audience,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + length).toISOString(),
    perDayLimit: source.perDayLimit,
    perCampaignLimit: source.perCampaignLimit,
    budgetUnits: source.budgetUnits,
    budgetFen: source.budgetFen,
    lockSeconds: source.lockSeconds,
    drawPage: source.drawPage,
    tiers: source.tiers.map(({ tierId: _id, remaining: _left, ...tier }) => tier),
    referral: source.referral,
    cutPrice: source.cutPrice,
    collectWords: source.collectWords,
    task: source.task,
  } satisfies CampaignInput);
  // A tier topped up past what a new one may hold: the copy is refused as a create would be.
  if (!parsed.success) throw invalid(M.badTiers);
  return createCampaign(db, actor, parsed.data, now, id);
}

/** Replaces a draft or a scheduled campaign whole; refused (frozen) from its start. */
export function updateCampaign(
  db: Db,
  actor: Actor,
  id: number,
  input: CampaignInput,
  now: number,
): Promise<OpsCampaign> {
  checkTiers(input);
  return audited(db, actor, now, async (tx) => {
    const campaign = await lockCampaign(tx, id);
    // From its start (running or ended), or once ended before it, a published campaign stays as
    // it is. A draft never started, whatever its dates: it stays editable, so that a draft whose
    // start went by unpublished can be given a new one (issue 43).
    if (
      campaign.endedAt !== null ||
      (campaign.publishedAt !== null && now >= campaign.startsAt.getTime())
    ) {
      throw new ApiError(BUSINESS_CODES.CONFLICT, M.frozen);
    }
    // No campaign is moved to a start that has passed: a scheduled one would run unannounced, a
    // draft could never be published.
    if (now >= Date.parse(input.startsAt)) {
      throw new ApiError(
        campaign.publishedAt ? BUSINESS_CODES.CONFLICT : BUSINESS_CODES.VALIDATION_FAILED,
        campaign.publishedAt ? M.startPassed : M.startInPast,
      );
    }
    await slugTaken(tx, input.slug, id);
    await checkTemplates(tx, input);
    const before = await opsView(tx, campaign, now);
    const [updated] = await tx
      .update(campaigns)
      .set(campaignRow(input, now))
      .where(eq(campaigns.id, id))
      .returning();
    if (!updated) throw new Error('update returned no campaign');
    // Before its start no attempt exists, so its tiers can be replaced whole.
    await tx.delete(campaignTopups).where(eq(campaignTopups.campaignId, id));
    await tx.delete(campaignTiers).where(eq(campaignTiers.campaignId, id));
    await writeParts(tx, id, input);
    const after = await opsView(tx, updated, now);
    return {
      audit: { action: 'campaign.update', targetKind: 'campaign', targetId: id, before, after },
      result: after,
    };
  });
}

/**
 * Deletes a draft (issue 43): never published, so no user saw it and nothing was given; its tiers
 * and terms go with it (cascades), its lines of a flash sale too. A published campaign is ended
 * instead, never deleted: its records are the users'.
 */
export function deleteDraft(db: Db, actor: Actor, id: number, now: number) {
  return audited(db, actor, now, async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (campaign.publishedAt) throw new ApiError(BUSINESS_CODES.CONFLICT, M.publishedKept);
    const before = await opsView(tx, campaign, now);
    await tx.delete(flashSaleLines).where(eq(flashSaleLines.campaignId, id));
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    return {
      audit: {
        action: 'campaign.delete',
        targetKind: 'campaign',
        targetId: id,
        before,
        after: null,
      },
      result: { id, deleted: true as const },
    };
  });
}

/** Publishes a draft: from now users see its rules; it must be before its start. */
export function publishCampaign(db: Db, actor: Actor, id: number, now: number) {
  return audited(db, actor, now, async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (campaign.publishedAt) throw new ApiError(BUSINESS_CODES.CONFLICT, M.alreadyPublished);
    if (now >= campaign.startsAt.getTime()) {
      throw new ApiError(BUSINESS_CODES.CONFLICT, M.startPassed);
    }
    const [updated] = await tx
      .update(campaigns)
      .set({ publishedAt: new Date(now), updatedAt: new Date(now) })
      .where(eq(campaigns.id, id))
      .returning();
    if (!updated) throw new Error('update returned no campaign');
    const after = await opsView(tx, updated, now);
    return {
      audit: {
        action: 'campaign.publish',
        targetKind: 'campaign',
        targetId: id,
        before: { publishedAt: null },
        after: { publishedAt: after.publishedAt },
      },
      result: after,
    };
  });
}

/**
 * Adds stock to a tier of a published campaign that has not ended; the budget may be raised with
 * it (never lowered). Recorded with its time; the rules page lists it.
 */
export function topUpCampaign(
  db: Db,
  actor: Actor,
  id: number,
  input: CampaignTopupRequest,
  now: number,
) {
  return audited(db, actor, now, async (tx) => {
    const campaign = await lockCampaign(tx, id);
    const state = campaignState(campaign, now);
    if (state === 'draft') throw new ApiError(BUSINESS_CODES.CONFLICT, M.notPublished);
    if (state === 'ended') throw new ApiError(BUSINESS_CODES.CONFLICT, M.alreadyEnded);
    const budgetUnits = input.budgetUnits ?? campaign.budgetUnits;
    const budgetFen = input.budgetFen ?? campaign.budgetFen;
    if (budgetUnits < campaign.budgetUnits || budgetFen < campaign.budgetFen) {
      throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, M.budgetLowered);
    }
    const tiers = await tiersOf(tx, [id]);
    const tier = tiers.find((candidate) => candidate.id === input.tierId);
    if (!tier || tier.total === null) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noSuchTier);
    checkBudget(
      { budgetUnits, budgetFen },
      tiers.map((t) => (t.id === tier.id ? { ...t, total: (t.total ?? 0) + input.amount } : t)),
    );
    const before = { budgetUnits: campaign.budgetUnits, budgetFen: campaign.budgetFen, tier };
    const [raised] = await tx
      .update(campaignTiers)
      .set({
        total: sql`${campaignTiers.total} + ${input.amount}`,
        remaining: sql`${campaignTiers.remaining} + ${input.amount}`,
      })
      .where(eq(campaignTiers.id, tier.id))
      .returning();
    await tx
      .update(campaigns)
      .set({ budgetUnits, budgetFen, updatedAt: new Date(now) })
      .where(eq(campaigns.id, id));
    await tx
      .insert(campaignTopups)
      .values({ campaignId: id, tierId: tier.id, amount: input.amount, at: new Date(now) });
    const after = { budgetUnits, budgetFen, tier: raised };
    return {
      audit: { action: 'campaign.top_up', targetKind: 'campaign', targetId: id, before, after },
      result: await opsView(tx, { ...campaign, budgetUnits, budgetFen }, now),
    };
  });
}

/** Ends a published campaign now, with the notice users read; grabs already held are honoured. */
export function endCampaign(
  db: Db,
  actor: Actor,
  id: number,
  input: CampaignEndRequest,
  now: number,
) {
  return audited(db, actor, now, async (tx) => {
    const campaign = await lockCampaign(tx, id);
    const state = campaignState(campaign, now);
    if (state === 'draft') throw new ApiError(BUSINESS_CODES.CONFLICT, M.notPublished);
    if (state === 'ended') throw new ApiError(BUSINESS_CODES.CONFLICT, M.alreadyEnded);
    const [updated] = await tx
      .update(campaigns)
      .set({
        endedAt: new Date(now),
        endNoticeZh: input.noticeZh,
        endNoticeEn: input.noticeEn,
        updatedAt: new Date(now),
      })
      .where(eq(campaigns.id, id))
      .returning();
    if (!updated) throw new Error('update returned no campaign');
    return {
      audit: {
        action: 'campaign.end',
        targetKind: 'campaign',
        targetId: id,
        before: { state, endedAt: null },
        after: { state: 'ended', endedAt: isoOrNull(updated.endedAt), ...input },
      },
      result: await opsView(tx, updated, now),
    };
  });
}

/** A campaign's spend against its budget, its stock, and its outcomes by tier. */
/** Days the report lists, the most recent with attempts. */
const REPORT_DAYS = 60;

export async function campaignReport(db: Db, id: number, now: number): Promise<CampaignReport> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  const given = sql`(${campaignAttempts.entryId} is not null or ${campaignAttempts.couponId} is not null)`;
  const won = sql`(${given} and ${campaignTiers.prize} <> 'none')`;
  const [tiers, outcomes, toppedUp, [totals], [held], days] = await Promise.all([
    tiersOf(db, [id]),
    db
      .select({
        tierId: campaignAttempts.tierId,
        outcomes: count(),
        given: sql<number>`count(*) filter (where ${given})::int`,
        fellHere: count(campaignAttempts.drawnTierId),
      })
      .from(campaignAttempts)
      .where(and(eq(campaignAttempts.campaignId, id), isNotNull(campaignAttempts.tierId)))
      .groupBy(campaignAttempts.tierId),
    db
      .select({
        tierId: campaignTopups.tierId,
        amount: sql<number>`sum(${campaignTopups.amount})::int`,
      })
      .from(campaignTopups)
      .where(eq(campaignTopups.campaignId, id))
      .groupBy(campaignTopups.tierId),
    db
      .select({ attempts: count(), users: countDistinct(campaignAttempts.userId) })
      .from(campaignAttempts)
      .where(eq(campaignAttempts.campaignId, id)),
    db
      .select({ n: count() })
      .from(campaignLocks)
      .innerJoin(campaignTiers, eq(campaignTiers.id, campaignLocks.tierId))
      .where(
        and(
          eq(campaignTiers.campaignId, id),
          isNull(campaignLocks.consumedAt),
          isNull(campaignLocks.releasedAt),
        ),
      ),
    db
      .select({
        day: campaignAttempts.day,
        attempts: count(),
        users: countDistinct(campaignAttempts.userId),
        wins: sql<number>`count(*) filter (where ${won})::int`,
        fen: sql<number>`coalesce(sum(${campaignTiers.valueFen}) filter (where ${won}), 0)::int`,
      })
      .from(campaignAttempts)
      .leftJoin(campaignTiers, eq(campaignTiers.id, campaignAttempts.tierId))
      .where(eq(campaignAttempts.campaignId, id))
      .groupBy(campaignAttempts.day)
      .orderBy(desc(campaignAttempts.day))
      .limit(REPORT_DAYS),
  ]);
  let units = 0;
  let fen = 0;
  const rows = tiers.map((tier) => {
    const outcome = outcomes.find((row) => row.tierId === tier.id);
    const givenHere = tier.prize === 'none' ? 0 : (outcome?.given ?? 0);
    units += givenHere;
    fen += givenHere * tier.valueFen;
    return {
      tierId: tier.id,
      position: tier.position,
      nameZh: tier.nameZh,
      nameEn: tier.nameEn,
      prize: tier.prize as CampaignReport['tiers'][number]['prize'],
      total: tier.total,
      remaining: tier.remaining,
      toppedUp: toppedUp.find((row) => row.tierId === tier.id)?.amount ?? 0,
      outcomes: tier.prize === 'none' ? (outcome?.outcomes ?? 0) : givenHere,
      fellHere: outcome?.fellHere ?? 0,
    };
  });
  return {
    campaignId: id,
    state: campaignState(campaign, now),
    budget: { units: campaign.budgetUnits, fen: campaign.budgetFen },
    spent: { units, fen, held: held?.n ?? 0 },
    attempts: totals?.attempts ?? 0,
    users: totals?.users ?? 0,
    tiers: rows,
    days: days.reverse().map((row) => ({
      day: row.day,
      attempts: row.attempts,
      users: row.users,
      wins: Number(row.wins),
      fen: Number(row.fen),
    })),
  };
}
