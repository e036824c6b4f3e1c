// The verification state of a driver profile (decision in docs/decisions/007):
//
//   not_started ──save──▶ in_progress ──submit──▶ submitted ──review──▶ approved
//        │                    ▲    │                  │
//        └──────submit────────┼────┘                  └──review──▶ rejected ──save──▶ in_progress
//                             └──────────────────────────────────────────┘   (or submit again)
//
// A save edits any fields; a submit also requires a complete, valid profile. While submitted the
// reviewer's copy must not change under them, and an approved profile is what the platform
// vouches for: both refuse edits (a change after approval goes through customer service).

import { SUPPORT_PHONE } from '@freight/contract/config-defaults';
import type { DriverState } from '../../db/schema/drivers.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';

/** Throws the business refusal shown to a driver who tries to change a profile in `state`. */
export function assertEditable(state: DriverState): void {
  if (state === 'submitted') {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, {
      'zh-CN': '资料正在审核中，审核结束前不能修改',
      'en-US': 'Your details are being reviewed and cannot be changed until the review ends',
    });
  }
  if (state === 'approved') {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, {
      'zh-CN': `资料已通过认证，如需修改请联系客服：${SUPPORT_PHONE}`,
      'en-US': `Your details are verified; to change them, call customer service on ${SUPPORT_PHONE}`,
    });
  }
}

/** The state after a save (`submit` false) or a submit of a complete profile. */
export function stateAfterSave(submit: boolean): DriverState {
  return submit ? 'submitted' : 'in_progress';
}

/** The operator's decision on a submitted profile. */
export type ReviewDecision = 'approve' | 'reject';

export function stateAfterReview(decision: ReviewDecision): DriverState {
  return decision === 'approve' ? 'approved' : 'rejected';
}
