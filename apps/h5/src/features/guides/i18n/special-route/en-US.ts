// Strings of the special routes page in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'guide.special.title': 'Dedicated lines',
  'guide.special.intro':
    'Not enough for a whole truck? Dedicated lines combine loads, priced by weight or volume.',
  'guide.special.fits': 'Good for',
  'guide.special.fit1':
    'Part loads from a few hundred kilograms to a few tonnes to regular destinations.',
  'guide.special.fit2': 'Time-sensitive goods that need door-to-door pickup and delivery.',
  'guide.special.how': 'How to ship',
  'guide.special.how1': 'Get the ZYD app and choose the origin and destination cities.',
  'guide.special.how2': 'Enter the weight, volume and pickup time to see the line’s price.',
  'guide.special.how3':
    'After you book, the line picks the goods up and tells the receiver on arrival.',
};

export default enUS;
