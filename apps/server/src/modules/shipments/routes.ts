// oms-service: flash-sale vehicle lines (list, grab, the caller's grabs, quote) and shipments
// (publish, change, read, take, deliver, confirm, cancel). The rules live in lines.ts, my-grabs.ts
// and shipments.ts; the grab is the value core's (campaigns/grab.ts), on the line's campaign
// and tier.

import {
  cancelShipment,
  confirmShipment,
  deliverShipment,
  getShipment,
  grabFlashSaleLine,
  listFlashSaleLines,
  listMyFlashSaleGrabs,
  listMyShipments,
  publishShipment,
  quoteFlashSale,
  takeShipment,
  updateShipment,
} from '@freight/contract/endpoints/shipments';
import { cityPartOf } from '@freight/contract/endpoints/shipment-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { requestLocale } from '../../http/user-message.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import { grab } from '../campaigns/public.ts';
import { lineById, lineOf, openLines, quoteOf, stopProblems } from './lines.ts';
import { myGrabs } from './my-grabs.ts';
import {
  cancel,
  complete,
  deliver,
  detailOf,
  publish,
  shipmentByRef,
  shipperShipments,
  take,
  update,
} from './shipments.ts';

/** A shipper's list: the newest this many. */
const MINE_LIMIT = 50;

const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, listFlashSaleLines, async ({ fields, request }) => {
    const now = app.now();
    const cityOf = (code: string | undefined) =>
      code === undefined ? undefined : `${cityPartOf(code)}%`;
    const rows = await openLines(
      app.db,
      { start: cityOf(fields.start), end: cityOf(fields.end), vehicleTypes: fields.vehicleTypes },
      now,
    );
    const locale = requestLocale(request);
    return { lines: rows.map((row) => lineOf(row, locale, now)) };
  });

  serveEndpoint(
    app,
    grabFlashSaleLine,
    async ({ fields: { lineId, requestId }, user, request }) => {
      const { campaign, tier } = await lineById(app.db, lineId);
      const held = await grab(app.db, {
        campaignId: campaign.id,
        tierId: tier.id,
        userId: user.userId,
        userType: user.userType,
        requestId,
        now: app.now(),
        locale: requestLocale(request),
      });
      return { lineId, token: held.token, expiresAt: held.expiresAt, repeated: held.repeated };
    },
  );

  serveEndpoint(app, listMyFlashSaleGrabs, async ({ user, request }) => ({
    grabs: await myGrabs(app.db, user.userId, app.now(), requestLocale(request)),
  }));

  serveEndpoint(app, quoteFlashSale, async ({ fields: { lineId, stops } }) => {
    const row = await lineById(app.db, lineId);
    const problems = stopProblems(row, stops);
    if (problems.length > 0) throw validationFailed(problems);
    return quoteOf(row, stops.length);
  });

  serveEndpoint(app, publishShipment, ({ fields, user }) =>
    publish(app.db, { user, fields, now: app.now() }),
  );

  serveEndpoint(app, updateShipment, ({ fields, user }) => update(app.db, { user, ...fields }));

  serveEndpoint(app, getShipment, async ({ fields: { ref }, user }) => {
    const row = await shipmentByRef(app.db, ref);
    return detailOf(row.shipment, row, user);
  });

  serveEndpoint(app, listMyShipments, async ({ user }) => {
    const rows = await shipperShipments(app.db, user.userId, MINE_LIMIT);
    return { shipments: rows.map((row) => detailOf(row.shipment, row, user)) };
  });

  serveEndpoint(app, takeShipment, ({ fields: { shipmentId }, user }) =>
    take(app.db, user, shipmentId, app.now()),
  );
  serveEndpoint(app, deliverShipment, ({ fields: { shipmentId }, user }) =>
    deliver(app.db, user, shipmentId, app.now()),
  );
  serveEndpoint(app, confirmShipment, ({ fields: { shipmentId }, user }) =>
    complete(app.db, { shipmentId, now: app.now(), shipperUserId: user.userId, pii: app.pii }),
  );
  serveEndpoint(app, cancelShipment, ({ fields: { shipmentId }, user }) =>
    cancel(app.db, { shipmentId, now: app.now(), shipperUserId: user.userId }),
  );
};

export default shipmentRoutes;
