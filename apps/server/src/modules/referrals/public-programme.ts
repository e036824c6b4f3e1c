// GET /public/programme/:inviteType?lang=…: the referral programme running for a share type, as
// the public read answers a campaign (ADR 049, its second amendment): unsigned and outside the
// gateway, so that index.html's script can start it for the programme's rules and invitation
// pages before the app and its signer have arrived. The same for everyone; which programme runs
// may be a minute old in a cache, and the pages take it as current only from getRunningProgramme.

import {
  PUBLIC_PROGRAMME_PATH,
  publicCampaignResponse,
  publicProgrammeParams,
} from '@freight/contract/endpoints/campaigns';
import { publicReadQuery } from '@freight/contract/endpoints/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES, envelopeOf, publicOk } from '../../http/envelope.ts';
import { publicCampaign } from '../campaigns/public.ts';
import { NO_PROGRAMME_MESSAGE } from './messages.ts';
import { runningProgramme } from './programmes.ts';

export const publicProgrammeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PUBLIC_PROGRAMME_PATH}/:inviteType`,
    {
      config: { endpoint: 'publicProgramme' },
      schema: {
        params: publicProgrammeParams,
        querystring: publicReadQuery,
        response: { 200: envelopeOf(publicCampaignResponse) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const programme = await runningProgramme(app.db, request.params.inviteType, now);
      if (!programme) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_PROGRAMME_MESSAGE);
      const data = await publicCampaign(app.db, {
        slug: programme.slug,
        locale: request.query.lang,
        now,
      });
      // A shared cache may keep it for the minute any public read is kept.
      return publicOk(reply, data);
    },
  );
};
