// GET /public/programme/:inviteType?lang=…: the referral programme running for a share type, as
// the public read answers a campaign (ADR 049, its second amendment): unsigned and outside the
// gateway, so that index.html's script can start it for the programme's rules and invitation
// pages before the app and its signer have arrived. The same for everyone; which programme runs
// may be a minute old in a cache, and the pages take it as current only from getRunningProgramme.

import {
  PUBLIC_CAMPAIGN_MAX_AGE_SECONDS,
  PUBLIC_PROGRAMME_PATH,
  publicCampaignQuery,
  publicCampaignResponse,
  publicProgrammeParams,
} from '@freight/contract/endpoints/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES, envelopeOf, ok } from '../../http/envelope.ts';
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
        querystring: publicCampaignQuery,
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
      // No cookie is read or set: a shared cache may keep it for the minute the campaign's has.
      reply.header('cache-control', `public, max-age=${PUBLIC_CAMPAIGN_MAX_AGE_SECONDS}`);
      return ok(data);
    },
  );
};
