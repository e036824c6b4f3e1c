// Strings of the invitee's success page of the referral feature in zh-CN, the source of its keys.
const zhCN = {
  'success.from': '{inviter} 邀请您参加「{title}」',
  'success.registered': '下一步：请在 {date} 前{event}，邀请即算完成。',
  'success.registered.reward': '下一步：请在 {date} 前{event}，您可得 {reward}。',
  'success.qualified': '已达标，奖励正在发放，请稍后查看。',
  'success.rewarded': '奖励 {reward} 已到账。',
  'success.done': '邀请已完成，感谢您的加入。',
  'success.expired': '未在 {date} 前{event}，这次邀请已失效。',
  'success.none': '这个账号还没有接受过邀请',
  'success.none.hint': '请重新打开好友发来的邀请链接，接受后再来这里查看。',
  'success.state.registered': '已接受邀请',
  'success.state.qualified': '已达标',
  'success.state.rewarded': '已得奖励',
  'success.state.expired': '邀请已失效',
  'success.state.withheld': '未计入',
};

export default zhCN;
