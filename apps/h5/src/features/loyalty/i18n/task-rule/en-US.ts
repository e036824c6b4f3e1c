// Strings of the task rules in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'taskRule.1': 'Daily tasks restart at midnight Beijing time; weekly tasks at midnight on Monday.',
  'taskRule.2':
    'Progress is counted by the platform from your real sign-ins, shipments, loads and invitations.',
  'taskRule.3':
    'Once you reach the target, tap Claim: one reward per period, however often you tap.',
  'taskRule.4': 'Tasks end with their activity; claim what you have earned before then.',
  'taskRule.gives': '{target, plural, one {Do it once} other {Do it # times}} for {reward}',
};

export default enUS;
