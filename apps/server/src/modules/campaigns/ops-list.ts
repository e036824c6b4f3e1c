// The campaigns as the console lists and exports them (campaigns/ops-routes.ts): a page of the
// list by state at a time, kind and words of the title or slug; one campaign; a campaign's attempts
// with the users' mobiles masked, newest first, a page at a time (ADR 042).

import type { CampaignState, TierPrize } from '@freight/contract/endpoints/campaigns';
import type { OpsCampaign } from '@freight/contract/ops';
import { chinaWallClock } from '@freight/contract/china-time';
import { maskMobile } from '@freight/contract/rules/mask';
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { keysetPages } from '../../db/keyset-pages.ts';
import { campaignAttempts, campaigns, campaignTiers } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/users.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { opsCampaignOf, opsView } from './ops-view.ts';

/** The rows of a state at `now`, as opsCampaignOf derives it (draft, scheduled, running, ended). */
function inState(state: CampaignState | undefined, now: number): SQL | undefined {
  const at = sqlTimestamp(now);
  const over = or(isNotNull(campaigns.endedAt), lte(campaigns.endsAt, at));
  switch (state) {
    case undefined:
      return undefined;
    case 'draft':
      return isNull(campaigns.publishedAt);
    case 'scheduled':
      return and(
        isNotNull(campaigns.publishedAt),
        gt(campaigns.startsAt, at),
        isNull(campaigns.endedAt),
      );
    case 'running':
      return and(
        isNotNull(campaigns.publishedAt),
        lte(campaigns.startsAt, at),
        gt(campaigns.endsAt, at),
        isNull(campaigns.endedAt),
      );
    case 'ended':
      return and(isNotNull(campaigns.publishedAt), over);
  }
}

/** A LIKE pattern that finds `word` anywhere, its own `%`, `_` and `\` taken literally. */
export function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Rows with every word of `q` (split on spaces, full-width ones too) in the Chinese or English
 * title or the slug, case ignored.
 */
function matching(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/[\s\u3000]+/).filter((word) => word !== '');
  if (words.length === 0) return undefined;
  return and(
    ...words.slice(0, 10).map((word) => {
      const pattern = containing(word);
      return or(
        ilike(campaigns.titleZh, pattern),
        ilike(campaigns.titleEn, pattern),
        ilike(campaigns.slug, pattern),
      );
    }),
  );
}

/** A page of the list, latest start first, and how many match in all. */
export async function campaignPage(
  db: Db,
  query: {
    state?: CampaignState | undefined;
    kind?: (typeof campaigns.$inferSelect)['kind'] | undefined;
    q?: string | undefined;
    page: number;
    pageSize: number;
  },
  now: number,
) {
  const where = and(
    inState(query.state, now),
    query.kind === undefined ? undefined : eq(campaigns.kind, query.kind),
    matching(query.q),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    items: rows.map((row) => {
      const {
        tiers: _tiers,
        referral: _referral,
        cutPrice: _cut,
        collectWords: _words,
        task: _task,
        ...summary
      } = opsCampaignOf(row, [], now);
      return summary;
    }),
  };
}

/** One campaign as the console edits it; a 404 when there is none. */
export async function campaignForOps(db: Db, id: number, now: number): Promise<OpsCampaign> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  return opsView(db, campaign, now);
}

/** A campaign's attempts (or its winners only), newest first, a page at a time. */
export async function* campaignAttemptsExport(
  db: Db,
  campaignId: number,
  only: 'all' | 'winners' | undefined,
) {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  const pages = keysetPages((after, limit) =>
    db
      .select({
        id: campaignAttempts.id,
        createdAt: campaignAttempts.createdAt,
        day: campaignAttempts.day,
        userId: campaignAttempts.userId,
        mobile: users.mobile,
        tier: campaignTiers.nameZh,
        prize: campaignTiers.prize,
        amount: campaignTiers.amount,
      })
      .from(campaignAttempts)
      .innerJoin(users, eq(users.id, campaignAttempts.userId))
      .leftJoin(campaignTiers, eq(campaignTiers.id, campaignAttempts.tierId))
      .where(
        and(
          eq(campaignAttempts.campaignId, campaignId),
          only === 'winners' ? ne(campaignTiers.prize, 'none') : undefined,
          after === undefined ? undefined : lt(campaignAttempts.id, after),
        ),
      )
      .orderBy(desc(campaignAttempts.id))
      .limit(limit),
  );
  for await (const page of pages) {
    yield page.map(({ createdAt, mobile, prize, ...row }) => ({
      ...row,
      at: chinaWallClock(createdAt.getTime()).replace('T', ' '),
      mobileMasked: maskMobile(mobile),
      prize: prize as TierPrize | null,
    }));
  }
}
