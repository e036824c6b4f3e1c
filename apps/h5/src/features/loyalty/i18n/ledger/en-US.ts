// Strings of the points ledger and the exchanges made, in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'score.none': 'No points yet',
  'score.after': 'Balance {amount}',
  'score.expires': 'expires after {date}',
  'entry.reason.campaign_prize': 'Activity prize',
  'entry.reason.sign_in_reward': 'Sign-in reward',
  'entry.reason.task_reward': 'Task reward',
  'entry.reason.referral_reward': 'Referral reward',
  'entry.reason.exchange': 'Exchanged for a coupon',
  'entry.reason.order': 'Order',
  'entry.reason.refund': 'Refund',
  'entry.reason.operator_adjustment': 'Adjusted by the platform',
  'entry.reason.expiry': 'Expired',
  'exchanged.none': 'No exchanges yet',
  'exchanged.value': '¥{yuan}',
  'exchanged.cost.points': '{amount, plural, one {# point} other {# points}}',
  'exchanged.cost.lucky_beans': '{amount} lucky beans',
  'exchanged.state.usable': 'Usable',
  'exchanged.state.used': 'Used',
  'exchanged.state.expired': 'Expired',
};

export default enUS;
