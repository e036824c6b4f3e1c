// What a user or an operator reads when a campaign refuses (docs/contract.md §6 codes, both
// languages).

import type { UserMessage } from '../../http/user-message.ts';

export const CAMPAIGN_MESSAGES = {
  notFound: { 'zh-CN': '没有这个活动', 'en-US': 'There is no such activity' },
  notYet: {
    'zh-CN': '活动还没开始，请稍后再来',
    'en-US': 'The activity has not started yet; please come back later',
  },
  ended: { 'zh-CN': '活动已经结束，感谢关注', 'en-US': 'The activity has ended; thank you' },
  otherUserType: {
    'zh-CN': '这个活动不面向您的账号类型',
    'en-US': 'This activity is not for your type of account',
  },
  newUsersOnly: {
    'zh-CN': '这个活动只面向新用户',
    'en-US': 'This activity is for new users only',
  },
  existingUsersOnly: {
    'zh-CN': '这个活动只面向老用户',
    'en-US': 'This activity is for existing users only',
  },
  dayLimit: {
    'zh-CN': '今天的次数已经用完了，明天再来',
    'en-US': 'You have used today’s chances; come back tomorrow',
  },
  campaignLimit: {
    'zh-CN': '您在本活动的次数已经用完了',
    'en-US': 'You have used all your chances in this activity',
  },
  soldOut: {
    'zh-CN': '已经抢完了，下次早点来',
    'en-US': 'All gone; come a little earlier next time',
  },
  noGrabs: {
    'zh-CN': '这个活动不需要抢购',
    'en-US': 'This activity has nothing to grab',
  },
  nothingToDraw: {
    'zh-CN': '这个活动没有抽奖或抢购',
    'en-US': 'This activity has nothing to draw or grab',
  },
  grabsOnly: {
    'zh-CN': '这个活动需要先抢名额',
    'en-US': 'In this activity a unit is grabbed first',
  },
  noSuchTier: { 'zh-CN': '没有这个奖品', 'en-US': 'There is no such prize' },
  notAPack: {
    'zh-CN': '这个活动不是礼包，请在活动页参加',
    'en-US': 'This activity is not a gift pack; take part on its page',
  },
  packOnly: {
    'zh-CN': '礼包请在礼包页领取',
    'en-US': 'Gift packs are claimed on their own page',
  },
  loyaltyOnly: {
    'zh-CN': '签到和任务奖励请在签到页、任务页领取',
    'en-US': 'Sign-in and task rewards are taken on the sign-in and task pages',
  },
  gameOnly: {
    'zh-CN': '这个活动请在它自己的活动页参加',
    'en-US': 'Take part in this activity on its own page',
  },
  notLoyalty: {
    'zh-CN': '这个活动不是签到或任务',
    'en-US': 'This activity is not a sign-in or a task',
  },
  packClaimed: {
    'zh-CN': '您已经领过这个礼包了',
    'en-US': 'You have already claimed this gift pack',
  },
  packGone: {
    'zh-CN': '礼包已经领完了，感谢关注',
    'en-US': 'All the gift packs have been given out; thank you',
  },
  noPackRunning: {
    'zh-CN': '新人礼包活动暂未开始或已结束',
    'en-US': 'No new-user gift pack is being given out now',
  },
  grabNotFound: { 'zh-CN': '没有找到您抢到的名额', 'en-US': 'Your grab was not found' },
  publishIt: {
    'zh-CN': '抢到的特价车请在发货页填写货物信息后发布',
    'en-US': 'A truck you grabbed is taken by publishing your shipment on the shipping page',
  },
  badCapacity: {
    'zh-CN': '特价车名额只能用于限时抢购活动，每份名额一辆车，且要有保留时间',
    'en-US': 'Trucks are sold only in flash sales, one per unit, with a hold time',
  },
  grabLapsed: {
    'zh-CN': '保留时间已过，名额已经退回，请重新抢购',
    'en-US': 'The hold has lapsed and the unit went back to stock; please grab again',
  },
  // Operators.
  frozen: {
    'zh-CN': '活动已经开始：奖品、概率和规则不能再改，数量只能追加',
    'en-US':
      'The campaign has started: prizes, odds and rules are frozen; quantities can only be topped up',
  },
  alreadyPublished: { 'zh-CN': '活动已经发布', 'en-US': 'The campaign is already published' },
  notPublished: { 'zh-CN': '活动还没有发布', 'en-US': 'The campaign is not published' },
  alreadyEnded: { 'zh-CN': '活动已经结束', 'en-US': 'The campaign has already ended' },
  publishedKept: {
    'zh-CN': '活动已经发布，不能删除；可以提前结束',
    'en-US': 'A published campaign is not deleted; end it early instead',
  },
  startInPast: {
    'zh-CN': '开始时间已过：请选择一个之后的开始时间',
    'en-US': 'The start has passed: choose a later start',
  },
  startPassed: {
    'zh-CN': '开始时间已过：发布需要在开始之前',
    'en-US': 'The start has passed: a campaign is published before its start',
  },
  badTiers: {
    'zh-CN': '奖项设置有误：需要且只能有一个未中奖项，每个奖项的兜底最终落到未中奖项',
    'en-US': 'The tiers are not valid: exactly one losing tier, and every fallback must end on it',
  },
  badPack: {
    'zh-CN': '礼包设置有误：礼包只面向新用户，须指定用户类型，每人限领一次',
    'en-US': 'The gift pack is not valid: it is for new users of one user type, once each',
  },
  couponTemplateMissing: {
    'zh-CN': '没有这种优惠券',
    'en-US': 'There is no such coupon template',
  },
  budgetLowered: {
    'zh-CN': '预算只能增加，不能减少',
    'en-US': 'A budget can only be raised, never lowered',
  },
} as const satisfies Record<string, UserMessage>;

