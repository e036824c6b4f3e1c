// Strings of the driver tips page in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'guide.driverTips.title': '这个手机号已注册为司机',
  'guide.driverTips.intro':
    '一个手机号只能注册一种身份。您正在使用的号码已是司机账号，因此不能直接以货主身份登录。',
  'guide.driverTips.what': '您可以这样做',
  'guide.driverTips.option1': '如果您是司机：请下载司机App，用这个号码登录找货接单。',
  'guide.driverTips.option2': '如果您要发货：请换一个手机号注册货主账号。',
  'guide.driverTips.option3': '如需将账号改为货主身份，请在司机App“我的-客服”中联系我们办理。',
};

export default zhCN;
