// Strings of the guides feature in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'guide.next': '下一步',
  'guide.action.verify': '去完成司机认证',
  'guide.action.driverApp': '下载司机App',
  'guide.action.otherNumber': '换个手机号登录',
  'guide.action.signUp': '立即注册',
  'guide.action.zydApp': '下载专运达App',
  'guide.action.novice': '查看新手指南',
  'title.xcustomer.exception': '服务异常',
  'title.specialroute': '专线服务',
  'title.customer.driverTips': '温馨提示',
  'title.driver.noviceGuide': '新手指南',
  'title.driver.douyin': '抖音专区',
  'title.driver.joinWechatGroup': '加入司机群',
  'title.driver.hcb': '司机互助帮',
};

export default zhCN;
