// Strings of the epidemic feature in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'title.epidemic.index': 'Road conditions',
  'title.epidemic.chooseCity': 'Choose a province',
  'title.epidemic.mapInfo': 'Epidemic map',
  'title.epidemic.broadcastList': 'Broadcasts',
  'title.epidemic.broadcastInfo': 'Broadcast',
  'title.epidemic.post': 'I want to report',
  'title.epidemic.level': 'Risk level',
  'title.epidemic.policy': 'Travel policy',
  'title.epidemic.detail': 'Policy details',
  'title.epidemic.login': 'Log in or sign up',
};

export default enUS;
