// Strings of the loyalty feature in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'title.benefits.grade': '权益中心',
  'title.benefits.coupon': '福豆兑换优惠券',
  'title.benefits.gradeRule': '规则',
  'title.customer.coupon.guide': '优惠券使用指南',
  'title.customer.coupon.display': '我的优惠券',
  'title.customer.signIn': '签到',
  'title.driver.grade': '司机等级',
  'title.driver.gradev2': '会员等级',
  'title.driver.grade-record-list': '成长值记录',
  'title.driver.seckillCoupon': '优惠券秒杀',
  'title.driver.seckillCoupon.rule': '活动规则',
  'title.driver.rights3.index': '三重权益',
  'title.driver.rights3.sub': '权益详情',
  'title.driver.rights6.index': '六重权益',
  'title.driver.rights6.sub': '权益详情',
  'title.rewardCenter.index': '奖励中心',
  'title.rewardCenter.rewardList': '奖励记录',
  'title.rewardCenter.rule': '活动规则',
  'title.rewardCenter.scoreList': '积分明细',
  'title.rewardCenter.scoreRule': '积分规则',
  'title.rewardCenter.taskRule': '任务规则',
};

export default zhCN;
