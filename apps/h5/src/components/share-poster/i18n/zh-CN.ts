// Strings of the share poster in zh-CN, the source of its keys (docs/decisions/004, 017). Loaded
// with the poster's chunk, so pages that show no poster do not carry them.
const zhCN = {
  'poster.drawing': '海报生成中…',
  'poster.failed': '海报没有生成成功，请重试',
  'poster.inviter': '{inviter} 邀请你',
  'poster.reward.lead': '注册成为新用户，你可得',
  'poster.reward.condition': '注册后 {days} 天内{event}即发放',
  'poster.alt': '{title}的分享海报，含邀请二维码',
  'poster.altInviter': '{title}的分享海报，含{inviter}的邀请二维码',
  'poster.altReward': '{lead}{reward}，{condition}',
  'poster.altDetails': '{alt}：{details}',
  'poster.separator': '；',
  'poster.save': '保存到相册',
  'poster.saving': '正在保存…',
  'poster.saved': '已保存到相册，快去分享吧',
  'poster.hintLongPress': '长按上方海报，保存到手机相册后分享给好友',
  'poster.download': '下载海报',
  'poster.hintBrowser': '在手机上也可以长按海报保存',
};

export default zhCN;
