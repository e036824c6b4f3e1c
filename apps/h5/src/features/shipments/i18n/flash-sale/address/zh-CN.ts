// Strings of the address search and the consignee in zh-CN, the source of their keys.
const zhCN = {
  'map.search': '搜索地点（港口、物流园、乡镇街道）',
  'map.anywhere': '搜索全国（不勾选时只搜{city}）',
  'map.none': '没有找到“{q}”，换个说法试试，例如“昆山 花桥”',
  'map.hint': '输入地名，例如 洋山港、花桥镇',
  'map.kind.port': '港口',
  'map.kind.rail_freight': '铁路货场',
  'map.kind.airport_cargo': '机场货运区',
  'map.kind.logistics_park': '物流园',
  'map.kind.town': '乡镇街道',
  'map.kind.county': '区县',
  'map.back': '返回',
  'receipt.name': '收货人',
  'receipt.mobile': '收货人手机号',
  'receipt.place': '收货地点：{place}',
  'receipt.noPlace': '还没有选择',
  'receipt.address': '详细地址',
  'receipt.save': '保存收货信息',
  'receipt.missingPlace': '请选择收货地点',
};

export default zhCN;
