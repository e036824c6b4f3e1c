// A referral programme: a campaign of kind 'referral' (its window, audience, titles and rules
// text) with its referral rules (referral_programmes). One read for the routes and the rules.

import type { ReferralRefusal } from '@freight/contract/endpoints/referral';
import type { QualifyEvent } from '@freight/contract/endpoints/referral';
import type { ValueAsset } from '@freight/contract/endpoints/value';
import { and, desc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { referralProgrammes } from '../../db/schema/referrals.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { REFUSAL_MESSAGES } from './messages.ts';

/** The campaign kind whose campaigns are referral programmes. */
export const REFERRAL_CAMPAIGN_KIND = 'referral';
const DAY_MS = 86_400_000;

export interface Programme {
  id: number;
  slug: string;
  inviteType: number;
  qualifyEvent: QualifyEvent;
  /** The inviter's user type (the campaign's audience); null: either. */
  inviterUserType: number | null;
  inviteeUserType: number | null;
  inviterReward: { asset: ValueAsset; amount: number };
  inviteeReward: { asset: ValueAsset; amount: number } | null;
  dailyCap: number;
  tokenTtlMs: number;
  expiryMs: number;
  startsAt: Date;
  endsAt: Date;
  publishedAt: Date | null;
  endedAt: Date | null;
}

type Row = {
  campaign: typeof campaigns.$inferSelect;
  rules: typeof referralProgrammes.$inferSelect;
};

/** A programme from its campaign and referral rules rows. */
export function programmeOf({ campaign, rules }: Row): Programme {
  return {
    id: campaign.id,
    slug: campaign.slug,
    inviteType: rules.inviteType,
    qualifyEvent: rules.qualifyEvent as QualifyEvent,
    inviterUserType: campaign.userType,
    inviteeUserType: rules.inviteeUserType,
    inviterReward: {
      asset: rules.inviterRewardAsset as ValueAsset,
      amount: rules.inviterRewardAmount,
    },
    inviteeReward:
      rules.inviteeRewardAsset && rules.inviteeRewardAmount
        ? { asset: rules.inviteeRewardAsset as ValueAsset, amount: rules.inviteeRewardAmount }
        : null,
    dailyCap: rules.dailyCap,
    tokenTtlMs: rules.tokenTtlDays * DAY_MS,
    expiryMs: rules.expiryDays * DAY_MS,
    startsAt: campaign.startsAt,
    endsAt: campaign.endsAt,
    publishedAt: campaign.publishedAt,
    endedAt: campaign.endedAt,
  };
}

function programmeQuery(db: Db) {
  return db
    .select({ campaign: campaigns, rules: referralProgrammes })
    .from(referralProgrammes)
    .innerJoin(campaigns, eq(campaigns.id, referralProgrammes.campaignId));
}

export async function programmeBySlug(db: Db, slug: string): Promise<Programme | undefined> {
  const [row] = await programmeQuery(db).where(
    and(eq(campaigns.slug, slug), eq(campaigns.kind, REFERRAL_CAMPAIGN_KIND)),
  );
  return row ? programmeOf(row) : undefined;
}

export async function programmeById(db: Db, id: number): Promise<Programme | undefined> {
  const [row] = await programmeQuery(db).where(
    and(eq(campaigns.id, id), eq(campaigns.kind, REFERRAL_CAMPAIGN_KIND)),
  );
  return row ? programmeOf(row) : undefined;
}

/** The programme running now for a share type (the latest started, should two overlap). */
export async function runningProgramme(
  db: Db,
  inviteType: number,
  now: number,
): Promise<Programme | undefined> {
  const at = new Date(now);
  const [row] = await programmeQuery(db)
    .where(
      and(
        eq(referralProgrammes.inviteType, inviteType),
        eq(campaigns.kind, REFERRAL_CAMPAIGN_KIND),
        isNotNull(campaigns.publishedAt),
        isNull(campaigns.endedAt),
        lte(campaigns.startsAt, at),
        gt(campaigns.endsAt, at),
      ),
    )
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  return row ? programmeOf(row) : undefined;
}

/** Published, started, not ended (nor ended early). */
export function isRunning(programme: Programme, now: number): boolean {
  return (
    programme.publishedAt !== null &&
    programme.endedAt === null &&
    programme.startsAt.getTime() <= now &&
    now < programme.endsAt.getTime()
  );
}

/** The refusal of an invitation: its code, the message in both languages, `data.reason`. */
export function refusal(reason: ReferralRefusal): ApiError {
  const code =
    reason === 'link_expired'
      ? BUSINESS_CODES.LINK_EXPIRED
      : reason === 'programme_closed'
        ? BUSINESS_CODES.NOT_IN_TIME_WINDOW
        : BUSINESS_CODES.BUSINESS_RULE;
  return new ApiError(code, REFUSAL_MESSAGES[reason], { reason });
}
