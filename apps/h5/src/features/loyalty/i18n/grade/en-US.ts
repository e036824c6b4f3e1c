// Strings of the grade, benefits and rights pages in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'grade.login': 'Log in to see your grade and benefits',
  'grade.current': 'V{level} {name}',
  'grade.count.completed_shipments': 'Shipments completed: {count}',
  'grade.count.carried_loads': 'Loads carried to completion: {count}',
  'grade.next.completed_shipments': 'Completed shipments to go for {name}: {count}',
  'grade.next.carried_loads': 'Completed loads to go for {name}: {count}',
  'grade.top': 'You are at the top grade',
  'grade.right.locked': 'unlocks at V{level}',
  'grade.right.from': 'from V{level}',
  'grade.from.start': 'From sign-up',
  'grade.from.completed_shipments': 'From {count} completed shipments',
  'grade.from.carried_loads': 'From {count} completed loads',
  'grade.beans': 'My lucky beans',
  'grade.rights': 'Grade benefits',
  'grade.rules': 'Grade rules',
  'grade.levels.shipper': 'Shipper grades',
  'grade.levels.driver': 'Driver grades',
  'grade.newer': 'New grade page',
  'grade.records.none': 'Your grade has not changed yet',
  'grade.records.first': 'Reached V{to}',
  'grade.records.up': 'V{from} up to V{to}',
  'grade.records.down': 'V{from} adjusted to V{to}',
  'gradeRule.1':
    'A shipper’s grade counts completed shipments; a driver’s counts loads carried to completion.',
  'gradeRule.2':
    'Reaching a threshold below upgrades you at once, and grades never drop with time; a higher grade keeps every lower grade’s benefits.',
  'gradeRule.3':
    'Cancelled or unfinished orders do not count; the platform may adjust grades gained by fake orders.',
  'rights.subtitle': 'What drivers at V{level} get',
  'rights.visitor':
    'Log in with your driver account to see whether you have the V{level} benefits.',
  'rights.yours': 'You have the V{level} benefits',
  'rights.toGo': 'Completed loads to go for the V{level} benefits: {count}',
  'rights.missing': 'This benefit was not found; the link may have changed.',
};

export default enUS;
