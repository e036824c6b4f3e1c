// What the shipments endpoints say to a shipper or a driver, in both languages.

import type { UserMessage } from '../../http/user-message.ts';

export const SHIPMENT_MESSAGES = {
  noLine: { 'zh-CN': '没有这条特价线路', 'en-US': 'There is no such flash-sale line' },
  notFound: { 'zh-CN': '没有找到这单货', 'en-US': 'This shipment was not found' },
  priceChanged: {
    'zh-CN': '运费已重新计算，请确认新的运费后再发布',
    'en-US': 'The price was worked out again; confirm the new price, then publish',
  },
  notVerified: {
    'zh-CN': '完成司机认证后才能接单',
    'en-US': 'Complete your driver verification to take shipments',
  },
  takenByOther: {
    'zh-CN': '这单已经被其他司机接了',
    'en-US': 'Another driver has taken this shipment',
  },
  cancelled: { 'zh-CN': '货主已取消这单', 'en-US': 'The shipper has cancelled this shipment' },
  completed: { 'zh-CN': '这单已经完成', 'en-US': 'This shipment is completed' },
  notYours: {
    'zh-CN': '只有接单的司机或发货的货主可以操作',
    'en-US': 'Only the driver who took it or the shipper can do this',
  },
  notTaken: {
    'zh-CN': '还没有司机接单',
    'en-US': 'No driver has taken this shipment yet',
  },
  notDelivered: {
    'zh-CN': '司机还没有确认送达，送达后再确认收货',
    'en-US': 'The driver has not marked it delivered yet; confirm once they have',
  },
  notEditable: {
    'zh-CN': '司机接单后不能再修改货物信息',
    'en-US': 'Once a driver has taken it, the shipment cannot be changed',
  },
} as const satisfies Record<string, UserMessage>;
