// Strings of the monthly report (/customer/monthlyReport) in zh-CN, the source of their keys
// (docs/decisions/004).
const zhCN = {
  'title.customer.monthlyReport': '月度报告',
  'report.gate': '登录货主账号，查看月度报告',
  'report.subtitle': '{month}的发货情况（按北京时间统计）',
  'report.pick': '选择月份',
  'report.thisMonth': '{month}（本月）',
  'report.empty': '{month}没有发货记录。',
  'report.post': '去发货',
  'report.shipments': '运单',
  'report.posted': '发布',
  'report.taken': '被司机接单',
  'report.completed': '完成（已送达并确认）',
  'report.cancelled': '取消',
  'report.count': '{count} 单',
  'report.money': '运费与司机',
  'report.freight': '已完成运单的运费',
  'report.yuan': '¥{yuan}',
  'report.drivers': '为你承运的司机',
  'report.driversCount': '{count} 位',
  'report.routes': '常发路线',
  'report.route': '{from} → {to}',
  'report.noRoutes': '这个月没有发布运单。',
  'report.value': '优惠券与积分',
  'report.coupons': '用掉的优惠券',
  'report.couponsText': '{count} 张，面值共 ¥{yuan}',
  'report.points': '获得的积分',
  'report.pointsText': '{points} 分',
  'report.refused': '链接里的月份不对',
  'report.refused.hint': '月份要写成 2026-10 这样。下面是上个月的报告。',
};

export default zhCN;
