// What an invitee reads when an invitation is refused, and what an inviter reads beside a withheld
// referral (docs/decisions/016; both languages). Keyed by the contract's reason codes, so a new
// code without its message does not compile.

import type { ReferralRefusal, ReferralWithholding } from '@freight/contract/endpoints/referral';
import type { UserMessage } from '../../http/user-message.ts';

export const REFUSAL_MESSAGES: Readonly<Record<ReferralRefusal, UserMessage>> = {
  link_expired: {
    'zh-CN': '邀请链接已失效，请联系邀请人重新分享',
    'en-US': 'This invitation link has expired; ask the person who sent it to share it again',
  },
  programme_closed: {
    'zh-CN': '邀请活动不在进行中',
    'en-US': 'This invitation programme is not running',
  },
  self_invite: {
    'zh-CN': '不能接受自己的邀请',
    'en-US': 'You cannot accept your own invitation',
  },
  same_person: {
    'zh-CN': '您与邀请人被识别为同一人，不能参加邀请活动',
    'en-US': 'You and the inviter appear to be the same person, so this invitation cannot count',
  },
  circular_invite: {
    'zh-CN': '您已邀请过对方，不能再接受对方的邀请',
    'en-US': 'You have already invited this person, so you cannot accept their invitation',
  },
  already_referred: {
    'zh-CN': '您已参加过这个邀请活动',
    'en-US': 'You have already joined this invitation programme',
  },
  shared_device: {
    'zh-CN': '这部手机上已有其他账号参加过这个邀请活动，同一部手机只能参加一次',
    'en-US':
      'Another account on this phone has already joined this invitation programme; one phone can join only once',
  },
  other_user_type: {
    'zh-CN': '这个邀请活动不面向您的账号类型',
    'en-US': 'This invitation programme is not for your type of account',
  },
};

export const WITHHOLDING_MESSAGES: Readonly<Record<ReferralWithholding, UserMessage>> = {
  daily_cap: {
    'zh-CN': '当天邀请人数已达上限，本次邀请不发奖励',
    'en-US': 'Over the day’s invitation limit: no reward for this one',
  },
  same_person: {
    'zh-CN': '被邀请人与您被识别为同一人，不发奖励',
    'en-US': 'The invitee appears to be you under another account: no reward',
  },
  operator_review: {
    'zh-CN': '经审核，本次邀请不发奖励',
    'en-US': 'After review, this invitation earns no reward',
  },
};

/** A share type with no programme running (the rules page of an invitation that has ended). */
export const NO_PROGRAMME_MESSAGE: UserMessage = {
  'zh-CN': '邀请活动暂未开始或已结束，敬请期待下一期',
  'en-US': 'No invitation programme is running now; watch for the next one',
};

/** Why a reminder was not sent. */
export const REMINDER_MESSAGES = {
  notFound: { 'zh-CN': '没有找到这位好友的邀请记录', 'en-US': 'No such invitation of yours' },
  today: {
    'zh-CN': '今天已经提醒过这位好友，明天再来吧',
    'en-US': 'You have reminded this friend today; try again tomorrow',
  },
  notWaiting: {
    'zh-CN': '这位好友的邀请已有结果，无需提醒',
    'en-US': 'This invitation has already been settled; no reminder is needed',
  },
} as const satisfies Record<string, UserMessage>;

/**
 * What the invitee has left to do, in the reminder an invitee receives by SMS (the notice
 * template's second parameter; its text is the template's, identity/sms-sender.ts `noticeText`).
 */
export function reminderStep(event: string): UserMessage {
  return event === 'verification_approved'
    ? { 'zh-CN': '完成司机认证', 'en-US': 'get verified as a driver' }
    : { 'zh-CN': '完成第一单运输', 'en-US': 'complete your first shipment' };
}
