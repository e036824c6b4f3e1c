// Strings of the invitee's pages (share, login, the truck owners' sign-up) of the referral feature in zh-CN, the source of its keys.
const zhCN = {
  'share.invalid': '邀请链接无效',
  'share.invalid.hint': '链接不完整或已被改动，请向邀请人重新索取。',
  'share.expired': '邀请链接已失效',
  'share.invalid.onward': '没有邀请也可以注册使用，只是没有邀请奖励。',
  'share.download.driver': '下载司机 App 找货',
  'share.from': '{inviter} 邀请您加入货运平台',
  'share.join': '加入货运平台',
  'share.reward': '注册后{event}，您可得 {reward}。',
  'share.noReward': '注册后即可在平台找货接单。',
  'share.noReward.shipper': '注册后即可在平台发布货源、找车运货。',
  'share.rules': '查看活动规则',
  'share.accept': '接受邀请',
  'share.accepting': '正在提交…',
  'share.accepted.next': '下一步：{event}后，邀请奖励即会发放。',
  'share.verify': '去认证',
  'share.publish': '去发布第一单货源',
  'share.download': '下载货主 App 发货',
  'share.login': '注册 / 登录后接受',
  'share.login.driver': '接受邀请前，请先注册或登录司机账号',
  'share.login.shipper': '接受邀请前，请先注册或登录货主账号',
  'share.accepted': '已接受邀请',
  'share.accepted.from': '您已接受 {inviter} 的邀请',
  'share.own': '这是您自己的邀请链接',
  'share.own.invite': '去邀请好友',
};

export default zhCN;
