// Strings of the rules page of the referral feature in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'programme.none': 'No invitation programme is running now; watch for the next one.',
};

export default enUS;
