// Strings of the commission pages (/commission) in zh-CN, the source of their keys.
const zhCN = {
  'commission.login': '登录后查看您的返佣',
  'commission.paid': '已到账',
  'commission.pending': '待到账',
  'commission.amount': '¥{yuan}',
  'commission.pending.count': '{count} 位好友完成后到账',
  'commission.how': '好友接受您的邀请并完成活动约定的事（如首单运输）后，返佣计入您的现金余额。',
  'commission.invite': '邀请好友赚返佣',
  'commission.ledger': '返佣明细',
  'commission.programmes': '正在进行的返佣活动',
  'commission.programmes.none': '暂时没有发放现金返佣的邀请活动，敬请期待。',
  'commission.go': '去邀请',
  'commission.entry': '邀请返佣',
  'commission.entries.none': '还没有返佣到账记录',
  'commission.balanceAfter': '到账后余额 ¥{yuan}',
  'balance.title': '我的余额',
  'balance.how': '现金红包、抽奖现金、邀请返佣都计入余额，在货主或司机App的“钱包”里使用。',
  'balance.wallet': '打开App钱包',
  'balance.entries': '余额明细',
  'balance.none': '还没有现金到账',
  'balance.after': '余额 ¥{yuan}',
  'balance.adjusted': '平台调整',
  'balance.changed': '余额变动',
  'commission.more': '加载更多',
};

export default zhCN;
