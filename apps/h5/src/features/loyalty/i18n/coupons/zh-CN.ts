// Strings of the coupon pages and the exchanges in zh-CN, the source of their keys.
const zhCN = {
  'coupon.more': '福豆兑换更多优惠券',
  'coupon.login': '登录后查看您的优惠券',
  'coupon.states': '优惠券状态',
  'coupon.state.usable': '可使用',
  'coupon.state.used': '已使用',
  'coupon.state.expired': '已过期',
  'coupon.none.usable': '没有可使用的优惠券',
  'coupon.none.used': '没有已使用的优惠券',
  'coupon.none.expired': '没有已过期的优惠券',
  'coupon.usedAt': '{date} 已使用',
  'coupon.soon': '即将过期，请尽快使用',
  'coupon.until': '{date} 前有效',
  'guide.get.heading': '怎么获得优惠券',
  'guide.get.text': '参加平台活动、新人礼包、邀请好友，或用福豆、积分兑换，都能获得优惠券。',
  'guide.use.heading': '怎么使用',
  'guide.use.text': '在货主App下单付款时选择一张可用的优惠券，运费直接减去券面金额。',
  'guide.terms.heading': '使用条件',
  'guide.terms.text': '每张券写明门槛（如“满 ¥100 可用”）和有效期，一单只能用一张，不能兑换现金。',
  'guide.lapse.heading': '过期',
  'guide.lapse.text': '过了有效期的券会自动失效，请在“我的优惠券”里留意到期时间。',
  'guide.refund.heading': '取消订单',
  'guide.refund.text': '订单取消后，未过期的优惠券会退回您的账户。',
};

export default zhCN;
