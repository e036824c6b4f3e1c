// Strings of the agreements feature in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'agreement.missing': '协议不存在',
  'agreement.missing.hint': '您打开的协议不存在或尚未生效，请检查链接。',
  'title.agent.contract': '经纪人协议',
  'title.customer.platform-agreement': '平台协议',
  'title.customer.ShipperContract': '货物运输协议',
  'title.customer.changeAdsChargeContract': '改址费用标准',
};

export default zhCN;
