// Strings of the loyalty feature in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'title.benefits.grade': 'Benefits centre',
  'title.benefits.coupon': 'Exchange lucky beans for coupons',
  'title.benefits.gradeRule': 'Rules',
  'title.customer.coupon.guide': 'How to use coupons',
  'title.customer.coupon.display': 'My coupons',
  'title.customer.signIn': 'Sign-in',
  'title.driver.grade': 'Driver level',
  'title.driver.gradev2': 'Membership level',
  'title.driver.grade-record-list': 'Grade history',
  'title.driver.seckillCoupon': 'Coupon flash sale',
  'title.driver.seckillCoupon.rule': 'Rules',
  'title.driver.rights3.index': 'Level 3 driver benefits',
  'title.driver.rights3.sub': 'Benefit details',
  'title.driver.rights6.index': 'Level 6 driver benefits',
  'title.driver.rights6.sub': 'Benefit details',
  'title.customer.activityCenter.index': 'Activity centre',
  'title.customer.activityCenter.rewardDetails': 'Reward details',
  'title.rewardCenter.index': 'Reward centre',
  'title.rewardCenter.rewardList': 'Reward history',
  'title.rewardCenter.rule': 'Rules',
  'title.rewardCenter.scoreList': 'Points history',
  'title.rewardCenter.scoreRule': 'Points rules',
  'title.rewardCenter.taskRule': 'Task rules',
  'loyalty.more': 'Show more',
  'loyalty.login': 'Log in to see your points, tasks and rewards',
};

export default enUS;
