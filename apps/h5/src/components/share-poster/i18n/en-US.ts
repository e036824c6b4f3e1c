// Strings of the share poster in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'poster.drawing': 'Making your poster…',
  'poster.failed': 'The poster could not be made. Please try again.',
  'poster.inviter': '{inviter} invites you',
  'poster.reward.lead': 'Sign up as a new user and get',
  'poster.reward.condition':
    'Paid when your new account {event} within {days, plural, one {# day} other {# days}} of signing up',
  'poster.alt': 'Share poster for {title}, with an invitation QR code',
  'poster.altInviter': "Share poster for {title}, with {inviter}'s invitation QR code",
  'poster.altReward': '{lead} {reward}. {condition}',
  'poster.altDetails': '{alt}: {details}',
  'poster.separator': '; ',
  'poster.save': 'Save to photos',
  'poster.saving': 'Saving…',
  'poster.saved': 'Saved to your photos. Share it with your friends.',
  'poster.hintLongPress': 'Press and hold the poster above to save it, then share it with friends',
  'poster.download': 'Download the poster',
  'poster.hintBrowser': 'On a phone you can also press and hold the poster to save it',
};

export default enUS;
