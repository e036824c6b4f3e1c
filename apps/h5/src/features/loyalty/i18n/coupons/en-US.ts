// Strings of the coupon pages and the exchanges in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'coupon.more': 'More coupons for lucky beans',
  'coupon.login': 'Log in to see your coupons',
  'coupon.states': 'Coupon state',
  'coupon.state.usable': 'Usable',
  'coupon.state.used': 'Used',
  'coupon.state.expired': 'Expired',
  'coupon.none.usable': 'No usable coupons',
  'coupon.none.used': 'No used coupons',
  'coupon.none.expired': 'No expired coupons',
  'coupon.usedAt': 'used {date}',
  'coupon.soon': 'Lapses soon: use it before then',
  'coupon.until': 'valid until {date}',
  'guide.get.heading': 'Getting coupons',
  'guide.get.text':
    'Activities, the new users’ gift pack, inviting friends, and exchanging lucky beans or points all give coupons.',
  'guide.use.heading': 'Using one',
  'guide.use.text':
    'When you pay for an order in the shipper app, pick a usable coupon: its value comes off the freight.',
  'guide.terms.heading': 'Terms',
  'guide.terms.text':
    'Each coupon states its minimum order (such as “on orders from ¥100”) and its dates; one per order, never for cash.',
  'guide.lapse.heading': 'Expiry',
  'guide.lapse.text':
    'A coupon past its dates lapses on its own; check the end dates in “My coupons”.',
  'guide.refund.heading': 'Cancelled orders',
  'guide.refund.text':
    'When an order is cancelled, its coupon comes back to your account if it has not lapsed.',
};

export default enUS;
