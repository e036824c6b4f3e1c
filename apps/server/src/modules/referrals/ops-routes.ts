// Referrals in the operator API: a programme's funnel, the referrals (filtered, paged), and
// withholding one not yet paid after a review (operator and up; audited in the same transaction).

import { getReferralFunnel, listReferrals, withholdReferral } from '@freight/contract/ops';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { audited } from '../operators/audit.ts';
import { actorOf, type OpsRoute, serveOps } from '../operators/ops-route.ts';
import { programmeBySlug } from './programmes.ts';
import { withholdReferral as withhold } from './qualify.ts';
import { referralFunnel, referralPageOf } from './report.ts';

const NO_SUCH_PROGRAMME = { 'zh-CN': '没有这个邀请活动', 'en-US': 'There is no such programme' };
const NOT_WITHHELD = {
  'zh-CN': '这条邀请不存在或已结算，不能再扣发',
  'en-US': 'This referral does not exist or is settled already, so it cannot be withheld',
};

export const referralOpsRoutes: readonly OpsRoute[] = [
  serveOps(getReferralFunnel, async ({ app, params }) => {
    const programme = await programmeBySlug(app.db, params.programme);
    if (!programme) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_PROGRAMME);
    return referralFunnel(app.db, programme);
  }),
  serveOps(listReferrals, async ({ app, query }) => {
    let programmeId: number | undefined;
    if (query.programme !== undefined) {
      const programme = await programmeBySlug(app.db, query.programme);
      if (!programme) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_PROGRAMME);
      programmeId = programme.id;
    }
    return referralPageOf(
      app.db,
      {
        ...(programmeId === undefined ? {} : { programmeId }),
        ...(query.state === undefined ? {} : { state: query.state }),
        ...(query.inviterUserId === undefined ? {} : { inviterUserId: query.inviterUserId }),
        ...(query.inviteeUserId === undefined ? {} : { inviteeUserId: query.inviteeUserId }),
      },
      query.page,
      query.pageSize,
    );
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
          before: { state: before?.state, reason: before?.reason },
          after: { state: after.state, reason: after.reason, note: body.note },
        },
        // The update sets exactly these (withholdReferral in qualify.ts).
        result: { id: after.id, state: 'withheld' as const, reason: 'operator_review' as const },
      };
    });
  }),
];
