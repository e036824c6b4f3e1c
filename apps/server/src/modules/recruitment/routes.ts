// oms-service POST /api/recruit/lead/submit: the recruitment sign-up of the SEM and ad landing
// pages. The SMS code proves the number; the number is registered (or recognised), the lead is
// stored with its channel, and the visitor is logged in, as after a login.
//
// A sign-up whose answer was lost (a tunnel, a dropped 4G) is sent again by the page with the same
// key (`requestId`) and the same code, which the first send used up. The lead keeps a keyed digest
// of what was sent, the code included: the same key and digest, while the code would still have
// been alive, is answered as that lead and logs in again (the first answer's cookie was lost with
// it); one lead, not a refusal of the spent code and then a second lead with a new one. The same
// key with anything else is refused (CONFLICT). Knowing the code is still what logs anyone in.

import { maskMobile } from '@freight/contract/rules/mask';
import { submitLead } from '@freight/contract/endpoints/recruitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { openSession } from '../../plugins/session.ts';
import { codeRefusal, limitLogins } from '../identity/public.ts';
import { leadDigest, storeLead } from './leads.ts';

/**
 * Sign-ups per device (its X-Device-Id, else its address) and hour: a form is filled in by hand,
 * not by the hundred. The address is only a high ceiling: an ad campaign brings many drivers
 * behind one carrier NAT address (docs/design.md §8).
 */
export const LEADS_PER_HOUR_PER_DEVICE = 20;

const recruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, submitLead, async ({ fields: lead, request, reply }) => {
    await app.rateLimitPerDevice('lead', request, LEADS_PER_HOUR_PER_DEVICE, 3600);
    await limitLogins(app, request);
    const digest = leadDigest(app.config.appSecret, lead);
    const now = app.now();
    const outcome = await storeLead(app, app.db, lead, digest, now);
    if (outcome.refused) throw codeRefusal(outcome.refused);
    const { leadId, userId, userType, isNew } = outcome;
    await openSession(request, reply, { userId, userType });
    return {
      leadId,
      user: { userId, userType, mobileMasked: maskMobile(lead.mobile) },
      isNew,
    };
  });
};

export default recruitmentRoutes;
