// The red-packet activities running for a user type (/redengine, docs/decisions/031): campaigns of
// the game kinds the H5 has a page for (RED_ENGINE_KINDS), published, started, not ended, open to
// that user type, ending soonest first, each with its first prize tiers by name. Two queries: the
// campaigns, then their tiers.

import type { RedPacketActivity } from '@freight/contract/endpoints/reports';
import {
  RED_ENGINE_KINDS,
  type RedEngineKind,
} from '@freight/contract/endpoints/campaign-kind-pages';
import { RED_ENGINE_PRIZES } from '@freight/contract/endpoints/reports-values';
import type { Locale } from '@freight/contract/status';
import { and, asc, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns, campaignTiers } from '../../db/schema/campaigns.ts';
import { drawPageOf } from '../campaigns/public.ts';
import { runningFor } from '../loyalty/public.ts';
import { localized } from '../../http/user-message.ts';

const LIST_LIMIT = 100;

export async function redPacketActivities(
  db: Db,
  input: { userType: 1 | 3; now: number; locale: Locale },
): Promise<RedPacketActivity[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        runningFor(null, input.userType, input.now),
        inArray(campaigns.kind, [...RED_ENGINE_KINDS]),
      ),
    )
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id))
    .limit(LIST_LIMIT);
  if (rows.length === 0) return [];
  const tiers = await db
    .select({
      campaignId: campaignTiers.campaignId,
      nameZh: campaignTiers.nameZh,
      nameEn: campaignTiers.nameEn,
    })
    .from(campaignTiers)
    .where(
      and(
        inArray(
          campaignTiers.campaignId,
          rows.map((row) => row.id),
        ),
        ne(campaignTiers.prize, 'none'),
      ),
    )
    .orderBy(asc(campaignTiers.campaignId), asc(campaignTiers.position));
  return rows.map((campaign) => {
    const own = tiers.filter((tier) => tier.campaignId === campaign.id);
    return {
      campaignId: campaign.id,
      slug: campaign.slug,
      kind: campaign.kind as RedEngineKind,
      drawPage: drawPageOf(campaign),
      title: localized(campaign, 'title', input.locale),
      startsAt: campaign.startsAt.toISOString(),
      endsAt: campaign.endsAt.toISOString(),
      prizes: own.slice(0, RED_ENGINE_PRIZES).map((tier) => localized(tier, 'name', input.locale)),
      prizeTiers: own.length,
    };
  });
}
