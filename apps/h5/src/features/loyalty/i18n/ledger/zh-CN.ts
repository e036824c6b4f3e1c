// Strings of the points ledger and the exchanges made, in zh-CN, the source of their keys.
const zhCN = {
  'score.none': '还没有积分记录',
  'score.after': '余额 {amount}',
  'score.expires': '{date} 后过期',
  'entry.reason.campaign_prize': '活动奖励',
  'entry.reason.sign_in_reward': '签到奖励',
  'entry.reason.task_reward': '任务奖励',
  'entry.reason.referral_reward': '邀请奖励',
  'entry.reason.exchange': '兑换优惠券',
  'entry.reason.order': '下单',
  'entry.reason.refund': '退回',
  'entry.reason.operator_adjustment': '平台调整',
  'entry.reason.expiry': '过期',
  'exchanged.none': '还没有兑换记录',
  'exchanged.value': '¥{yuan}',
  'exchanged.cost.points': '{amount} 积分',
  'exchanged.cost.lucky_beans': '{amount} 福豆',
  'exchanged.state.usable': '可使用',
  'exchanged.state.used': '已使用',
  'exchanged.state.expired': '已过期',
};

export default zhCN;
