// Strings of the new users' gift pack pages in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'pack.items': 'In the pack',
  'pack.left': '{count} left; while they last',
  'pack.window': 'From {from} to {to}',
  'pack.rules': 'Rules',
  'pack.login': 'Log in or sign up to claim it',
  'pack.claim': 'Claim it now',
  'pack.claiming': 'Claiming…',
  'pack.claimed': 'You have claimed the pack',
  'pack.claimed.when': 'Claimed on {date}',
  'pack.view': 'See what you got',
  'pack.otherType': 'This pack is not for the type of account you are logged in with.',
  'pack.other.1': 'See the new shipper’s pack',
  'pack.other.3': 'See the new driver’s pack',
  'success.landed': 'These are now in your account',
  'success.where':
    'Coupons are in “My coupons”; points, lucky beans and cash are in your balances.',
  'success.none': 'You have not claimed the new user’s gift pack yet',
  'success.go': 'Claim it',
  'old.heading': 'Welcome back, old friend',
  'old.body':
    'The gift pack is for users who signed up after {date}. Your account is older, so this pack is not yours to claim.',
  'old.invite':
    'Invite a new friend: they get the pack when they sign up, and you get a reward too.',
  'old.inviteLink': 'Invite friends',
  'old.notOld': 'Your account may claim the new user’s gift pack',
  'newer.hint': 'Sign up and claim a gift pack for newcomers',
  'newer.for.1': 'I am a new shipper',
  'newer.for.3': 'I am a new driver',
  'newer.go.1': 'Claim the new shipper’s pack',
  'newer.go.3': 'Claim the new driver’s pack',
  'over.ended': 'The new user’s gift pack has ended',
  'over.ended.hint': 'Thank you for your interest; watch for the next one.',
  'over.soldOut': 'All the packs have been given out',
  'over.soldOut.hint': 'Every pack of this round has gone; thank you for your interest.',
  'over.running': 'The gift pack is being given out',
  'over.download.1': 'Get the shipper app',
  'over.download.3': 'Get the driver app',
};

export default enUS;
