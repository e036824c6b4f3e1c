// Strings of the HCB page in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'guide.hcb.title': '司机互助帮',
  'guide.hcb.intro': '跑车在外，遇到困难不用慌，平台和附近的司机帮您一把。',
  'guide.hcb.covers': '我们能帮什么',
  'guide.hcb.cover1': '车辆故障：帮您联系附近的维修点和拖车服务。',
  'guide.hcb.cover2': '货物纠纷：客服介入协调货主，保障您的运费。',
  'guide.hcb.cover3': '路况信息：实时了解前方路况和限行政策。',
  'guide.hcb.how': '如何求助',
  'guide.hcb.how1': '打开司机App，点击“我的-客服”，说明您的位置和情况。',
  'guide.hcb.how2': '紧急情况请先拨打110、120或122，确保人身安全。',
};

export default zhCN;
