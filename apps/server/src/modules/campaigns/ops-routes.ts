// Campaigns in the operator API, served from their declarations (contract ops/campaigns.ts): the
// list and one campaign (viewer), drafts created and replaced until the start, deleted or
// published, topped up and ended early (operator, each audited), and the report of spend against
// budget (viewer).

import {
  copyCampaign,
  createCampaign,
  deleteCampaign,
  endCampaign,
  getCampaign,
  exportCampaignAttempts,
  getCampaignReport,
  listCampaigns,
  publishCampaign,
  topUpCampaign,
  updateCampaign,
} from '@freight/contract/ops';
import type { CampaignState, TierPrize } from '@freight/contract/endpoints/campaigns';
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
import { keysetPages } from '../../db/keyset-pages.ts';
import { campaignAttempts, campaigns, campaignTiers } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/users.ts';
import { serveOpsCsv } from '../../http/csv-export.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import * as lifecycle from './lifecycle.ts';
import * as manage from './manage.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { opsCampaignOf, opsView } from './ops-view.ts';
import { campaignReport } from './report.ts';

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

export const campaignOpsRoutes: readonly OpsRoute[] = [
  serveOps(listCampaigns, async ({ app, query }) => {
    const now = app.now();
    const where = and(
      inState(query.state, now),
      query.kind === undefined ? undefined : eq(campaigns.kind, query.kind),
      matching(query.q),
    );
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(campaigns)
        .where(where)
        .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db.select({ n: count() }).from(campaigns).where(where),
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
  }),
  serveOps(getCampaign, async ({ app, params }) => {
    const [campaign] = await app.db.select().from(campaigns).where(eq(campaigns.id, params.id));
    if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
    return opsView(app.db, campaign, app.now());
  }),
  serveOps(createCampaign, ({ app, body, operator }) =>
    manage.createCampaign(app.db, actorOf(operator), body, app.now()),
  ),
  serveOps(updateCampaign, ({ app, params, body, operator }) =>
    manage.updateCampaign(app.db, actorOf(operator), params.id, body, app.now()),
  ),
  serveOps(publishCampaign, ({ app, params, operator }) =>
    lifecycle.publishCampaign(app.db, actorOf(operator), params.id, app.now()),
  ),
  serveOps(deleteCampaign, ({ app, params, operator }) =>
    manage.deleteDraft(app.db, actorOf(operator), params.id, app.now()),
  ),
  serveOps(topUpCampaign, ({ app, params, body, operator }) =>
    lifecycle.topUpCampaign(app.db, actorOf(operator), params.id, body, app.now()),
  ),
  serveOps(endCampaign, ({ app, params, body, operator }) =>
    lifecycle.endCampaign(app.db, actorOf(operator), params.id, body, app.now()),
  ),
  serveOps(copyCampaign, ({ app, params, operator }) =>
    manage.copyCampaign(app.db, actorOf(operator), params.id, app.now()),
  ),
  serveOps(getCampaignReport, ({ app, params }) => campaignReport(app.db, params.id, app.now())),
  serveOpsCsv(exportCampaignAttempts, async function* ({ app, params, query }) {
    const [campaign] = await app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.id, params.id));
    if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
    const pages = keysetPages((after, limit) =>
      app.db
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
            eq(campaignAttempts.campaignId, params.id),
            query.only === 'winners' ? ne(campaignTiers.prize, 'none') : undefined,
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
  }),
];
