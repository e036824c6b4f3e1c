// Campaigns in the operator API: the list and one campaign (viewer), drafts created and replaced
// until the start, published, topped up and ended early (operator, each audited), and the report
// of spend against budget (viewer).

import {
  campaignEndRequest,
  campaignIdParams,
  campaignInput,
  campaignListQuery,
  campaignTopupRequest,
} from '@freight/contract/ops';
import type { CampaignState } from '@freight/contract/endpoints/campaigns';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { campaigns } from '../../db/schema/campaigns.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { actorOf, type OpsRoute, opsRoute } from '../operators/ops-route.ts';
import {
  campaignReport,
  createCampaign,
  endCampaign,
  opsCampaignOf,
  opsView,
  deleteDraft,
  publishCampaign,
  topUpCampaign,
  updateCampaign,
} from './manage.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';

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

export const campaignOpsRoutes: readonly OpsRoute[] = [
  opsRoute({
    method: 'GET',
    path: '/campaigns',
    role: 'viewer',
    query: campaignListQuery,
    async handle({ app, query }) {
      const now = app.now();
      const where = inState(query.state, now);
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
            ...summary
          } = opsCampaignOf(row, [], now);
          return summary;
        }),
      };
    },
  }),
  opsRoute({
    method: 'GET',
    path: '/campaigns/:id',
    role: 'viewer',
    params: campaignIdParams,
    async handle({ app, params }) {
      const [campaign] = await app.db.select().from(campaigns).where(eq(campaigns.id, params.id));
      if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
      return opsView(app.db, campaign, app.now());
    },
  }),
  opsRoute({
    method: 'POST',
    path: '/campaigns',
    role: 'operator',
    body: campaignInput,
    handle: ({ app, body, operator }) => createCampaign(app.db, actorOf(operator), body, app.now()),
  }),
  opsRoute({
    method: 'PUT',
    path: '/campaigns/:id',
    role: 'operator',
    params: campaignIdParams,
    body: campaignInput,
    handle: ({ app, params, body, operator }) =>
      updateCampaign(app.db, actorOf(operator), params.id, body, app.now()),
  }),
  opsRoute({
    method: 'POST',
    path: '/campaigns/:id/publish',
    role: 'operator',
    params: campaignIdParams,
    handle: ({ app, params, operator }) =>
      publishCampaign(app.db, actorOf(operator), params.id, app.now()),
  }),
  opsRoute({
    method: 'DELETE',
    path: '/campaigns/:id',
    role: 'operator',
    params: campaignIdParams,
    handle: ({ app, params, operator }) =>
      deleteDraft(app.db, actorOf(operator), params.id, app.now()),
  }),
  opsRoute({
    method: 'POST',
    path: '/campaigns/:id/topups',
    role: 'operator',
    params: campaignIdParams,
    body: campaignTopupRequest,
    handle: ({ app, params, body, operator }) =>
      topUpCampaign(app.db, actorOf(operator), params.id, body, app.now()),
  }),
  opsRoute({
    method: 'POST',
    path: '/campaigns/:id/end',
    role: 'operator',
    params: campaignIdParams,
    body: campaignEndRequest,
    handle: ({ app, params, body, operator }) =>
      endCampaign(app.db, actorOf(operator), params.id, body, app.now()),
  }),
  opsRoute({
    method: 'GET',
    path: '/campaigns/:id/report',
    role: 'viewer',
    params: campaignIdParams,
    handle: ({ app, params }) => campaignReport(app.db, params.id, app.now()),
  }),
];
