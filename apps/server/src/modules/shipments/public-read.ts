// GET /public/shipment/{ref}?lang=…: what anyone with a shipment's link sees of it while it is
// open to take, unsigned and outside the gateway (docs/decisions/050, its amendment of 2026-12-01,
// later): index.html's script asks for it as the HTML arrives, and the server renders the goods
// page's first screen from it. It is what getShipment answers anyone who is neither of its parties
// (route, stops without street addresses, goods, load date, price, the shipper masked), less its
// state and what the caller may do: a minute-old answer must never show a load as still takeable,
// so those come only from the signed read. A shipment taken, completed or cancelled is a 404 here
// (its page starts without a first screen); a cache may keep an answer the minute any public read is.

import { publicReadQuery } from '@freight/contract/endpoints/common';
import {
  publicShipmentOf,
  publicShipmentParams,
  publicShipmentResponse,
} from '@freight/contract/endpoints/shipments';
import { PUBLIC_SHIPMENT_PATH } from '@freight/contract/endpoints/shipment-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES, envelopeOf, publicOk } from '../../http/envelope.ts';
import { SHIPMENT_MESSAGES as M } from './messages.ts';
import { detailOf, shipmentByRef } from './shipments.ts';

export const publicShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PUBLIC_SHIPMENT_PATH}/:ref`,
    {
      config: { endpoint: 'publicShipment' },
      schema: {
        params: publicShipmentParams,
        querystring: publicReadQuery,
        response: { 200: envelopeOf(publicShipmentResponse) },
      },
    },
    async (request, reply) => {
      const row = await shipmentByRef(app.db, request.params.ref);
      // Taken, done or cancelled: as the page would say of a ref nobody published.
      if (row.shipment.state !== 'published')
        throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
      // Seen by nobody in particular: no street address, no consignee.
      const detail = detailOf(row.shipment, row, null);
      return publicOk(reply, publicShipmentOf(detail));
    },
  );
};
