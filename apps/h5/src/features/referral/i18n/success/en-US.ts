// Strings of the invitee's success page of the referral feature in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
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
};

export default enUS;
