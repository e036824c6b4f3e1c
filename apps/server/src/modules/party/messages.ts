// What the party-building area's refusals say, in both languages.

import type { UserMessage } from '../../http/user-message.ts';

/** Posts a user may have waiting for an operator at once. */
export const PENDING_PER_USER = 3;
/** Posts a user may submit per China day, whatever became of them. */
export const POSTS_PER_DAY = 5;

export const PARTY_MESSAGES = {
  // The same for a post that does not exist and one the caller may not see: never reveals which.
  notFound: {
    'zh-CN': '这篇内容不存在或暂未公开',
    'en-US': 'This post does not exist or is not public',
  },
  pendingCap: {
    'zh-CN': `您已有 ${PENDING_PER_USER} 篇内容在等待审核，请审核完成后再发布`,
    'en-US': `You have ${PENDING_PER_USER} posts waiting for review; post again once they are reviewed`,
  },
  dayCap: {
    'zh-CN': `今天已经发布了 ${POSTS_PER_DAY} 篇内容，请明天再发布`,
    'en-US': `You have posted ${POSTS_PER_DAY} times today; post again tomorrow`,
  },
  noPost: { 'zh-CN': '没有这篇内容', 'en-US': 'There is no such post' },
} as const satisfies Record<string, UserMessage>;

/** An operator's decision on a post that is not in the state it needs (409). */
export function notInState(needed: 'pending' | 'published', state: string): UserMessage {
  return needed === 'pending'
    ? {
        'zh-CN': `这篇内容不在待审核状态（当前：${state}）`,
        'en-US': `This post is not waiting for review (state: ${state})`,
      }
    : {
        'zh-CN': `这篇内容不在已发布状态（当前：${state}）`,
        'en-US': `This post is not published (state: ${state})`,
      };
}
