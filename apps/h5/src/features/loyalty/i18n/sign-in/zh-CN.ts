// Strings of the shippers' sign-in page in zh-CN, the source of their keys.
const zhCN = {
  'signIn.subtitle': '每天签到领积分，连续签到奖励更多',
  'signIn.recent': '近 5 周共签到 {days} 天',
  'signIn.tasks': '去做任务赚更多积分',
};

export default zhCN;
