// Strings of the shippers' sign-in page in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'signIn.subtitle': 'Sign in every day for points; the longer the streak, the more you get',
  'signIn.recent': 'Days signed in the last 5 weeks: {days}',
  'signIn.tasks': 'Do tasks for more points',
};

export default enUS;
