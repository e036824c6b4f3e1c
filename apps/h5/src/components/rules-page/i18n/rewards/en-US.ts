// Strings of rewards in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'rules.value.points': '{amount, plural, one {# point} other {# points}}',
  'rules.value.lucky_beans': '{amount} lucky beans',
  'rules.value.cash_fen': '¥{yuan} in cash',
  'rules.value.capacity': 'A truck at the sale price, ¥{yuan} off',
  'rules.value.coupon': '¥{yuan} coupon',
  'rules.value.threshold': 'on orders of ¥{yuan} or more',
  'rules.value.validDays': 'valid for {days, plural, one {# day} other {# days}} from receipt',
  /** Between a coupon's terms. */
  'rules.value.and': ', ',
  'rules.value.validUntil': 'valid until {date}',
  'rules.referral': 'Invitation rewards',
  'rules.referral.inviter': 'When a friend you invited {event}, you get {reward}',
  'rules.referral.invitee': 'Your friend gets {reward}',
  'rules.referral.cap':
    'Up to {count, plural, one {# friend} other {# friends}} a day count for your rewards; those beyond are not rewarded',
  'rules.referral.expiry':
    'An invitation lapses unless your friend {event} within {days, plural, one {# day} other {# days}} of signing up',
  'rules.referral.event.shipment_completed': 'completes a first shipment',
  'rules.referral.event.verification_approved': 'passes driver verification',
};

export default enUS;
