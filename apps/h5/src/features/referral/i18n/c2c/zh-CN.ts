// Strings of the customer-to-customer invitation's own pages (/c2c-invite index and follow) in
// zh-CN, the source of their keys.
const zhCN = {
  'c2c.you': '您得到：{reward}',
  'c2c.friend': '好友得到：{reward}',
  'c2c.when': '好友{event}后发放',
  'c2c.window': '活动时间 {from} 至 {to}',
  'c2c.invite': '邀请好友',
  'c2c.inviteInApp': '在 App 里邀请好友',
  'c2c.follow': '关注公众号，参与活动',
  'c2c.records': '我的邀请记录',
  'c2c.driver': '这是货主邀请货主的活动，司机账号不能参加。',
  'c2c.driver.hint': '司机可以参加司机邀请司机的活动，好友通过认证后您得奖励。',
  'c2c.driver.link': '去邀请司机好友',
  'follow.title': '先关注公众号，再邀请好友',
  'follow.1': '在微信里搜索公众号“{account}”，点“关注”。',
  'follow.2': '关注后，活动进度和奖励到账会通过公众号通知您。',
  'follow.3': '回到这里，把邀请链接或海报发给要发货的朋友。',
  'follow.done': '已关注，去邀请好友',
};

export default zhCN;
