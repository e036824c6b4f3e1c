// The new users' gift pack running for a user type (a campaign of kind `gift_pack`, ADR 015): what
// one pack holds (its prize tiers, each an item), how many are left (a pack is given whole, so the
// fewest units of its items), and for a logged-in caller whether they took it and may.

import type { GiftPack, PackEligibility } from '@freight/contract/endpoints/campaigns';
import type { Locale } from '@freight/contract/status';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignAttempts, campaigns } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/users.ts';
import { couponTemplates } from '../../db/schema/value.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { tiersOf } from './attempt.ts';
import { GIFT_PACK_KIND, packItems } from './gift-pack-claim.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { couponTermsOf } from './rules.ts';
import { localized } from '../../http/user-message.ts';

type Tier = Awaited<ReturnType<typeof tiersOf>>[number];

/** A pack's items as users read them, in their language. */
export async function packItemsOf(db: Db, items: readonly Tier[], locale: Locale) {
  const templateIds = items.flatMap((item) =>
    item.couponTemplateId === null ? [] : [item.couponTemplateId],
  );
  const templates =
    templateIds.length === 0
      ? []
      : await db.select().from(couponTemplates).where(inArray(couponTemplates.id, templateIds));
  return items.map((item) => {
    const template = templates.find((row) => row.id === item.couponTemplateId);
    return {
      name: localized(item, 'name', locale),
      prize: item.prize as GiftPack['items'][number]['prize'],
      amount: item.amount,
      valueFen: item.valueFen,
      coupon: template ? couponTermsOf(template) : null,
    };
  });
}

/** Whether a user of this type and age may take the pack. */
function eligibilityOf(
  pack: { userType: number | null; startsAt: Date },
  user: { userType: number; createdAt: Date },
): PackEligibility {
  if (pack.userType !== null && pack.userType !== user.userType) return 'other_user_type';
  return user.createdAt.getTime() >= pack.startsAt.getTime() ? 'new' : 'existing';
}

export async function runningPack(
  db: Db,
  {
    userType,
    userId,
    locale,
    now,
  }: { userType: 1 | 3; userId: number | null; locale: Locale; now: number },
): Promise<GiftPack> {
  const [pack] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.kind, GIFT_PACK_KIND),
        eq(campaigns.userType, userType),
        isNotNull(campaigns.publishedAt),
        isNull(campaigns.endedAt),
        lte(campaigns.startsAt, sqlTimestamp(now)),
        gt(campaigns.endsAt, sqlTimestamp(now)),
      ),
    )
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  if (!pack) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noPackRunning);
  const items = packItems(await tiersOf(db, [pack.id]));
  if (items.length === 0) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noPackRunning);
  const [given, me] = await Promise.all([
    packItemsOf(db, items, locale),
    userId === null ? null : mine(db, pack, userId),
  ]);
  return {
    campaignId: pack.id,
    slug: pack.slug,
    title: localized(pack, 'title', locale),
    rules: localized(pack, 'rules', locale),
    startsAt: pack.startsAt.toISOString(),
    endsAt: pack.endsAt.toISOString(),
    userType,
    items: given,
    total: Math.min(...items.map((item) => item.total ?? 0)),
    remaining: Math.min(...items.map((item) => item.remaining ?? 0)),
    me,
  };
}

async function mine(
  db: Db,
  pack: typeof campaigns.$inferSelect,
  userId: number,
): Promise<NonNullable<GiftPack['me']>> {
  const [[user], [claim]] = await Promise.all([
    db
      .select({ userType: users.userType, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId)),
    // A finished claim has its first item's tier; one rolled back left no row.
    db
      .select({ createdAt: campaignAttempts.createdAt })
      .from(campaignAttempts)
      .where(
        and(
          eq(campaignAttempts.campaignId, pack.id),
          eq(campaignAttempts.userId, userId),
          isNotNull(campaignAttempts.tierId),
        ),
      )
      .limit(1),
  ]);
  return {
    claimedAt: claim?.createdAt.toISOString() ?? null,
    eligibility: user ? eligibilityOf(pack, user) : 'existing',
  };
}
