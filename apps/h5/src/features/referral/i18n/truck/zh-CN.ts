// Strings of the truck owners' sign-up pages (choosetype, hascar, nocar) of the referral feature in zh-CN, the source of its keys.
const zhCN = {
  'type.title': '您有自己的车吗？',
  'type.has': '我有车',
  'type.has.hint': '登记车辆，认证时直接使用',
  'type.no': '我没有车',
  'type.no.hint': '先注册，认证后可接车队和车主的活',
  'type.login': '已有账号？直接登录',
  'truck.title': '登记您的车辆',
  'truck.hint': '车辆信息会存入您的认证资料，认证时不用再填。',
  'truck.plate': '车牌号',
  'truck.load': '载重（吨）',
  'truck.submit': '保存车辆并接受邀请',
  'truck.submitting': '正在保存…',
  'truck.error.plate': '请填写车牌号',
  'truck.error.type': '请选择车型',
  'truck.error.size': '请填写大于 0 的数字',
  'nocar.title': '没有车也能加入',
  'nocar.hint': '接受邀请后完成司机认证，就可以接车队和车主发布的活。',
};

export default zhCN;
