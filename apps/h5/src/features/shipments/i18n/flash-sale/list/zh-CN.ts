// Strings of the flash-sale lists and the seckill line choice in zh-CN, the source of their keys.
const zhCN = {
  'sale.subtitle': '特价整车，限量限时，先到先得',
  'sale.hold': '抢到后为您保留 {minutes} 分钟',
  'sale.login': '登录货主账号后抢车',
  'sale.none': '暂时没有特价车源，敬请期待',
  'sale.was': '原价 ¥{yuan}',
  'sale.save': '省 ¥{yuan}',
  'sale.stock': '剩余 {remaining}/{total} 辆',
  'sale.endsIn': '距结束 {time}',
  'sale.startsAt': '{date} 开抢',
  'sale.startsIn': '距开抢 {time}',
  'sale.soldOut': '已抢光',
  'sale.ended': '已结束',
  'sale.grab': '立即抢车',
  'sale.grabbing': '抢车中…',
  'sale.continue': '继续发货',
  'sale.upcoming': '即将开抢',
  'sale.filter': '按线路筛选',
  'sale.filter.clear': '查看全部线路',
  'sale.filtered': '{from} → {to} 的线路',
  'select.start': '出发城市',
  'select.end': '到达城市',
  'select.types': '车型（可多选）',
  'select.apply': '查看这条线路的特价车',
  'select.missing': '请选择出发和到达城市',
};

export default zhCN;
