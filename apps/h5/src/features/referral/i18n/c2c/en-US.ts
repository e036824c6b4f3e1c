// Strings of the customer-to-customer invitation's own pages in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'c2c.you': 'You get: {reward}',
  'c2c.friend': 'Your friend gets: {reward}',
  'c2c.when': 'Paid once your friend {event}',
  'c2c.window': 'From {from} to {to}',
  'c2c.invite': 'Invite friends',
  'c2c.inviteInApp': 'Invite friends in the app',
  'c2c.follow': 'Follow the official account to take part',
  'c2c.driver': 'This is shippers inviting shippers; driver accounts cannot take part.',
  'c2c.driver.hint':
    'Drivers have their own invitation: when a driver you invite is verified, you are rewarded.',
  'c2c.driver.link': 'Invite driver friends',
  'c2c.records': 'My invitations',
  'follow.title': 'Follow the official account, then invite',
  'follow.1': 'In WeChat, search for the official account “{account}” and tap Follow.',
  'follow.2': 'It tells you how your invitations stand and when a reward is paid.',
  'follow.3': 'Come back here and send your link or poster to friends who ship goods.',
  'follow.done': 'Following: invite friends',
};

export default enUS;
