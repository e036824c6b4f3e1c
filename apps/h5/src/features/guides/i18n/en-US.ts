// Strings of the guides feature in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'guide.next': 'What next',
  'guide.action.verify': 'Get verified',
  'guide.action.driverApp': 'Get the driver app',
  'guide.action.otherNumber': 'Log in with another number',
  'guide.action.signUp': 'Sign up now',
  'guide.action.zydApp': 'Get the ZYD app',
  'guide.action.novice': 'Read the beginner’s guide',
  'title.xcustomer.exception': 'Service unavailable',
  'title.specialroute': 'Dedicated routes',
  'title.customer.driverTips': 'Already registered as a driver',
  'title.driver.noviceGuide': "Beginner's guide",
  'title.driver.douyin': 'Douyin corner',
  'title.driver.joinWechatGroup': "Join the drivers' group",
  'title.driver.hcb': 'Driver mutual help',
};

export default enUS;