/** A coupon tier whose template is for one user type, in a campaign open to more. */
export const couponAudienceRefusal = (
  nameZh: string,
  nameEn: string,
  userType: number,
): UserMessage => ({
  'zh-CN': `奖项“${nameZh}”的优惠券只发给${userType === 3 ? '司机' : '货主'}，这个活动的参与者不都是${userType === 3 ? '司机' : '货主'}：请把活动限定为${userType === 3 ? '司机' : '货主'}，或换一种优惠券`,
  'en-US': `The coupon of “${nameEn}” is for ${userType === 3 ? 'drivers' : 'shippers'} only, but not everyone taking part is one: limit the campaign to them, or choose another coupon`,
});
/** A coupon tier giving more than its template has left to issue. */
export const couponStockRefusal = (
  nameZh: string,
  nameEn: string,
  left: number,
  wanted: number | null,
): UserMessage => ({
  'zh-CN': `奖项“${nameZh}”的优惠券还能发 ${left} 张，奖品数量是${wanted === null ? '不限' : ` ${wanted} 份`}：请减少奖品数量，或给优惠券加库存`,
  'en-US': `The coupon of “${nameEn}” has ${left} left to issue, the tier gives ${wanted === null ? 'without limit' : wanted}: lower the tier's quantity, or add stock to the coupon`,
});
/** A coupon tier whose template's fixed dates end before the campaign does. */
export const couponEndsFirstRefusal = (nameZh: string, nameEn: string): UserMessage => ({
  'zh-CN': `奖项“${nameZh}”的优惠券在活动结束前就过期了：请换一种优惠券，或提前结束时间`,
  'en-US': `The coupon of “${nameEn}” expires before the campaign ends: choose another coupon, or end the campaign sooner`,
});

/**
 * The prizes need more than the budget: what they need against what it allows, in units and yuan
 * (issue 43: an operator cannot fix a refusal without its figures).
 */
export function overBudget(
  need: { units: number; fen: number },
  budget: { units: number; fen: number },
) {
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  return {
    'zh-CN': `奖品超出预算：需要 ${need.units} 份、¥${yuan(need.fen)}，预算 ${budget.units} 份、¥${yuan(budget.fen)}`,
    'en-US': `The prizes exceed the budget: they need ${need.units} units and ¥${yuan(need.fen)}, the budget is ${budget.units} units and ¥${yuan(budget.fen)}`,
  };
}
