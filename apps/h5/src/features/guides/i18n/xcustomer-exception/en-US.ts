// Strings of the shipper exception page in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'guide.exception.title': 'Customer service is unavailable',
  'guide.exception.description':
    'Our customer service system has a problem. Please try again in a moment. We are sorry for the trouble.',
  'guide.exception.contact':
    'You can also leave a message in the app under “Me – Customer service”; we will reply soon.',
};

export default enUS;
