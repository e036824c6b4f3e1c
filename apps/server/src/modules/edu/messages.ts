// What driver education's refusals say to the driver, in both languages.

import { SUPPORT_PHONE } from '@freight/contract/config-defaults';
import type { UserMessage } from '../../http/user-message.ts';

/** Exams a driver may hand in per course and China day. */
export const ATTEMPTS_PER_DAY = 20;

export const EDU_MESSAGES = {
  notOpen: {
    'zh-CN': '这门课程不存在或已经下线',
    'en-US': 'This course does not exist or is no longer published',
  },
  attemptCap: {
    'zh-CN': `今天已经交卷 ${ATTEMPTS_PER_DAY} 次，请明天再考；先回到课程把内容再看一遍吧。有疑问请拨打客服电话 ${SUPPORT_PHONE}`,
    'en-US': `You have handed in this exam ${ATTEMPTS_PER_DAY} times today; take it again tomorrow, and read the course once more meanwhile. Questions: call customer service on ${SUPPORT_PHONE}`,
  },
} as const satisfies Record<string, UserMessage>;
