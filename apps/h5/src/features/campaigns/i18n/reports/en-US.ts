// Strings of the monthly report (/customer/monthlyReport) in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'title.customer.monthlyReport': 'Monthly report',
  'report.gate': 'Log in as a shipper to read your monthly report',
  'report.subtitle': 'Your shipments in {month} (Beijing time)',
  'report.pick': 'Choose a month',
  'report.thisMonth': '{month} (this month)',
  'report.empty': 'You shipped nothing in {month}.',
  'report.post': 'Post a shipment',
  'report.shipments': 'Shipments',
  'report.posted': 'Posted',
  'report.taken': 'Taken by a driver',
  'report.completed': 'Completed (delivered and confirmed)',
  'report.cancelled': 'Cancelled',
  'report.count': '{count}',
  'report.money': 'Freight and drivers',
  'report.freight': 'Freight of completed shipments',
  'report.yuan': '¥{yuan}',
  'report.drivers': 'Drivers who carried for you',
  'report.driversCount': '{count}',
  'report.routes': 'Your usual routes',
  'report.route': '{from} → {to}',
  'report.noRoutes': 'You posted no shipments this month.',
  'report.value': 'Coupons and points',
  'report.coupons': 'Coupons used',
  'report.couponsText': '{count}, worth ¥{yuan} in all',
  'report.couponsNone': 'None',
  'report.points': 'Points earned',
  'report.pointsText': '{points, plural, one {# point} other {# points}}',
  'report.refused': 'The month in the link is not right',
  'report.refused.hint': 'A month is written like 2026-10. Below is last month’s report.',
};

export default enUS;
