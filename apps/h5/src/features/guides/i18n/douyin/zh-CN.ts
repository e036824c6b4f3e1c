// Strings of the Douyin page in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'guide.douyin.title': '抖音来的司机朋友，欢迎您',
  'guide.douyin.intro': '视频里说的好货源，在这里都能找到。',
  'guide.douyin.why': '为什么选择货运平台',
  'guide.douyin.why1': '货源多：全国各地的整车、零担货源，每天更新。',
  'guide.douyin.why2': '回程不空跑：按常跑路线推荐回程货。',
  'guide.douyin.why3': '运费有保障：平台记录订单全过程，结算更放心。',
};

export default zhCN;
