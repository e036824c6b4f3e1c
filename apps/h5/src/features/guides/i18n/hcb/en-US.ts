// Strings of the HCB page in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'guide.hcb.title': 'Driver mutual help',
  'guide.hcb.intro': 'Trouble on the road? The platform and drivers nearby will help.',
  'guide.hcb.covers': 'What we help with',
  'guide.hcb.cover1': 'Breakdowns: we find repair shops and towing near you.',
  'guide.hcb.cover2':
    'Disputes over goods: customer service steps in with the shipper and protects your pay.',
  'guide.hcb.cover3': 'Road conditions: current conditions and restrictions ahead.',
  'guide.hcb.how': 'How to ask for help',
  'guide.hcb.how1':
    'Open the driver app, tap “Me – Customer service” and tell us where you are and what happened.',
  'guide.hcb.how2': 'In an emergency call 110, 120 or 122 first and get to safety.',
};

export default enUS;
