// Strings of the points rules in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'scoreRule.1':
    'Points come from sign-ins, tasks and activity prizes; each one is in your points history.',
  'scoreRule.2': 'Exchanging a coupon takes its points at once; a balance never goes below zero.',
  'scoreRule.3':
    'Some points have an end date; they lapse when that day ends, recorded as “Expired”.',
  'scoreRule.4': 'Points that lapse soonest are spent first.',
  'scoreRule.cycle': 'My sign-in rewards',
  'scoreRule.day': 'Day {day}: {reward}',
  'scoreRule.noExpiry': 'None of your points are about to lapse.',
};

export default enUS;
