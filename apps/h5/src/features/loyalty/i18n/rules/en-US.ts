// Strings of the reward centre's rules pages in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'rule.1': 'Signing in and completing tasks earn points, which you can exchange for coupons here.',
  'rule.2':
    'Every reward is recorded and given by the platform’s server; its figures are the ones that count.',
  'rule.3': 'An account signs in once a day; each task’s reward can be claimed once per period.',
  'rule.4': 'Points and rewards gained by fake orders or other abuse may be taken back.',
  'rule.5': 'Questions? Contact customer service; we answer within one working day.',
};

export default enUS;
