// Strings of the content feature in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'title.edu.learning': 'Track-deduction learning',
  'title.edu.exam': 'Track-deduction exam questions',
  'title.operate.partyBuilding': 'Party building',
  'title.operate.partyBuilding.add': 'New post',
  'title.operate.partyBuilding.detail': 'Post details',
  'title.knowledge.list': 'Knowledge base',
  'title.knowledge.detail': 'Article',
  'title.knowledge.feedBack': 'Feedback',
};

export default enUS;
