// Strings of the exchange offers and the apps' own screens in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'app.download': 'Get the latest shipper app',
  'app.coupons': '“My coupons” is open in the shipper app.',
  'app.scoreCenter': 'The score centre is open in the shipper app.',
  'app.openAgain': 'Open it again',
  'offer.login': 'Log in to exchange lucky beans for coupons',
  'offer.subtitle': 'Exchange lucky beans for coupons; find them in “My coupons”',
  'offer.heading.points': 'Coupons for points',
  'offer.heading.lucky_beans': 'Coupons for lucky beans',
  'offer.balance.points': 'My points: {amount}',
  'offer.balance.lucky_beans': 'My lucky beans: {amount}',
  'offer.none': 'No coupons to exchange at the moment',
  'offer.exchanging': 'Exchanging…',
  'offer.full': 'Limit reached',
  'offer.soldOut': 'All exchanged',
  'offer.upcoming': 'Starts {date}',
  'offer.short.points': 'Not enough points',
  'offer.short.lucky_beans': 'Not enough beans',
  'offer.exchange': 'Exchange',
  'offer.value': '¥{yuan}',
  'offer.threshold': 'on orders from ¥{yuan}',
  'offer.noThreshold': 'no minimum',
  'offer.stock': '{remaining}/{total} left',
  'offer.limit': '{limit} per person, you have {mine}',
  'offer.cost.points': '{amount, plural, one {# point} other {# points}}',
  'offer.cost.lucky_beans': '{amount} lucky beans',
  'offer.done': 'Exchanged. The coupon is in',
  'offer.mine': 'My coupons',
};

export default enUS;
