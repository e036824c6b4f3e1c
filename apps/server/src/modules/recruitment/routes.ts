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

import { createHmac } from 'node:crypto';
import { maskMobile } from '@freight/contract/rules/mask';
import { submitLead } from '@freight/contract/endpoints/recruitment';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leads } from '../../db/schema/leads.ts';
import { users } from '../../db/schema/users.ts';
import { repeatOf } from '../../http/request-ids.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { openSession } from '../../plugins/session.ts';
import { queueSender } from '../../http/day-cap.ts';
import {
  checkCode,
  CODE_TTL_SECONDS,
  codePepper,
  codeRefusal,
  findOrCreateUser,
  limitLogins,
} from '../identity/public.ts';

/**
 * Sign-ups per device (its X-Device-Id, else its address) and hour: a form is filled in by hand,
 * not by the hundred. The address is only a high ceiling: an ad campaign brings many drivers
 * behind one carrier NAT address (docs/design.md §8).
 */
export const LEADS_PER_HOUR_PER_DEVICE = 20;

/** A keyed digest of a sign-up's fields (its key aside), the code included, in a fixed order. */
function leadDigest(appSecret: string, fields: Record<string, unknown>): string {
  const { requestId: _key, ...sent } = fields;
  const ordered = Object.fromEntries(Object.entries(sent).sort(([a], [b]) => a.localeCompare(b)));
  return createHmac('sha256', codePepper(appSecret))
    .update(`lead:${JSON.stringify(ordered)}`)
    .digest('hex');
}

const recruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, submitLead, async ({ fields: lead, request, reply }) => {
    await app.rateLimitPerDevice('lead', request, LEADS_PER_HOUR_PER_DEVICE, 3600);
    await limitLogins(app, request);
    const digest = leadDigest(app.config.appSecret, lead);
    const now = app.now();
    const outcome = await app.db.transaction(async (tx) => {
      // Two sends of one key at once: the second waits and finds the first's lead.
      await queueSender(tx, `lead:${lead.requestId}`);
      const [prior] = await tx
        .select({
          leadId: leads.id,
          digest: leads.requestDigest,
          createdAt: leads.createdAt,
          isNew: leads.newUser,
          userId: users.id,
          userType: users.userType,
        })
        .from(leads)
        .innerJoin(users, eq(users.id, leads.userId))
        .where(eq(leads.requestId, lead.requestId));
      const repeated = repeatOf(prior, (row) => row.digest === digest);
      if (repeated) {
        // The code's life is the retry's too.
        const alive = now < repeated.createdAt.getTime() + CODE_TTL_SECONDS * 1000;
        if (!alive) return { refused: 'invalid' as const };
        const { leadId, userId, userType, isNew } = repeated;
        return { refused: null, leadId, userId, userType, isNew };
      }
      // Returned, not thrown: a wrong try is counted against the code, so it must be committed.
      const check = await checkCode(app, tx, lead);
      if (check.result === 'wrong' || check.result === 'invalid') return { refused: check.result };
      const { user, isNew } = await findOrCreateUser(tx, lead.mobile, lead.userType);
      const [row] = await tx
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
          requestId: lead.requestId,
          requestDigest: digest,
          newUser: isNew,
          createdAt: new Date(now),
        })
        .returning({ id: leads.id });
      if (!row) throw new Error('lead insert returned nothing');
      return { refused: null, leadId: row.id, userId: user.id, userType: user.userType, isNew };
    });
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
