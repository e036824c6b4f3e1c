// Strings of the reward centre, the sign-in and the activity centre in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'centre.subtitle': 'Sign in and do tasks to earn points; exchange points for coupons',
  'centre.points': 'My points',
  'centre.expiry': '{amount, plural, one {# point expires} other {# points expire}} after {date}',
  'centre.scoreList': 'Points history',
  'centre.rewardList': 'Exchanges',
  'centre.rules': 'Rules',
  'signIn.none': 'No sign-in is running now. Please come back later.',
  'signIn.streak': 'Days in a row: {days}',
  'signIn.streak.none': 'Sign in today to start a streak',
  'signIn.day': 'Day {day}',
  'signIn.dayGone': 'All given out',
  'signIn.got': 'Signed in: you got {reward}',
  'signIn.gotNothing':
    'Signed in! Today’s reward has all been given out; your streak still counts.',
  'signIn.signing': 'Signing in…',
  'signIn.done': 'Signed in today',
  'signIn.button': 'Sign in',
  'signIn.how':
    'You can sign in once a day (Beijing time). Day N of a streak gives day N’s reward, seven days a round; miss a day and it starts again at day 1.',
  'task.heading': 'Tasks',
  'task.none': 'No tasks at the moment',
  'task.period.day': 'Daily',
  'task.period.week': 'Weekly',
  'task.period.once': 'Once',
  'task.progress': 'Progress {progress}/{target}',
  'task.again': 'Can be done again after {date}',
  'task.got': 'Claimed {reward}',
  'task.claiming': 'Claiming…',
  'task.claim': 'Claim',
  'task.claimed': 'Claimed',
  'task.go': 'Do it',
};

export default enUS;
