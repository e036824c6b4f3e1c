// Strings of the points rules in zh-CN, the source of their keys.
const zhCN = {
  'scoreRule.1': '积分来自签到、任务和活动奖励，每笔都记在积分明细里。',
  'scoreRule.2': '兑换优惠券时扣除积分，兑换成功即扣，余额不会变成负数。',
  'scoreRule.3': '部分积分有有效期，过期当天结束后自动失效，并在明细里记一笔“过期”。',
  'scoreRule.4': '先到期的积分先使用。',
  'scoreRule.cycle': '我的签到奖励',
  'scoreRule.day': '第 {day} 天：{reward}',
  'scoreRule.noExpiry': '您现在的积分没有即将过期的。',
};

export default zhCN;
