// Strings of the task rules in zh-CN, the source of their keys.
const zhCN = {
  'taskRule.1': '每日任务按北京时间每天 0 点重置，每周任务每周一 0 点重置。',
  'taskRule.2': '进度由平台根据您的实际签到、发货、运输和邀请记录计算。',
  'taskRule.3': '达到目标后点“领取”获得奖励，每个周期只能领取一次，重复点击不会重复发放。',
  'taskRule.4': '任务在活动结束后下线，未领取的奖励请在结束前领取。',
  'taskRule.gives': '完成 {target} 次，得 {reward}',
};

export default zhCN;
