// Strings of the campaigns feature in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'title.luckdrawnew': '幸运抽奖',
  'title.customer.cutReward': '砍价得奖励',
  'title.customer.monthlyReport': '月度报告',
  'title.driver.dailyblessing.index': '每日福签',
  'title.driver.dailyblessing.result': '我的福签',
  'title.driver.openAnnualBill.2023': '开启年度账单',
  'title.driver.annualBill.2023': '2023年度账单',
  'title.driver.annualBill.share.2023': '年度账单分享',
  'title.redpacketrain.index': '红包雨',
  'title.redpacketrain.game': '抢红包',
  'title.collectword.index': '集字赢好礼',
  'title.collectword.wxauth': '微信授权',
  'title.collectword.login': '登录注册',
  'title.collectword.choose': '选择身份',
  'title.rank.index': '排行榜',
  'title.redengine': '红包活动',
};

export default zhCN;
