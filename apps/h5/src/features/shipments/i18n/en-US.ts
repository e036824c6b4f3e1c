// Strings of the shipments feature in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'title.flashSale.index': 'Flash-sale vehicle sources',
  'title.flashSale.publishStep1': 'Fill in shipping information',
  'title.flashSale.publishStep2': 'Complete shipping information',
  'title.flashSale.addReceipt': 'Fill in receipt information',
  'title.flashSale.mapSearch': 'Fill in detailed address',
  'title.customer.seckill.index': 'Flash sale',
  'title.customer.seckill.select': 'Choose a route',
  'title.goodsdetail.index': 'Load details',
  'title.goodsdetail.notice': 'Load notice',
  'packaging.carton': 'Cartons',
  'packaging.pallet': 'Pallets',
  'packaging.bag': 'Bags',
  'packaging.bulk': 'Bulk',
  'packaging.drum': 'Drums',
  'packaging.crate': 'Crates',
  'packaging.other': 'Other',
};

export default enUS;
