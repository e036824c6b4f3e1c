// Strings of what a campaign gives (points, beans, cash, coupons and their terms) and a referral
// programme's rewards, in zh-CN, the source of its keys: the rules page, the invitation pages and
// the gift pack's pages show them.
const zhCN = {
  'rules.value.points': '{amount} 积分',
  'rules.value.lucky_beans': '{amount} 福豆',
  'rules.value.cash_fen': '¥{yuan} 现金',
  'rules.value.capacity': '一辆特价车，省 ¥{yuan}',
  'rules.value.coupon': '¥{yuan} 券',
  'rules.value.threshold': '满 ¥{yuan} 可用',
  'rules.value.validDays': '领取后 {days} 天内有效',
  /** Between a coupon's terms. */
  'rules.value.and': '，',
  'rules.value.validUntil': '{date} 前有效',
  'rules.referral': '邀请奖励',
  'rules.referral.inviter': '好友{event}后，邀请人得 {reward}',
  'rules.referral.invitee': '被邀请的好友得 {reward}',
  'rules.referral.cap': '每位邀请人每天最多 {count} 位好友计入奖励，超出部分不发放',
  'rules.referral.expiry': '好友注册后 {days} 天内未{event}，本次邀请失效',
  'rules.referral.event.shipment_completed': '完成首单运输',
  'rules.referral.event.verification_approved': '通过司机认证',
};

export default zhCN;
