// Strings of the invitee's pages (share, login, the truck owners' sign-up) of the referral feature in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'share.invalid': 'This invitation link is not valid',
  'share.invalid.hint':
    'The link is incomplete or was changed; ask the person who sent it for a new one.',
  'share.expired': 'This invitation link has expired',
  'share.invalid.onward': 'You can sign up without an invitation, only without its reward.',
  'share.download.driver': 'Get the driver app to find loads',
  'share.from': '{inviter} invites you to the freight platform',
  'share.join': 'Join the freight platform',
  'share.reward': 'Sign up; once your account {event}, you get {reward}.',
  'share.noReward': 'Sign up to find loads and take orders on the platform.',
  'share.noReward.shipper': 'Sign up to post loads and find trucks on the platform.',
  'share.rules': 'See the rules',
  'share.accept': 'Accept the invitation',
  'share.accepting': 'Sending…',
  'share.accepted.next': 'Next: once your account {event}, the invitation’s rewards are paid.',
  'share.verify': 'Get verified',
  'share.publish': 'Publish your first shipment',
  'share.download': 'Get the shipper app to ship',
  'share.login': 'Sign up or log in to accept',
  'share.login.driver': 'To accept, sign up or log in with a driver account first',
  'share.login.shipper': 'To accept, sign up or log in with a shipper account first',
  'share.accepted': 'Invitation accepted',
  'share.accepted.from': 'You accepted the invitation of {inviter}',
  'share.own': 'This is your own link',
  'share.own.invite': 'Invite friends',
};

export default enUS;
