// Strings of the ad landing download pages in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'adlaunch.signedUp':
    'You are signed up! Our staff will contact you within 1 working day. Get the app and log in with the number you signed up with.',
};

export default enUS;
