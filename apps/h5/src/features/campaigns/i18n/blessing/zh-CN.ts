// Strings of the daily blessing pages (/driver/dailyblessing/*) in zh-CN, the source of their keys
// (docs/decisions/004).
const zhCN = {
  'blessing.today': '今天的福签',
  'blessing.intro': '每天可以抽一支福签，签上有一句祝福，有的还有积分。',
  'blessing.gate': '登录司机账号后抽签',
  'blessing.draw': '抽一支福签',
  'blessing.drawing': '正在抽签…',
  'blessing.done': '今天的福签已经抽过了。',
  'blessing.see': '看我的福签',
  'blessing.points': '获得 {amount} 积分，已到账',
  'blessing.none': '今天还没有抽福签。',
  'blessing.tomorrow': '明天再来抽一支',
  'blessing.back': '回到每日福签',
};

export default zhCN;
