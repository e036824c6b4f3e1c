// Strings of the agreements feature in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'agreement.missing': 'Agreement not found',
  'agreement.missing.hint':
    'The agreement you opened does not exist or is not in effect yet. Please check the link.',
  'title.agent.contract': 'Agent agreement',
  'title.customer.platform-agreement': 'Platform agreement',
  'title.customer.ShipperContract': 'Cargo transport agreement',
  'title.customer.changeAdsChargeContract': 'Address change fee standard',
};

export default enUS;
