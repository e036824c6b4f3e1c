// Strings of the WeChat group page in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'group.title': 'Join the drivers’ group',
  'group.intro':
    'Share road conditions, loads and tips with drivers of your city; our service team is in the group too.',
  'group.wechatName': 'Name in WeChat:',
  'group.noCityGroup': 'Your city has no group of its own yet; join this one for now.',
  'group.qrAlt': 'QR code of {name}',
  'group.hint': 'Long-press the QR code to save it, or to scan it in WeChat and join.',
};

export default enUS;
