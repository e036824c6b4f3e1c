// The published grades (issue 17, docs/decisions/022-loyalty.md): thresholds and the rights each
// grade unlocks, in both languages. Loaded by the `loyalty.grades` seed in every environment (the
// grade page needs them); a change of terms is a new seed version and is published before it holds.

import { USER_TYPE } from '../../db/schema/users.ts';

type Pair = readonly [zh: string, en: string];

export interface PublishedRight {
  slug: string;
  title: Pair;
  summary: Pair;
  detail: Pair;
}

export interface PublishedGrade {
  userType: 1 | 3;
  level: number;
  name: Pair;
  minCount: number;
  rights: readonly PublishedRight[];
}

const right = (slug: string, title: Pair, summary: Pair, detail: Pair): PublishedRight => ({
  slug,
  title,
  summary,
  detail,
});

const SHIPPER = USER_TYPE.shipper;
const DRIVER = USER_TYPE.driver;

/** Shippers: completed shipments (all time). */
export const SHIPPER_GRADES: readonly PublishedGrade[] = [
  {
    userType: SHIPPER,
    level: 1,
    name: ['普通货主', 'Member'],
    minCount: 0,
    rights: [
      right(
        'shipper-daily-sign-in',
        ['每日签到领积分', 'Daily sign-in points'],
        [
          '每天签到领积分，连续签到第 7 天奖励最多',
          'Sign in daily for points; day 7 of a streak gives the most',
        ],
        [
          '每天（北京时间）可签到一次，按连续签到的天数领取当天的积分，7 天为一个周期，断签后从第 1 天重新开始。积分可在积分商城兑换优惠券。',
          'You may sign in once a day (Beijing time) and receive the points of that day of your streak; the cycle is 7 days and a missed day starts it again at day 1. Points can be exchanged for coupons in the points shop.',
        ],
      ),
      right(
        'shipper-online-support',
        ['在线客服', 'Online support'],
        [
          '每天 9:00–21:00 在线客服解答发货问题',
          'Online support for your shipments, 9:00–21:00 every day',
        ],
        [
          '每天 9:00 至 21:00（北京时间）可在 App 内联系在线客服，处理发货、运费和优惠券的问题；其他时间可留言，次日 12:00 前回复。',
          'Contact online support in the app from 9:00 to 21:00 (Beijing time) every day about shipments, prices and coupons; outside those hours leave a message and you will get an answer by 12:00 the next day.',
        ],
      ),
    ],
  },
  {
    userType: SHIPPER,
    level: 2,
    name: ['铜牌货主', 'Bronze'],
    minCount: 5,
    rights: [
      right(
        'shipper-monthly-freight-coupon',
        ['每月运费券', 'Monthly freight coupon'],
        [
          '每月 1 张 30 元运费券，满 300 元可用',
          'One ¥30 freight coupon a month, on orders of ¥300 or more',
        ],
        [
          '每月 1 日（北京时间）向当月为铜牌及以上等级的货主发放 1 张 30 元运费券，满 300 元可用，自发放之日起 30 天内有效，放入“我的优惠券”。',
          'On the 1st of each month (Beijing time) every shipper of Bronze or above receives one ¥30 freight coupon, usable on orders of ¥300 or more for 30 days from issue, in “My coupons”.',
        ],
      ),
      right(
        'shipper-fast-invoice',
        ['电子发票快开', 'Fast e-invoices'],
        ['运单完成后 1 个工作日内开具电子发票', 'E-invoices within one working day of completion'],
        [
          '运单完成后申请电子发票，1 个工作日内开具并发送到您填写的邮箱；普通货主为 3 个工作日。',
          'Ask for an e-invoice once a shipment is completed and it is issued and emailed to you within one working day (three for Members).',
        ],
      ),
    ],
  },
  {
    userType: SHIPPER,
    level: 3,
    name: ['银牌货主', 'Silver'],
    minCount: 20,
    rights: [
      right(
        'shipper-flash-sale-early',
        ['特价车提前抢', 'Early flash-sale access'],
        ['特价车线路开抢前 10 分钟可先抢', 'Grab flash-sale trucks 10 minutes before they open'],
        [
          '银牌及以上货主可在特价车线路开抢前 10 分钟进入抢车，每条线路的限抢数量不变；提前名额与正式开抢共用同一库存，抢完即止。',
          'Silver shippers and above may grab flash-sale trucks 10 minutes before a line opens; the limit per line stays the same, and early grabs share the line’s one stock until it is gone.',
        ],
      ),
      right(
        'shipper-insurance-discount',
        ['货运险九折', '10% off cargo insurance'],
        [
          '在平台投保货运险保费九折',
          'Cargo insurance bought on the platform at 90% of the premium',
        ],
        [
          '通过平台为运单投保货运险，保费按九折计算，保障范围与理赔规则以保险条款为准。',
          'Cargo insurance bought for a shipment on the platform costs 90% of its premium; cover and claims follow the policy’s terms.',
        ],
      ),
    ],
  },
  {
    userType: SHIPPER,
    level: 4,
    name: ['金牌货主', 'Gold'],
    minCount: 50,
    rights: [
      right(
        'shipper-gold-freight-coupons',
        ['每月两张 50 元运费券', 'Two ¥50 freight coupons a month'],
        [
          '每月 2 张 50 元运费券，满 500 元可用',
          'Two ¥50 freight coupons a month, on orders of ¥500 or more',
        ],
        [
          '每月 1 日（北京时间）向金牌及以上货主发放 2 张 50 元运费券，满 500 元可用，自发放之日起 30 天内有效；与铜牌的 30 元运费券同时发放。',
          'On the 1st of each month (Beijing time) Gold shippers and above receive two ¥50 freight coupons, usable on orders of ¥500 or more for 30 days from issue, besides the Bronze ¥30 coupon.',
        ],
      ),
      right(
        'shipper-priority-dispatch',
        ['优先派单', 'Priority dispatch'],
        [
          '发布的货源优先推送给高等级司机',
          'Your shipments are shown to higher-grade drivers first',
        ],
        [
          '金牌及以上货主发布的货源，先推送给黄金及以上等级的司机 5 分钟，再向全部司机展示。',
          'Shipments published by Gold shippers and above are shown to Gold drivers and above for 5 minutes before all drivers see them.',
        ],
      ),
    ],
  },
  {
    userType: SHIPPER,
    level: 5,
    name: ['钻石货主', 'Diamond'],
    minCount: 100,
    rights: [
      right(
        'shipper-account-manager',
        ['专属客户经理', 'Your own account manager'],
        [
          '一对一客户经理，工作日 2 小时内响应',
          'A named account manager, answering within 2 working hours',
        ],
        [
          '为钻石货主指定一位客户经理，工作日 9:00–18:00 在 2 小时内响应，协助安排长期线路和异常处理。',
          'Diamond shippers get a named account manager who answers within 2 hours on working days from 9:00 to 18:00 and helps plan regular routes and settle problems.',
        ],
      ),
      right(
        'shipper-monthly-settlement',
        ['运费月结', 'Monthly settlement'],
        ['签订月结协议后运费按月结算', 'Pay freight monthly under a settlement agreement'],
        [
          '钻石货主可申请签订月结协议，经审核后当月运费于次月 10 日前统一结算；协议额度以审核结果为准。',
          'Diamond shippers may apply for a settlement agreement; once approved, a month’s freight is paid together by the 10th of the next month, within the approved limit.',
        ],
      ),
    ],
  },
];

