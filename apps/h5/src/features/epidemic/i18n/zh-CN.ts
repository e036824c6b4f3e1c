// Strings of the epidemic feature in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'title.epidemic.index': '路况查询',
  'title.epidemic.chooseCity': '选择省份',
  'title.epidemic.mapInfo': '疫情地图',
  'title.epidemic.broadcastList': '平台播报',
  'title.epidemic.broadcastInfo': '播报详情',
  'title.epidemic.post': '我要上报',
  'title.epidemic.level': '风险等级查询',
  'title.epidemic.policy': '出行政策查询',
  'title.epidemic.detail': '政策详情',
  'title.epidemic.login': '登录注册',
};

export default zhCN;
