// Strings of the drivers' flash-sale coupon pages in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'seckill.subtitle': 'Each session opens at its set time; what you grab goes to your coupons',
  'seckill.login': 'Log in with your driver account to grab coupons',
  'seckill.rules': 'Rules',
  'seckill.none': 'No flash sale is scheduled now; watch this space',
  'seckill.value': '¥{yuan}',
  'seckill.threshold': 'On orders of ¥{yuan} or more',
  'seckill.noThreshold': 'On any order',
  'seckill.validDays': 'Valid for {days, plural, one {# day} other {# days}} after you grab it',
  'seckill.validUntil': 'Valid until {date}',
  'seckill.stock': '{remaining} of {total} left',
  'seckill.limit': 'Up to {limit} each; you have {mine}',
  'seckill.endsIn': 'Ends in {time}',
  'seckill.endsAt': 'Ends {date}',
  'seckill.startsAt': 'Opens {date}',
  'seckill.startsIn': 'Opens in {time}',
  'seckill.soldOut': 'All gone in this session',
  'seckill.ended': 'This session has ended',
  'seckill.days': '{days} d {time}',
  'seckill.claim': 'Grab it',
  'seckill.claiming': 'Grabbing…',
  'seckill.claimed': 'Yours',
  'seckill.upcoming': 'Opening soon',
  'seckill.gone': 'All gone',
  'seckill.over': 'Ended',
  'seckill.won': 'Got it! The coupon is in your coupons',
  'seckill.rules.sessions': 'Sessions',
  'seckill.rules.window': '{from} to {to}',
  'seckill.rules.perUser': 'Up to {limit} each, {total} in all',
  'seckill.rules.terms': 'Rules',
  'seckill.rules.1':
    'Each session has a limited number, first come first served, until they are gone.',
  'seckill.rules.2':
    'How many each driver may grab is stated per session; one tap never gives you a coupon twice.',
  'seckill.rules.3':
    'Coupons you grab go to "My coupons"; use them on an order before they expire.',
  'seckill.rules.4':
    'For registered driver accounts only; coupons taken by unfair means may be withdrawn.',
  'seckill.rules.5': 'Sessions open and close by the platform server’s clock.',
};

export default enUS;
