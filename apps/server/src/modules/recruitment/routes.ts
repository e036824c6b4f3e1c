// oms-service POST /api/recruit/lead/submit: the recruitment sign-up of the SEM and ad landing
// pages. The SMS code proves the number; the number is registered (or recognised), the lead is
// stored with its channel, and the visitor is logged in, as after a login.

import { submitLead } from '@freight/contract/endpoints/recruitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leads } from '../../db/schema/leads.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { openSession } from '../../plugins/session.ts';
import { verifyCodeAndRegister } from '../identity/code-login.ts';

/** Sign-ups per client address and hour: a form is filled in by hand, not by the hundred. */
const LEADS_PER_HOUR_PER_ADDRESS = 20;

const recruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, submitLead, async ({ fields: lead, request, reply }) => {
    await app.rateLimit(`lead:ip:${request.ip}`, LEADS_PER_HOUR_PER_ADDRESS, 3600);
    const { user, isNew } = await verifyCodeAndRegister(app, request, {
      mobile: lead.mobile,
      code: lead.code,
      userType: lead.userType,
    });
    const [row] = await app.db
      .insert(leads)
      .values({
        userId: user.id,
        userType: lead.userType,
        name: lead.name,
        cityCode: lead.cityCode,
        source: lead.source,
        company: lead.company || null,
        cargoType: lead.cargoType ?? null,
        vehicleType: lead.vehicleType ?? null,
        vehicleLengthM: lead.vehicleLengthM ?? null,
        plateNumber: lead.plateNumber ?? null,
        color: lead.color ?? null,
        channelId: lead.channelId ?? null,
        shareUserId: lead.shareUserId ?? null,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error('lead insert returned nothing');
    await openSession(request, reply, { userId: user.id, userType: user.userType });
    return {
      leadId: row.id,
      user: { userId: user.id, userType: user.userType, mobileMasked: user.mobileMasked },
      isNew,
    };
  });
};

export default recruitmentRoutes;
