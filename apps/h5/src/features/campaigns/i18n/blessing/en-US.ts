// Strings of the daily blessing pages (/driver/dailyblessing/*) in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'blessing.today': 'Today’s slip',
  'blessing.intro': 'Draw one blessing slip a day: each carries a blessing, some carry points too.',
  'blessing.gate': 'Log in with a driver account to draw',
  'blessing.draw': 'Draw a slip',
  'blessing.drawing': 'Drawing…',
  'blessing.done': 'You have drawn today’s slip.',
  'blessing.see': 'See my slip',
  'blessing.points': '{amount, plural, one {# point} other {# points}}, credited',
  'blessing.none': 'No slip drawn today yet.',
  'blessing.tomorrow': 'Come back tomorrow for another',
  'blessing.back': 'Back to the daily blessing',
};

export default enUS;
