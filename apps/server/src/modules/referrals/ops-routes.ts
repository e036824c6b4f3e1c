// Referrals in the operator API: a programme's funnel, the referrals (filtered, paged), and
// withholding one not yet paid after a review (operator and up; audited in the same transaction).

import {
  exportReferrals,
  getReferralFunnel,
  listReferrals,
  type referralFilterQuery,
  withholdReferral,
} from '@freight/contract/ops';
import type * as z from 'zod';
import type { Db } from '../../db/database.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { audited } from '../../db/audit.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { programmeBySlug } from './programmes.ts';
import { withholdReferral as withhold } from './qualify.ts';
import { serveOpsCsv } from '../../http/csv-export.ts';
import {
  referralExportRows,
  referralFunnel,
  referralPageOf,
  type ReferralFilter,
} from './report.ts';

const NO_SUCH_PROGRAMME = { 'zh-CN': '没有这个邀请活动', 'en-US': 'There is no such programme' };
const NOT_WITHHELD = {
  'zh-CN': '这条邀请不存在或已结算，不能再扣发',
  'en-US': 'This referral does not exist or is settled already, so it cannot be withheld',
};

/** The list's query as the report's filter; an unknown programme is a 404. */
async function filterOf(
  db: Db,
  query: z.output<typeof referralFilterQuery>,
): Promise<ReferralFilter> {
  let programmeId: number | undefined;
  if (query.programme !== undefined) {
    const programme = await programmeBySlug(db, query.programme);
    if (!programme) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_PROGRAMME);
    programmeId = programme.id;
  }
  return {
    ...(programmeId === undefined ? {} : { programmeId }),
    ...(query.state === undefined ? {} : { state: query.state }),
    ...(query.inviterUserId === undefined ? {} : { inviterUserId: query.inviterUserId }),
    ...(query.inviteeUserId === undefined ? {} : { inviteeUserId: query.inviteeUserId }),
  };
}

export const referralOpsRoutes: readonly OpsRoute[] = [
  serveOps(getReferralFunnel, async ({ app, params }) => {
    const programme = await programmeBySlug(app.db, params.programme);
    if (!programme) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_PROGRAMME);
    return referralFunnel(app.db, programme);
  }),
  serveOps(listReferrals, async ({ app, query }) =>
    referralPageOf(app.db, await filterOf(app.db, query), query.page, query.pageSize),
  ),
  serveOpsCsv(exportReferrals, async function* ({ app, query }) {
    yield* referralExportRows(app.db, await filterOf(app.db, query));
  }),
  serveOps(withholdReferral, async ({ app, params, body, operator }) => {
    const now = app.now();
    return audited(app.db, actorOf(operator), now, async (tx) => {
      const { before, after } = await withhold(tx, params.id);
      if (!after) throw new ApiError(BUSINESS_CODES.CONFLICT, NOT_WITHHELD);
      return {
        audit: {
          action: 'referral.withhold',
          targetKind: 'referral',
          targetId: params.id,
          before: { state: before.state, reason: before.reason },
          after: { state: after.state, reason: after.reason, note: body.note },
        },
        // The update sets exactly these (withholdReferral in qualify.ts).
        result: { id: after.id, state: 'withheld' as const, reason: 'operator_review' as const },
      };
    });
  }),
];
