// What the loyalty endpoints say to a shipper or a driver, in both languages.

import type { UserMessage } from '../../http/user-message.ts';

export const LOYALTY_MESSAGES = {
  noSignIn: {
    'zh-CN': '现在没有进行中的签到活动',
    'en-US': 'There is no sign-in running now',
  },
  signedToday: {
    'zh-CN': '今天已经签到过了，明天再来',
    'en-US': 'You have signed in today already; come back tomorrow',
  },
  noTask: { 'zh-CN': '没有这个任务', 'en-US': 'There is no such task' },
  taskNotDone: {
    'zh-CN': '任务还没完成，完成后再来领取奖励',
    'en-US': 'The task is not done yet; claim its reward once it is',
  },
  taskRewardGone: {
    'zh-CN': '这个任务的奖励已经发完了',
    'en-US': 'This task’s rewards have all been given',
  },
  noGrades: {
    'zh-CN': '等级规则还没有公布',
    'en-US': 'The grades have not been published yet',
  },
} as const satisfies Record<string, UserMessage>;