/** Drivers: loads carried to completion (all time). */
export const DRIVER_GRADES: readonly PublishedGrade[] = [
  {
    userType: DRIVER,
    level: 1,
    name: ['新手司机', 'Newcomer'],
    minCount: 0,
    rights: [
      right(
        'driver-daily-draw',
        ['每日抽奖', 'Daily draw'],
        ['司机每天可抽奖 3 次', 'Drivers draw 3 times a day'],
        [
          '司机每天（北京时间）可在“司机天天抽奖”抽奖 3 次（无需认证），奖品有优惠券、积分和福豆，概率和库存在活动规则页公示。',
          'Drivers (verified or not) may draw 3 times a day (Beijing time) in the drivers’ daily draw; prizes are coupons, points and lucky beans, with odds and stock on its rules page.',
        ],
      ),
      right(
        'driver-road-alerts',
        ['路况与政策提醒', 'Road and policy alerts'],
        ['常跑线路的路况和限行政策提醒', 'Road conditions and restrictions on your usual routes'],
        [
          '按您常跑的线路推送封路、限行和通行政策变化，可在设置中关闭。',
          'Alerts about closures, restrictions and toll-policy changes on the routes you drive most; you may turn them off in settings.',
        ],
      ),
    ],
  },
  {
    userType: DRIVER,
    level: 2,
    name: ['青铜司机', 'Bronze'],
    minCount: 10,
    rights: [
      right(
        'driver-monthly-etc-coupon',
        ['每月 ETC 通行券', 'Monthly ETC toll coupon'],
        ['每月 1 张 10 元 ETC 通行券', 'One ¥10 ETC toll coupon a month'],
        [
          '每月 1 日（北京时间）向当月为青铜及以上等级的司机发放 1 张 10 元 ETC 通行券，无门槛，自发放之日起 15 天内有效。',
          'On the 1st of each month (Beijing time) every driver of Bronze or above receives one ¥10 ETC toll coupon, without a minimum, valid for 15 days from issue.',
        ],
      ),
      right(
        'driver-priority-support',
        ['客服优先接入', 'Priority support'],
        ['联系客服时优先排队', 'Ahead in the support queue'],
        [
          '青铜及以上司机联系客服时排在普通用户之前，服务时间每天 8:00–22:00。',
          'Bronze drivers and above are answered before other users when they contact support, 8:00–22:00 every day.',
        ],
      ),
    ],
  },
  {
    userType: DRIVER,
    level: 3,
    name: ['白银司机', 'Silver'],
    minCount: 30,
    rights: [
      right(
        'driver-monthly-fuel-coupon',
        ['每月加油券', 'Monthly fuel coupon'],
        ['每月 1 张 20 元加油券，满 200 元可用', 'One ¥20 fuel coupon a month, on ¥200 or more'],
        [
          '每月 1 日（北京时间）向当月为白银及以上等级的司机发放 1 张 20 元加油券，在合作加油站单笔满 200 元可用，自发放之日起 30 天内有效，放入“我的优惠券”。',
          'On the 1st of each month (Beijing time) every driver of Silver or above receives one ¥20 fuel coupon, usable at partner stations on a single fill of ¥200 or more for 30 days from issue, in “My coupons”.',
        ],
      ),
      right(
        'driver-flash-sale-priority',
        ['特价货源优先看', 'Flash-sale loads first'],
        [
          '特价线路的货源提前 10 分钟推送给您',
          'Loads on flash-sale lines reach you 10 minutes early',
        ],
        [
          '货主在特价车线路上发布的货源，先向白银及以上司机展示 10 分钟，再向全部司机展示；接单规则不变，先接先得。',
          'Shipments published on flash-sale lines are shown to Silver drivers and above for 10 minutes before all drivers see them; taking them works as always, first come first served.',
        ],
      ),
      right(
        'driver-next-day-settlement',
        ['运费下一个工作日到账', 'Freight paid the next working day'],
        [
          '货主确认收货后，运费下一个工作日到账',
          'Paid on the next working day after the shipper confirms',
        ],
        [
          '货主确认收货后，运费在下一个工作日内打入您绑定的银行卡；新手和青铜司机为 3 个工作日。',
          'Once the shipper confirms delivery, the freight reaches your bank card within the next working day (three working days for Newcomer and Bronze drivers).',
        ],
      ),
    ],
  },
  {
    userType: DRIVER,
    level: 4,
    name: ['黄金司机', 'Gold'],
    minCount: 60,
    rights: [
      right(
        'driver-insurance-discount',
        ['货车险九折', '10% off truck insurance'],
        ['合作保险公司的货车商业险九折', 'Truck insurance from partner insurers at 90%'],
        [
          '通过平台向合作保险公司投保货车商业险，保费按九折计算，每年一次，以保单为准。',
          'Commercial truck insurance bought through the platform from partner insurers costs 90% of the premium, once a year, on the policy’s terms.',
        ],
      ),
      right(
        'driver-priority-dispatch',
        ['优质货源优先', 'First look at priority shipments'],
        ['金牌货主的货源优先推送给您', 'Shipments of Gold shippers reach you first'],
        [
          '金牌及以上货主发布的货源，先向黄金及以上司机展示 5 分钟。',
          'Shipments of Gold shippers and above are shown to Gold drivers and above for 5 minutes before others.',
        ],
      ),
    ],
  },
  {
    userType: DRIVER,
    level: 5,
    name: ['铂金司机', 'Platinum'],
    minCount: 120,
    rights: [
      right(
        'driver-same-day-settlement',
        ['运费当日到账', 'Freight paid the same day'],
        ['18:00 前确认收货的运单当天到账', 'Paid the same day when confirmed before 18:00'],
        [
          '货主在工作日 18:00 前确认收货的运单，运费当天打入您绑定的银行卡；之后确认的下一个工作日到账。',
          'Freight for shipments confirmed before 18:00 on a working day reaches your bank card the same day; later ones the next working day.',
        ],
      ),
      right(
        'driver-tyre-check',
        ['免费轮胎检测', 'Free tyre check'],
        ['每季度 1 次合作门店免费轮胎检测', 'One free tyre check a quarter at partner garages'],
        [
          '每个季度可在合作门店免费检测轮胎一次（不含更换配件），到店出示 App 中的等级页即可。',
          'Once a quarter, a free tyre check at a partner garage (parts not included): show your grade page in the app.',
        ],
      ),
    ],
  },
  {
    userType: DRIVER,
    level: 6,
    name: ['钻石司机', 'Diamond'],
    minCount: 200,
    rights: [
      right(
        'driver-diamond-fuel-coupons',
        ['每月 100 元加油券', '¥100 of fuel coupons a month'],
        ['每月 2 张 50 元加油券，满 400 元可用', 'Two ¥50 fuel coupons a month, on ¥400 or more'],
        [
          '每月 1 日（北京时间）向钻石司机发放 2 张 50 元加油券，在合作加油站单笔满 400 元可用，自发放之日起 30 天内有效；与白银的 20 元加油券同时发放。',
          'On the 1st of each month (Beijing time) Diamond drivers receive two ¥50 fuel coupons, usable at partner stations on a single fill of ¥400 or more for 30 days from issue, besides the Silver ¥20 coupon.',
        ],
      ),
      right(
        'driver-account-manager',
        ['专属客服经理', 'Your own service manager'],
        [
          '一对一客服经理，24 小时内处理运单异常',
          'A named service manager settling problems within 24 hours',
        ],
        [
          '为钻石司机指定一位客服经理，运单异常（货损、延误、争议）在 24 小时内给出处理方案。',
          'Diamond drivers get a named service manager who gives a solution to a problem with a shipment (damage, delay, dispute) within 24 hours.',
        ],
      ),
      right(
        'driver-annual-health-check',
        ['年度免费体检', 'Yearly health check'],
        ['每年 1 次合作体检机构免费体检', 'A free health check a year at partner clinics'],
        [
          '钻石司机每年可在合作体检机构免费体检一次（基础套餐），在 App 内预约。',
          'Diamond drivers may have one free health check (the basic package) a year at a partner clinic, booked in the app.',
        ],
      ),
    ],
  },
];

export const PUBLISHED_GRADES: readonly PublishedGrade[] = [...SHIPPER_GRADES, ...DRIVER_GRADES];
