// What the epidemic pages' refusals say, in both languages.

import type { UserMessage } from '../../http/user-message.ts';

/** Road reports a user may have waiting for an operator at once. */
export const PENDING_PER_USER = 3;
/** Road reports a user may send per China day, whatever became of them. */
export const REPORTS_PER_DAY = 5;

export const EPIDEMIC_MESSAGES = {
  pendingCap: {
    'zh-CN': `您已有 ${PENDING_PER_USER} 条路况在等待审核，请审核完成后再提交`,
    'en-US': `You have ${PENDING_PER_USER} road reports waiting for review; send more once they are reviewed`,
  },
  dayCap: {
    'zh-CN': `今天已经提交了 ${REPORTS_PER_DAY} 条路况，请明天再提交`,
    'en-US': `You have sent ${REPORTS_PER_DAY} road reports today; send more tomorrow`,
  },
  noReport: { 'zh-CN': '没有这条路况', 'en-US': 'There is no such road report' },
  // The same for a policy that does not exist and one that never did: the pages show it as gone.
  noPolicy: {
    'zh-CN': '这条出行政策不存在或已经删除',
    'en-US': 'This travel policy does not exist or has been removed',
  },
  // The same for a broadcast withdrawn and one that does not exist.
  noBroadcast: {
    'zh-CN': '这条播报不存在或已经撤回',
    'en-US': 'This broadcast does not exist or has been withdrawn',
  },
  broadcastWithdrawn: {
    'zh-CN': '这条播报已经撤回',
    'en-US': 'This broadcast has already been withdrawn',
  },
  policyTaken: {
    'zh-CN': '这个地方已经有出行政策了，请修改原来的那条',
    'en-US': 'This place already has a travel policy; edit that one instead',
  },
} as const satisfies Record<string, UserMessage>;

/** An operator's decision on a report that is not in the state it needs (409). */
export function notInState(needed: 'pending' | 'published', state: string): UserMessage {
  return needed === 'pending'
    ? {
        'zh-CN': `这条路况不在待审核状态（当前：${state}）`,
        'en-US': `This road report is not waiting for review (state: ${state})`,
      }
    : {
        'zh-CN': `这条路况不在已发布状态（当前：${state}）`,
        'en-US': `This road report is not published (state: ${state})`,
      };
}
