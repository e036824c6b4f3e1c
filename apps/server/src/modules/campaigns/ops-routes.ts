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
import { serveOpsCsv } from '../../http/csv-export.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import * as lifecycle from './lifecycle.ts';
import * as manage from './manage.ts';
import { campaignAttemptsExport, campaignForOps, campaignPage } from './ops-list.ts';
import { campaignReport } from './report.ts';

export const campaignOpsRoutes: readonly OpsRoute[] = [
  serveOps(listCampaigns, ({ app, query }) => campaignPage(app.db, query, app.now())),
  serveOps(getCampaign, ({ app, params }) => campaignForOps(app.db, params.id, app.now())),
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
  serveOpsCsv(exportCampaignAttempts, ({ app, params, query }) =>
    campaignAttemptsExport(app.db, params.id, query.only),
  ),
];
