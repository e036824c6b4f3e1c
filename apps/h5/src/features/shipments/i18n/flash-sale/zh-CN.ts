// Strings of the flash-sale pages' shared strings (the truck, the hold) in zh-CN, the source of their keys.
const zhCN = {
  'sale.route': '{from} → {to}',
  'sale.truck': '{type} {length} 米 · 载重 {load} 吨',
  'sale.departure': '{date} 发车',
  'sale.price': '¥{yuan}',
  'sale.days': '{days} 天 {time}',
  'hold.left': '车辆已为您保留，请在 {time} 内发布',
  'hold.lapsed': '保留时间已过，车辆已退回。',
  'hold.lapsed.left': '保留时间已过，车辆已退回。您在这条线路还可以抢 {left} 次。',
  'hold.lapsed.unlimited': '保留时间已过，车辆已退回。可以返回重新抢车。',
  'hold.lapsed.usedUp': '保留时间已过，车辆已退回。您在这条线路的抢车次数已用完，不能再抢。',
  'hold.again': '返回重新抢车',
  'hold.none': '您还没有抢到车辆，请先到秒杀车源抢车',
  'hold.toList': '去抢车',
  'hold.toLines': '看看其他特价车',
  'step1.truck': '已抢到的车辆',
  'stop.pick': '选择地点',
  'stop.change': '更换地点',
};

export default zhCN;
