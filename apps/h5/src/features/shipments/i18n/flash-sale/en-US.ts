// Strings of the flash-sale pages' shared strings (the truck, the hold) in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'sale.route': '{from} → {to}',
  'sale.truck': '{type} {length} m · carries {load} t',
  'sale.departure': 'Leaves {date}',
  'sale.price': '¥{yuan}',
  'sale.days': '{days} d {time}',
  'hold.left': 'The truck is held for you: publish within {time}',
  'hold.lapsed': 'The hold has lapsed and the truck went back.',
  'hold.lapsed.left':
    'The hold has lapsed and the truck went back. You can grab on this line {left, plural, one {# more time} other {# more times}}.',
  'hold.lapsed.unlimited':
    'The hold has lapsed and the truck went back. You can go back and grab again.',
  'hold.lapsed.usedUp':
    'The hold has lapsed and the truck went back. Your grab on this line is used up: you cannot grab on it again.',
  'hold.again': 'Go back and grab again',
  'hold.none': 'You have not grabbed a truck yet; grab one on the flash sale first',
  'hold.toList': 'Grab a truck',
  'hold.toLines': 'See the other sale trucks',
  'step1.truck': 'The truck you grabbed',
  'stop.pick': 'Choose a place',
  'stop.change': 'Change the place',
};

export default enUS;
