// A referral programme's leaderboard (docs/decisions/031): inviters ranked by the referrals that
// qualified (qualified or since rewarded) within the programme's window, in one statement: the
// programme's referrals through its index (referrals_invitee_unique leads with programme_id),
// counted per inviter, ranked with window functions, and only the top rows and the caller's kept.
// Equals share a rank (1, 1, 3) and are said to be tied; among them whoever reached the count
// first (their latest qualifying referral is the earlier) comes first. The cost grows with the
// programme's qualified referrals, not with the page: figures in the ADR.

import type { ReferralLeaderboard } from '@freight/contract/endpoints/reports';
import { LEADERBOARD_SIZE } from '@freight/contract/endpoints/reports-values';
import { maskMobile } from '@freight/contract/rules/mask';
import type { Locale } from '@freight/contract/status';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { REFERRAL_CAMPAIGN_KIND } from '../referrals/public.ts';
import { REPORT_MESSAGES as M } from './messages.ts';
import { rowsOf } from './monthly.ts';
import { localized } from '../../http/user-message.ts';

interface Row {
  inviter: number;
  qualified: number;
  rank: number;
  same: number;
  position: number;
  inviters: number;
  mobile: string;
}

export async function referralLeaderboard(
  db: Db,
  input: { slug: string; userId: number | null; now: number; locale: Locale },
): Promise<ReferralLeaderboard> {
  const { slug, userId, now, locale } = input;
  const [programme] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.slug, slug),
        eq(campaigns.kind, REFERRAL_CAMPAIGN_KIND),
        isNotNull(campaigns.publishedAt),
      ),
    );
  if (!programme) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.programmeNotFound);
  const start = programme.startsAt.getTime();
  const close = Math.min(programme.endsAt.getTime(), programme.endedAt?.getTime() ?? Infinity);

  const rows = await rowsOf<Row>(
    db,
    sql`with counts as (
        select inviter_user_id as inviter, count(*)::int as qualified, max(qualified_at) as reached
        from referrals
        where programme_id = ${programme.id} and state in ('qualified', 'rewarded')
          and qualified_at >= ${sqlTimestamp(start)} and qualified_at < ${sqlTimestamp(close)}
        group by inviter_user_id
      ), ranked as (
        select inviter, qualified,
          (rank() over (order by qualified desc))::int as rank,
          (count(*) over (partition by qualified))::int as same,
          (row_number() over (order by qualified desc, reached asc, inviter asc))::int as position,
          (count(*) over ())::int as inviters
        from counts
      )
      select r.inviter::float8 as inviter, r.qualified, r.rank, r.same, r.position, r.inviters, u.mobile
      from ranked r join users u on u.id = r.inviter
      where r.position <= ${LEADERBOARD_SIZE} or r.inviter = ${userId ?? -1}
      order by r.position`,
  );
  const mine = userId === null ? undefined : rows.find((row) => Number(row.inviter) === userId);
  return {
    programme: {
      slug: programme.slug,
      title: localized(programme, 'title', locale),
      startsAt: programme.startsAt.toISOString(),
      endsAt: programme.endsAt.toISOString(),
      endedAt: programme.endedAt?.toISOString() ?? null,
      state: now < start ? 'scheduled' : now >= close ? 'ended' : 'running',
    },
    entries: rows
      .filter((row) => row.position <= LEADERBOARD_SIZE)
      .map((row) => ({
        rank: row.rank,
        tied: row.same > 1,
        mobileMasked: maskMobile(row.mobile),
        qualified: row.qualified,
        me: Number(row.inviter) === userId,
      })),
    inviters: rows[0]?.inviters ?? 0,
    me: userId === null ? null : { rank: mine?.rank ?? null, qualified: mine?.qualified ?? 0 },
  };
}
