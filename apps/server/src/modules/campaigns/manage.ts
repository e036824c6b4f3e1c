// Operators' changes to campaigns (docs/decisions/015-campaigns.md), each audited in its own
// transaction (db/audit.ts). Published means frozen: a draft or a scheduled campaign is
// replaced whole until its start; from the start its prizes, odds and rules stay as published,
// and quantities only grow (top-ups, recorded with their time and shown on the rules page).
// Every check that compares rows runs under the campaign's row lock (SELECT … FOR UPDATE), so an
// edit cannot slip past a start or a top-up past a concurrent one.
// Here drafts are created, copied, replaced and deleted; publishing, top-ups and early ends are
// lifecycle.ts, the checks of an input input-checks.ts, what operators read ops-view.ts and
// report.ts.

import type { CampaignInput, OpsCampaign } from '@freight/contract/ops';
import { CHINA_OFFSET_MS } from '@freight/contract/china-time';
import { campaignInput } from '@freight/contract/ops';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignTiers, campaigns, campaignTopups } from '../../db/schema/campaigns.ts';
import { referralProgrammes } from '../../db/schema/referrals.ts';
import { flashSaleLines } from '../../db/schema/shipments.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { writeGameTerms } from './game-terms.ts';
import { checkTemplates, checkTiers, invalid } from './input-checks.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { opsView, type Programme, type ProgrammeTerms } from './ops-view.ts';

type Campaign = typeof campaigns.$inferSelect;
type TierInput = CampaignInput['tiers'][number];

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
export async function lockCampaign(tx: Db, id: number): Promise<Campaign> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  return campaign;
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
