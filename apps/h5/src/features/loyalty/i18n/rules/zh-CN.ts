// Strings of the reward centre's rules pages in zh-CN, the source of their keys.
const zhCN = {
  'rule.1': '签到和完成任务可获得积分，积分可在奖励中心兑换优惠券。',
  'rule.2': '每项奖励由平台服务器记录和发放，页面显示的数字以服务器为准。',
  'rule.3': '同一账号每天只能签到一次；每项任务每个周期只能领取一次奖励。',
  'rule.4': '以刷单、虚假交易等不正当方式获得的积分和奖励，平台有权收回。',
  'rule.5': '有疑问请联系客服，我们会在 1 个工作日内答复。',
};

export default zhCN;
