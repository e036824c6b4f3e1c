// Strings of the app shell in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'app.name': 'Freight platform',
  'common.retry': 'Try again',
  'common.backHome': 'Back to home',
  'common.loading': 'Loading',
  'common.cancel': 'Cancel',
  'common.confirm': 'OK',
  'wechat.needs.title': 'Open this page in WeChat',
  'wechat.needs.outside': 'This activity runs in WeChat: open this page in WeChat to take part.',
  'wechat.needs.authTitle': 'WeChat sign-in',
  'wechat.needs.pending': 'Signing you in with WeChat…',
  'wechat.needs.failed.expired': 'The WeChat sign-in has expired. Please sign in again.',
  'wechat.needs.failed.rejected': 'This sign-in link is not valid. Please sign in again.',
  'wechat.needs.failed.unavailable':
    'WeChat sign-in is not available right now. Please try again later.',
  'wechat.needs.failed.tooMany':
    'WeChat sign-in did not work. Try again, or close this page and open it again.',
  'wechat.needs.retry': 'Sign in again',
  'wechat.share.defaultDesc': 'Freight platform: ship your goods, find your next load.',
  'notFound.title': 'Page not found',
  'notFound.description':
    'The page you opened does not exist or is no longer available. Please check the link.',
  'error.chunk.title': 'The page did not load',
  'error.chunk.description':
    'The connection dropped before the page finished loading. Check your network and try again.',
  'error.stylesheet.title': 'The page styles did not load',
  'error.stylesheet.description':
    'The page may look broken because its styles did not load. Check your network and try again.',
  'error.timeout.title': 'The page is taking too long',
  'error.timeout.description':
    'Loading took too long, perhaps because of a weak signal. Please try again in a moment.',
  'error.unknown.title': 'Something went wrong',
  'error.unknown.description':
    'Sorry, this page ran into a problem. Try again, and if it persists, call customer service on the number below.',
  'support.call': 'Call customer service: {phone}',
  'request.errorTitle': 'Request error',
  'request.errorMessage': '{status}: server error, please contact the administrator',
  'request.offline': 'Your phone is offline. Connect to the internet and try again.',
  'request.network': 'No connection. Check your network and try again.',
  'request.timeout': 'The network is slow and the request timed out. Please try again.',
  'request.unreadable': 'The server sent an answer the app cannot read. Please try again.',
  'request.failed': 'That did not work. Please try again.',
  'bridge.upgradeShipperApp':
    'Please upgrade the shipper app to version 5.4.0 or above to open this',
  'bridge.noResponse': 'The app did not respond. Please try again.',
  'bridge.shareHintWechat': 'Tap ··· at the top right to share this page with WeChat friends',
  'bridge.shareHintBrowser': 'Copy the selected link to share it',
  'bridge.saveImageHint': 'Press and hold the image to save it to your phone',
  'bridge.saveImageFailed':
    'The image was not saved. Allow the app to use your photos and try again.',
  'link.refused': 'This link cannot be opened',
  'time.justNow': 'just now',
  'time.minutesAgo': '{n} min ago',
  'time.hoursAgo': '{n} h ago',
  'time.daysAgo': '{n} d ago',
  'title.notFound': 'Page not found',
  'title.error': 'Something went wrong',
};

export default enUS;
