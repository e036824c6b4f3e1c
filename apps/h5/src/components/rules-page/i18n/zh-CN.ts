// Strings of the rules page (any campaign's published rules) in zh-CN, the source of its keys.
const zhCN = {
  'rules.endedEarly': '本活动已于 {time} 提前结束',
  'rules.window': '活动时间',
  'rules.windowText': '{start} 至 {end}',
  'rules.audience': '参与对象：{audience}',
  'rules.perDay': '每人每天最多 {count} 次',
  'rules.perCampaign': '每人本活动最多 {count} 次',
  'rules.prizes': '奖品与中奖概率',
  'rules.prize': '奖品',
  'rules.quantity': '数量',
  'rules.odds': '中奖概率',
  'rules.topUps': '活动开始后追加的奖品',
  'rules.topUp': '{time} 追加 {tier} {added} 份',
  'rules.terms': '活动规则',
  'rules.who.shipper': '货主',
  'rules.who.driver': '司机',
  'rules.who.everyone': '所有用户',
  'rules.who.new': '活动开始后注册的{who}',
  'rules.who.existing': '活动开始前注册的{who}',
  'rules.grabHold': '抢到后请在 {minutes} 分钟内确认领取，超时名额退回，次数不退还。',
  'rules.missing': '没有找到这个活动',
  'rules.missing.hint': '活动可能还没有发布，或者链接有误。',
};

export default zhCN;
