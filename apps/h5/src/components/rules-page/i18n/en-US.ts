// Strings of the rules page in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'rules.endedEarly': 'This activity ended early on {time}',
  'rules.window': 'When',
  'rules.windowText': '{start} to {end}',
  'rules.audience': 'Open to: {audience}',
  'rules.perDay': 'Up to {count, plural, one {once} other {# times}} a day per person',
  'rules.perCampaign':
    'Up to {count, plural, one {once} other {# times}} per person in this activity',
  'rules.prizes': 'Prizes and odds',
  'rules.prize': 'Prize',
  'rules.quantity': 'Quantity',
  'rules.odds': 'Odds',
  'rules.topUps': 'Prizes added since the start',
  'rules.topUp': '{time}: {added} more of {tier}',
  'rules.terms': 'Rules',
  'rules.who.shipper': 'shippers',
  'rules.who.driver': 'drivers',
  'rules.who.everyone': 'everyone',
  'rules.who.new': '{who} who sign up after the start',
  'rules.who.existing': '{who} who signed up before the start',
  'rules.grabHold':
    'Confirm within {minutes, plural, one {# minute} other {# minutes}} of grabbing, or the unit goes back to stock; the attempt still counts.',
  'rules.missing': 'This activity was not found',
  'rules.missing.hint': 'It may not be published yet, or the link may be wrong.',
};

export default enUS;
