// Referrals in the operator API: a programme's funnel, the referrals (filtered, paged), and
// withholding one not yet paid after a review (operator and up; audited in the same transaction).

import {
  referralFunnel as referralFunnelSchema,
  referralFunnelParams,
  referralIdParams,
  referralListQuery,
  referralPage,
  withholdReferralRequest,
} from '@freight/contract/ops';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { audited } from '../operators/audit.ts';
import { actorOf, type OpsRoute, opsRoute } from '../operators/ops-route.ts';
import { programmeBySlug } from './programmes.ts';
import { withholdReferral } from './qualify.ts';
import { referralFunnel, referralPageOf } from './report.ts';

const NO_SUCH_PROGRAMME = { 'zh-CN': '没有这个邀请活动', 'en-US': 'There is no such programme' };
const NOT_WITHHELD = {
  'zh-CN': '这条邀请不存在或已结算，不能再扣发',
  'en-US': 'This referral does not exist or is settled already, so it cannot be withheld',
};

export const referralOpsRoutes: readonly OpsRoute[] = [
  opsRoute({
    method: 'GET',
    path: '/referrals/programmes/:programme/funnel',
    role: 'viewer',
    params: referralFunnelParams,
    async handle({ app, params }) {
      const programme = await programmeBySlug(app.db, params.programme);
      if (!programme) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_PROGRAMME);
      return referralFunnelSchema.parse(await referralFunnel(app.db, programme));
    },
  }),
  opsRoute({
    method: 'GET',
    path: '/referrals',
    role: 'viewer',
    query: referralListQuery,
    async handle({ app, query }) {
      let programmeId: number | undefined;
      if (query.programme !== undefined) {
        const programme = await programmeBySlug(app.db, query.programme);
        if (!programme) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_PROGRAMME);
        programmeId = programme.id;
      }
      const page = await referralPageOf(
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
      return referralPage.parse(page);
    },
  }),
  opsRoute({
    method: 'POST',
    path: '/referrals/:id/withhold',
    role: 'operator',
    params: referralIdParams,
    body: withholdReferralRequest,
    async handle({ app, params, body, operator }) {
      const now = app.now();
      return audited(app.db, actorOf(operator), now, async (tx) => {
        const { before, after } = await withholdReferral(tx, params.id);
        if (!after) throw new ApiError(BUSINESS_CODES.CONFLICT, NOT_WITHHELD);
        return {
          audit: {
            action: 'referral.withhold',
            targetKind: 'referral',
            targetId: params.id,
            before: { state: before?.state, reason: before?.reason },
            after: { state: after.state, reason: after.reason, note: body.note },
          },
          result: { id: after.id, state: after.state, reason: after.reason },
        };
      });
    },
  }),
];
