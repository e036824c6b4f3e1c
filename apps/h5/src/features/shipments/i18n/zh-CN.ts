// Strings of the shipments feature in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'title.flashSale.index': '秒杀车源',
  'title.flashSale.publishStep1': '填写发货信息',
  'title.flashSale.publishStep2': '完善发货信息',
  'title.flashSale.addReceipt': '填写收货信息',
  'title.flashSale.mapSearch': '填写详细地址',
  'title.customer.seckill.index': '秒杀专区',
  'title.customer.seckill.select': '选择线路',
  'title.goodsdetail.index': '货源详情',
  'title.goodsdetail.notice': '货源须知',
  'packaging.carton': '纸箱',
  'packaging.pallet': '托盘',
  'packaging.bag': '袋装',
  'packaging.bulk': '散装',
  'packaging.drum': '桶装',
  'packaging.crate': '木箱',
  'packaging.other': '其他',
};

export default zhCN;
