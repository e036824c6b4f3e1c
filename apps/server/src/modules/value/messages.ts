// What a user reads when the value core refuses (docs/contract.md §6 codes, both languages).

import type { ValueAsset } from '@freight/contract/endpoints/value';
import type { UserMessage } from '../../http/user-message.ts';

export const INSUFFICIENT: Readonly<Record<ValueAsset, UserMessage>> = {
  points: { 'zh-CN': '积分不足', 'en-US': 'Not enough points' },
  lucky_beans: { 'zh-CN': '福豆不足', 'en-US': 'Not enough lucky beans' },
  cash_fen: { 'zh-CN': '余额不足', 'en-US': 'Not enough balance' },
};

export const VALUE_MESSAGES = {
  couponNotFound: { 'zh-CN': '没有这张优惠券', 'en-US': 'There is no such coupon' },
  couponUsed: { 'zh-CN': '这张优惠券已经使用过了', 'en-US': 'This coupon has already been used' },
  couponExpired: { 'zh-CN': '这张优惠券已过期', 'en-US': 'This coupon has expired' },
  couponNotYet: {
    'zh-CN': '这张优惠券还未到使用时间',
    'en-US': 'This coupon cannot be used yet',
  },
  templateNotFound: { 'zh-CN': '没有这种优惠券', 'en-US': 'There is no such coupon' },
  templateEnded: {
    'zh-CN': '这种优惠券已经停止发放',
    'en-US': 'This coupon is no longer given out',
  },
  templateSoldOut: {
    'zh-CN': '优惠券已经发完了',
    'en-US': 'All of these coupons have been given out',
  },
  otherUserType: {
    'zh-CN': '这个优惠不面向您的账号类型',
    'en-US': 'This offer is not for your type of account',
  },
  offerNotFound: { 'zh-CN': '没有这个兑换项目', 'en-US': 'There is no such exchange offer' },
  offerSoldOut: {
    'zh-CN': '已经兑换完了，下次早点来',
    'en-US': 'All exchanged; come a little earlier next time',
  },
  offerNotYet: {
    'zh-CN': '兑换还没开始，请稍后再来',
    'en-US': 'The exchange has not started yet; please come back later',
  },
  offerEnded: { 'zh-CN': '兑换已经结束，感谢关注', 'en-US': 'The exchange has ended; thank you' },
  offerLimit: {
    'zh-CN': '这个兑换项目每人限兑，您的次数已经用完了',
    'en-US': 'This offer is limited per person, and you have used all of yours',
  },
} as const satisfies Record<string, UserMessage>;
