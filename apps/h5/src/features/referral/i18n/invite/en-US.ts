// Strings of the inviter's pages (index, log, poster) of the referral feature in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'index.over': 'This invitation programme has ended',
  'index.progress': 'My invitations',
  'index.progress.registered': 'Signed up',
  'index.progress.qualified': 'Qualified',
  'index.progress.rewarded': 'Rewarded',
  'index.progress.notCounted': 'Not counted',
  'index.log': 'Invitation records',
  'index.invite': 'Invite friends',
  'index.link': 'My invitation link',
  'index.copy': 'Copy the link',
  'index.copied': 'Copied: send it to your friends',
  'index.copyFailed': 'Could not copy it: the link is selected, copy it by hand',
  'index.poster': 'Make an invitation poster',
  'index.poster.join': 'Scan to sign up and join the freight platform',
  'log.empty': 'No invitations yet: invite your friends',
  'log.registered': 'Signed up on {date}',
  'log.until': 'Must qualify by {date}',
  'log.reward': 'Reward paid: {reward}',
  'log.state.registered': 'Waiting to qualify',
  'log.state.qualified': 'Qualified',
  'log.state.rewarded': 'Rewarded',
  'log.state.expired': 'Expired',
  'log.state.withheld': 'Not counted',
  'posterPage.hint': 'Save the poster, or press and hold its QR code, and share it with friends.',
  'index.rules': 'See the rules',
  'log.remind': 'Remind',
  'log.reminding': 'Sending…',
  'log.reminded': 'Reminded by SMS; you can remind again tomorrow',
};

export default enUS;
