// The login form's words for an SMS not delivered as asked, in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'login.codeMayArrive':
    'The text to {mobile} is slow to go out: the code may still arrive and works for {minutes, plural, one {# minute} other {# minutes}}, or ask for a new one when the countdown ends',
  'login.error.smsUnavailable': 'Text messages cannot be sent right now; please try again later',
};

export default enUS;
