// Strings of the download feature in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'download.app.customer': 'Freight for shippers',
  'download.app.driver': 'Freight for drivers',
  'download.app.zyd': 'ZYD dedicated lines',
  'download.app.broker': 'Freight broker',
  'download.app.jj': 'Fleet partner',
  'download.storeName': 'Name in app stores:',
  'download.tagline.customer': 'Find a truck for your goods, simply and for less',
  'download.tagline.driver': 'Good loads every day, no empty runs',
  'download.tagline.zyd': 'Dedicated lines, on time and direct',
  'download.tagline.broker': 'Match loads with trucks and earn commission',
  'download.tagline.jj': 'Capacity tools for partner fleets',
  'download.about.customer':
    'Post loads, find trucks and settle freight on your phone, and follow every shipment on the road.',
  'download.about.driver':
    'Full and part loads along the routes you run; take orders online and get paid on time.',
  'download.about.zyd':
    'Part loads share a truck on a scheduled line, priced by weight and volume, ordered online and delivered door to door.',
  'download.about.broker':
    'Post loads, match trucks and follow each transport, with the commission of every order in plain view.',
  'download.about.jj':
    'Fleets manage drivers and trucks, dispatch and follow orders, and see every truck on the road.',
  'download.version': 'Latest version',
  'download.size': 'Size',
  'download.released': 'Updated',
  'download.button.android': 'Download for Android',
  'download.button.ios': 'Get it on the App Store',
  'download.none':
    'Your phone is not supported yet. Please open this page on an Android phone or an iPhone.',
  'download.installed': 'You are using {app} {version}; there is nothing to download.',
  'download.update':
    'You are using {app} {version}; version {latest} is out, and we suggest you update.',
  'download.notes': 'What is new',
  'download.wechat.banner':
    'WeChat cannot download apps. Tap “···” at the top right and choose “Open in browser”.',
  'download.wechat.title': 'Open this page in your browser',
  'download.wechat.step1': 'Tap “···” at the top right',
  'download.wechat.step2': 'Choose “Open in browser”, then tap download',
  'download.wechat.close': 'Got it',
  'download.city': 'Used by people in {city}',
  'title.customer.download': 'Download the app',
  'title.driver.download': 'Download the driver app',
  'title.driver.jjdetail': 'App details',
  'title.driver.jjdownload': 'Download the app',
  'title.zyd.download': 'Download the ZYD app',
  'title.broker.download': 'Download the broker app',
  'title.adlaunch.download': 'Download the app',
  'title.adlaunch.gl.download': 'Download the app',
};

export default enUS;
