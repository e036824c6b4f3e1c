// Strings of the campaigns feature in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'title.luckdrawnew': 'Lucky draw',
  'title.customer.cutReward': 'Price-cut rewards',
  'title.customer.monthlyReport': 'Monthly report',
  'title.driver.dailyblessing.index': 'Daily blessing',
  'title.driver.dailyblessing.result': 'Your blessing',
  'title.driver.openAnnualBill.2023': 'Open your 2023 review',
  'title.driver.annualBill.2023': 'Your 2023 in review',
  'title.driver.annualBill.share.2023': 'My 2023 in review',
  'title.redpacketrain.index': 'Red packet rain',
  'title.redpacketrain.game': 'Catch red packets',
  'title.collectword.index': 'Collect words, win gifts',
  'title.collectword.wxauth': 'WeChat sign-in',
  'title.collectword.login': 'Log in or sign up',
  'title.collectword.choose': 'Choose your role',
  'title.rank.index': 'Leaderboard',
  'title.redengine': 'Red packets',
};

export default enUS;
