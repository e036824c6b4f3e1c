// Strings of the Douyin page in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'guide.douyin.title': 'Welcome, drivers from Douyin',
  'guide.douyin.intro': 'The good loads from the videos are all here.',
  'guide.douyin.why': 'Why drive with us',
  'guide.douyin.why1':
    'Plenty of loads: full and part loads across the country, updated every day.',
  'guide.douyin.why2': 'No empty return trips: return loads matched to your usual routes.',
  'guide.douyin.why3': 'Your pay is safe: every order is recorded from start to end.',
};

export default enUS;
