// Strings of the goods pages in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'goods.route': '{from} → {to}',
  'goods.state.published': 'Waiting for a driver',
  'goods.state.taken': 'On the road',
  'goods.state.completed': 'Completed',
  'goods.state.cancelled': 'Cancelled',
  'goods.delivered': 'The driver has delivered it; waiting for the shipper to confirm',
  'goods.stops': 'Loading and unloading',
  'goods.stop.load': 'Load',
  'goods.stop.unload': 'Unload',
  'goods.addressHidden': 'The exact address shows once you take it',
  'goods.loadDate': 'Loading date',
  'goods.truck': 'Truck',
  'goods.truckValue': '{type} {length} m',
  'goods.what': 'Goods',
  'goods.whatValue': '{name}, {weight} t, {volume} m³, {packaging}',
  'goods.remarks': 'Remarks',
  'goods.price': 'Price',
  'goods.shipper': 'Shipper',
  'goods.receipt': 'Consignee',
  'goods.published': 'Published',
  'goods.take': 'Take this shipment',
  'goods.takeInApp': 'Get the driver app to take it',
  'goods.appFailed': 'The app’s page did not open; look this shipment up in the app',
  'goods.notice': 'Before you take it',
  'goods.edit': 'Change the goods',
  'goods.cancel': 'Cancel the shipment',
  'goods.cancelled': 'The shipment is cancelled and the truck went back',
  'goods.deliver': 'Mark it delivered',
  'goods.confirm': 'Confirm receipt',
  'goods.missing': 'The link names no shipment; open it from the list',
  'goods.notFound': 'This shipment was not found; it may have been removed',
  'notice.title': 'Before you take a shipment',
  'notice.1':
    'Complete your identity and truck verification first; the body, length and load of your truck must suit the goods.',
  'notice.2':
    'Call the shipper soon after taking it and be at the loading place on the loading date; say so early if you cannot.',
  'notice.3':
    'Check the goods, the count and the weight when loading; you may refuse goods that differ and call customer service.',
  'notice.4':
    'Keep your phone on during the trip; mark it delivered in the app, and you are paid once the shipper confirms receipt.',
  'notice.5':
    'The platform never asks drivers for a deposit or an information fee; if anyone does, call customer service at once.',
};

export default enUS;
