// What a user or an operator reads when a cut-price or collect-words game refuses (ADR 030; codes
// of docs/contract.md §6, both languages).

import type { UserMessage } from '../../http/user-message.ts';

export const GAME_MESSAGES = {
  notACut: {
    'zh-CN': '这个活动不是砍价活动',
    'en-US': 'This activity is not a price cut',
  },
  notWords: {
    'zh-CN': '这个活动不是集字活动',
    'en-US': 'This activity is not a word collection',
  },
  cutNotFound: {
    'zh-CN': '没有找到这个砍价，链接可能不完整',
    'en-US': 'This price cut was not found; the link may be incomplete',
  },
  otherCampaignsCut: {
    'zh-CN': '这个砍价属于另一个活动，请从好友分享的链接打开',
    'en-US': 'This price cut belongs to another activity; open the link your friend shared',
  },
  openCut: {
    'zh-CN': '您已经有一个正在进行的砍价，请先邀请好友砍完',
    'en-US': 'You already have a price cut under way; ask friends to finish it first',
  },
  ownCut: {
    'zh-CN': '不能给自己砍价，请分享给好友帮忙',
    'en-US': 'You cannot cut your own price; share it with friends instead',
  },
  cutFinished: {
    'zh-CN': '这个砍价已经砍完了，奖励已发给发起人',
    'en-US': 'This price cut is complete; the prize went to the friend who started it',
  },
  cutExpired: {
    'zh-CN': '这个砍价已经过期了',
    'en-US': 'This price cut has expired',
  },
  helpLimit: {
    'zh-CN': '您今天帮砍的次数已经用完了，明天再来',
    'en-US': 'You have helped as many times as you may today; come back tomorrow',
  },
  prizesGone: {
    'zh-CN': '奖品已经发完了，感谢关注',
    'en-US': 'All the prizes have been given out; thank you',
  },
  missingCharacters: {
    'zh-CN': '还没集齐所有的字，继续抽字吧',
    'en-US': 'You do not have every character yet; keep drawing',
  },
  redeemed: {
    'zh-CN': '您已经兑换过这个活动的奖品了',
    'en-US': 'You have already redeemed this activity’s prize',
  },
  // Operators.
  badGame: {
    'zh-CN':
      '砍价和集字活动只有一个奖品档（另加一个未中奖项），不设保留时间；砍价需填写砍价设置，集字需填写字和权重',
    'en-US':
      'A price cut or a word collection has one prize tier (besides the losing tier) and no hold time; a price cut needs its terms, a word collection its phrase and weights',
  },
  badTask: {
    'zh-CN':
      '任务只有一个奖品档（另加一个未中奖项），奖品是积分、福豆或现金，不设保留时间；还需填写任务设置（统计什么、目标、周期）',
    'en-US':
      'A task has one prize tier (besides the losing tier) paying points, lucky beans or cash, and no hold time; it needs its terms (what is counted, the target, the period)',
  },
  taskForShippers: {
    'zh-CN': '只有货主发布货源，“发布货源”任务的用户类型须选货主',
    'en-US': 'Only shippers publish shipments: a task counting them is for shippers',
  },
} as const satisfies Record<string, UserMessage>;
