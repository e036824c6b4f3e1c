// Strings of the activity centre in en-US: the same keys as zh-CN.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'activity.subtitle': 'Activities running for shippers now',
  'activity.tasks': 'Do tasks for points',
  'activity.rewards': 'My rewards',
  'activity.none': 'No activities are running now. Please come back later.',
  'activity.until': 'Ends {date}',
  'activity.join': 'Take part',
  'activity.inApp': 'Take part in the shipper app',
  'activity.rewards.none': 'No activity rewards yet',
};

export default enUS;
