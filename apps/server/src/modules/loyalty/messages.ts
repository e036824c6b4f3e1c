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
  noLevel: { 'zh-CN': '没有这个等级', 'en-US': 'There is no such level' },
  noRight: { 'zh-CN': '没有这项权益', 'en-US': 'There is no such right' },
  /** Saved by another operator since this one read it. */
  levelChanged: {
    'zh-CN': '这个等级刚被别人修改过，请刷新后在最新内容上修改',
    'en-US': 'Someone else changed this level since you opened it; reload and edit the latest',
  },
  rightChanged: {
    'zh-CN': '这项权益刚被别人修改过，请刷新后在最新内容上修改',
    'en-US': 'Someone else changed this right since you opened it; reload and edit the latest',
  },
  firstLevelFromZero: {
    'zh-CN': '等级 1 的门槛必须是 0：每个用户都有等级',
    'en-US': 'Level 1 holds from 0: every user has a grade',
  },
  tooManyLevels: {
    'zh-CN': '最多 20 个等级',
    'en-US': 'There can be at most 20 levels',
  },
  slugTaken: {
    'zh-CN': '已经有这个编号的权益（含已下线的），请换一个编号',
    'en-US': 'A right with this slug exists (retired ones count); choose another',
  },
  alreadyRetired: { 'zh-CN': '这项权益已经下线', 'en-US': 'This right is retired already' },
  notRetired: { 'zh-CN': '这项权益没有下线', 'en-US': 'This right is not retired' },
} as const satisfies Record<string, UserMessage>;
