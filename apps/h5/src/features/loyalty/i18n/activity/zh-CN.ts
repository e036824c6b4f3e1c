// Strings of the activity centre in zh-CN, the source of their keys.
const zhCN = {
  'activity.subtitle': '正在进行的货主活动',
  'activity.tasks': '做任务赚积分',
  'activity.rewards': '我获得的奖励',
  'activity.none': '现在没有进行中的活动，请稍后再来。',
  'activity.until': '{date} 结束',
  'activity.join': '去参加',
  'activity.inApp': '在货主App参加',
  'activity.rewards.none': '还没有获得活动奖励',
};

export default zhCN;
