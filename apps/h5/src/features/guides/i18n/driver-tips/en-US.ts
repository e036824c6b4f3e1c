// Strings of the driver tips page in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'guide.driverTips.title': 'This number is registered as a driver',
  'guide.driverTips.intro':
    'One mobile number can have one role. The number you used is a driver account, so it cannot log in as a shipper.',
  'guide.driverTips.what': 'What you can do',
  'guide.driverTips.option1':
    'If you drive: get the driver app and log in with this number to find loads.',
  'guide.driverTips.option2':
    'If you want to ship goods: sign up as a shipper with another number.',
  'guide.driverTips.option3':
    'To change this account to a shipper account, contact us in the driver app under “Me – Customer service”.',
};

export default enUS;
