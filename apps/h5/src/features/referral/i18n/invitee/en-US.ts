// Strings of the invitee's pages (share, login, success) of the referral feature in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'share.invalid': 'This invitation link is not valid',
  'share.invalid.hint':
    'The link is incomplete or was changed; ask the person who sent it for a new one.',
  'share.expired': 'This invitation link has expired',
  'share.from': '{inviter} invites you to the freight platform',
  'share.join': 'Join the freight platform',
  'share.reward': 'Sign up; once your account {event}, you get {reward}.',
  'share.noReward': 'Sign up to find loads and take orders on the platform.',
  'share.rules': 'See the rules',
  'share.accept': 'Accept the invitation',
  'share.accepting': 'Sending…',
  'share.accepted.next': 'Next: once your account {event}, the invitation’s rewards are paid.',
  'share.verify': 'Get verified',
  'share.download': 'Get the shipper app to ship',
  'share.login': 'Sign up or log in to accept',
  'share.login.driver': 'To accept, sign up or log in with a driver account first',
  'share.login.shipper': 'To accept, sign up or log in with a shipper account first',
  'success.from': '{inviter} invited you to “{title}”',
  'success.registered': 'Next: once your account {event} (by {date}), the invitation is complete.',
  'success.registered.reward': 'Next: once your account {event} (by {date}), you get {reward}.',
  'success.qualified': 'Qualified: your reward is being paid; check again shortly.',
  'success.rewarded': 'Your reward of {reward} has been paid.',
  'success.done': 'The invitation is complete. Thank you for joining.',
  'success.expired': 'Your account did not {event} by {date}, so this invitation has lapsed.',
  'success.none': 'This account has not accepted an invitation',
  'success.none.hint': 'Open the link your friend sent again, accept it, then come back here.',
  'success.state.registered': 'Invitation accepted',
  'success.state.qualified': 'Qualified',
  'success.state.rewarded': 'Rewarded',
  'success.state.expired': 'Invitation lapsed',
  'success.state.withheld': 'Not counted',
  'share.accepted': 'Invitation accepted',
};

export default enUS;
