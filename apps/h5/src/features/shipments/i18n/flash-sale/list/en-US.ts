// Strings of the flash-sale lists and the seckill line choice in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'sale.subtitle': 'Whole trucks at sale prices, few and for a short time',
  'sale.hold': 'Held for you {minutes, plural, one {# minute} other {# minutes}} once grabbed',
  'sale.login': 'Log in with your shipper account to grab a truck',
  'sale.none': 'No trucks on sale now; watch this space',
  'sale.was': 'Was ¥{yuan}',
  'sale.save': 'Save ¥{yuan}',
  'sale.stock': '{remaining} of {total, plural, one {# truck} other {# trucks}} left',
  'sale.endsIn': 'Ends in {time}',
  'sale.startsAt': 'Opens {date}',
  'sale.startsIn': 'Opens in {time}',
  'sale.soldOut': 'All taken',
  'sale.ended': 'Ended',
  'sale.grab': 'Grab this truck',
  'sale.grabbing': 'Grabbing…',
  'sale.heldFor': 'A truck is held for you: {time} left',
  'sale.continue': 'Go on publishing',
  'sale.usedUp': 'You have no grabs left on this line',
  'sale.upcoming': 'Opening soon',
  'sale.filter': 'Filter by route',
  'sale.filter.clear': 'See every line',
  'sale.filtered': 'Lines from {from} to {to}',
  'select.start': 'From',
  'select.end': 'To',
  'select.types': 'Body types (any number)',
  'select.apply': 'See the trucks on this line',
  'select.missing': 'Choose where from and where to',
};

export default enUS;
