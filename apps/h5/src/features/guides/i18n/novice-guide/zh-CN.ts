// Strings of the new driver's guide in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'guide.novice.title': '新手司机指南',
  'guide.novice.intro': '三步开始接单，运费按时到账。',
  'guide.novice.start': '开始之前',
  'guide.novice.step1': '下载司机App，用本人手机号注册登录。',
  'guide.novice.step2':
    '完成司机认证：上传身份证、驾驶证、行驶证，填写车辆信息，审核一般1个工作日内完成。',
  'guide.novice.step3': '在App“我的”里设置常跑路线和车型，好货会优先推荐给您。',
  'guide.novice.loads': '找货和接单',
  'guide.novice.step4': '在“找货”里按出发地、目的地、车长筛选货源，看清货物、重量和装货时间。',
  'guide.novice.step5': '对运价有疑问，先在App内与货主沟通，谈好再接单。',
  'guide.novice.step6': '按约定时间到达装货地，装货后拍照上传，方便双方核对。',
  'guide.novice.step7': '送达后请收货人签收回单，在App内上传回单，运费按订单约定结算。',
  'guide.novice.safety': '安全提醒',
  'guide.novice.safety1': '平台不会以任何名义要求您先付押金或转账，遇到请立即举报。',
  'guide.novice.safety2': '请遵守道路交通法规，合理安排休息，不超载、不疲劳驾驶。',
};

export default zhCN;
