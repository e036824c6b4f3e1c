// The recruitment sign-up's lead (recruitment/routes.ts): the keyed digest of what was sent, and
// the lead stored in one transaction with the code's check and the user's registration, or the
// first lead of the same key answered again while its code would still be alive.

import { createHmac } from 'node:crypto';
import type { submitLeadRequest } from '@freight/contract/endpoints/recruitment';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { leads } from '../../db/schema/leads.ts';
import { users } from '../../db/schema/users.ts';
import { queueSender } from '../../http/day-cap.ts';
import { repeatOf } from '../../http/request-ids.ts';
import { checkCode, CODE_TTL_SECONDS, codePepper, findOrCreateUser } from '../identity/public.ts';

/** A keyed digest of a sign-up's fields (its key aside), the code included, in a fixed order. */
export function leadDigest(appSecret: string, fields: Record<string, unknown>): string {
  const { requestId: _key, ...sent } = fields;
  const ordered = Object.fromEntries(Object.entries(sent).sort(([a], [b]) => a.localeCompare(b)));
  return createHmac('sha256', codePepper(appSecret))
    .update(`lead:${JSON.stringify(ordered)}`)
    .digest('hex');
}

/**
 * Stores a sign-up's lead, or finds the one its key stored before: the user registered (or
 * recognised) and the code checked in the same transaction. A refusal is returned, not thrown: a
 * wrong try is counted against the code, so it must be committed.
 */
export function storeLead(
  app: Parameters<typeof checkCode>[0],
  db: Db,
  lead: z.output<typeof submitLeadRequest>,
  digest: string,
  now: number,
) {
  return db.transaction(async (tx) => {
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
}
