// GET /public/campaign/:slug?lang=…: a published campaign's content as anyone may read it (ADR 049),
// unsigned and outside the gateway, so that index.html's script can start it before the app and
// its signer have arrived, and a browser or a cache may keep it for a minute. It is what the rules
// page publishes and nothing else: the name, the window, the limits, the terms and the prize
// table with the published odds. A tier's stock, the campaign's state and the caller's attempts
// are left out (they change under the cache, and the page shows them only from getCampaignRules).
// The rate limits count it as any other read; an unknown query field or slug is a 4xx.

import {
  PUBLIC_CAMPAIGN_PATH,
  type PublicCampaign,
  publicCampaignParams,
  publicCampaignResponse,
} from '@freight/contract/endpoints/campaigns';
import { publicReadQuery } from '@freight/contract/endpoints/common';
import type { Locale } from '@freight/contract/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { envelopeOf, publicOk } from '../../http/envelope.ts';
import { campaignRules } from './rules.ts';

/** The public part of a campaign's rules (no session: `me` is never read). */
export async function publicCampaign(
  db: Db,
  { slug, locale, now }: { slug: string; locale: Locale; now: number },
): Promise<PublicCampaign> {
  const rules = await campaignRules(db, { slug, userId: null, locale, now });
  return {
    slug: rules.slug,
    kind: rules.kind,
    drawPage: rules.drawPage,
    title: rules.title,
    rules: rules.rules,
    startsAt: rules.startsAt,
    endsAt: rules.endsAt,
    userType: rules.userType,
    audience: rules.audience,
    perDayLimit: rules.perDayLimit,
    perCampaignLimit: rules.perCampaignLimit,
    referral: rules.referral,
    tiers: rules.tiers.map((tier) => ({
      tierId: tier.tierId,
      position: tier.position,
      name: tier.name,
      prize: tier.prize,
      amount: tier.amount,
      valueFen: tier.valueFen,
      oddsPercent: tier.oddsPercent,
      coupon: tier.coupon,
    })),
  };
}

export const publicCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PUBLIC_CAMPAIGN_PATH}/:slug`,
    {
      config: { endpoint: 'publicCampaign' },
      schema: {
        params: publicCampaignParams,
        querystring: publicReadQuery,
        response: { 200: envelopeOf(publicCampaignResponse) },
      },
    },
    async (request, reply) => {
      const data = await publicCampaign(app.db, {
        slug: request.params.slug,
        locale: request.query.lang,
        now: app.now(),
      });
      // The same for everyone: a shared cache may keep it.
      return publicOk(reply, data);
    },
  );
};
