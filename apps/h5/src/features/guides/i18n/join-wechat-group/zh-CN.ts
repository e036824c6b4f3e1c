// Strings of the WeChat group page in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'group.title': '加入司机群',
  'group.intro': '和同城司机交流路况、货源和经验，平台客服也在群里。',
  'group.wechatName': '微信群名：',
  'group.noCityGroup': '您所在的城市还没有专属群，先加入这个群吧。',
  'group.qrAlt': '{name}的二维码',
  'group.hint': '长按二维码保存到相册，或在微信中长按识别加入。',
};

export default zhCN;
