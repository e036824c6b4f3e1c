// Demo data of the epidemic pages (never in production: travel rules and risk levels written for a
// demo must never pass for the authorities' in a live system): three broadcasts, travel policies
// for 上海, 江苏 (the province, 苏州 and 无锡) and 广东, a few risk areas in those provinces, and
// four road reports by the demo users, three published and one waiting. Written for this platform
// by the project in plain Chinese; neutral, and each says to check what the place itself publishes.
//
// Fixed ids (broadcasts 1-3, policies 1-5, reports 1-4; the tables number others from 1001): the
// contract's examples read policy 1 and broadcast 1. A row already stored is left as it is (an
// operator may have changed it); a missing demo user skips their reports.
//
// Road reports are shown for 72 hours after they were sent, so reports with fixed dates would be
// gone from the demo three days after they were written. Instead, at every start outside
// production (the seed's `refresh`, db/seed.ts), the demo reports no operator has decided on are moved to yesterday in
// China, at the hours below: always within the window, whatever the hour of the start, and never
// counted in today's cap of their reporters. A report an operator has approved, rejected or taken
// down keeps its times, as every other report does.

import { sectionsFromText } from '@freight/contract/rules/sections';
import type { RoadReportKind } from '@freight/contract/endpoints/epidemic-values';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  epidemicBroadcasts,
  riskAreaChanges,
  riskAreas,
  roadReports,
  travelPolicies,
} from '../../db/schema/epidemic.ts';
import { users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';
import { chinaDayAt } from '../../http/day-cap.ts';
import { DEMO_DRIVER_MOBILE, DEMO_OLD_DRIVER_MOBILE } from '../users/seed.ts';
import { cityPlace } from './places.ts';

interface DemoText {
  id: number;
  title: string;
  summary: string;
  /** The operator's text: `#` starts a heading. */
  text: string;
}

export const DEMO_BROADCASTS: readonly (DemoText & { publishedAt: string })[] = [
  {
    id: 1,
    title: '冬季跨省运输防疫提示',
    summary: '天气转冷，跨省运输前请查看目的地的最新要求，备好口罩和检测证明，途中注意防寒保暖。',
    publishedAt: '2026-11-12T09:00:00+08:00',
    text: [
      '# 出发前',
      '查看装货地、卸货地和途经省份的最新防控要求，本页的“出行政策”按省份整理了常见的查验方式，但各地会随时调整，以当地公布的为准。',
      '确认健康码能正常打开，手机电量充足，车上备好充电线。',
      '# 途中',
      '在服务区休息时尽量错开人多的时段，用餐、如厕时佩戴口罩，回到车上洗手或用消毒湿巾擦手。',
      '夜间气温低，排队等候查验时请注意保暖，不要长时间怠速开暖风在车内睡觉，注意通风。',
      '# 身体不舒服时',
      '出现发热、咳嗽等症状，请就近到医院发热门诊就诊，并如实告诉医生近期的行程；不要带病继续长途驾驶。',
    ].join('\n'),
  },
  {
    id: 2,
    title: '部分城市高速出口查验方式调整',
    summary: '近期部分城市的高速出口查验方式有调整，出发前请查看目的地的出行政策和司机上报的路况。',
    publishedAt: '2026-11-19T18:30:00+08:00',
    text: [
      '# 调整了什么',
      '近期部分城市的高速出口把人工查验改为扫码登记，也有城市在部分出口增设了查验点，高峰时段可能排队。',
      '# 怎样提前知道',
      '出发前在本页选择目的地省份，查看出行政策；再看“路况”里其他司机最近 72 小时上报的检查点和排队情况。',
      '路况是司机上报、平台审核后发布的，只作参考，以现场工作人员的要求为准。',
      '# 您也可以帮别人',
      '遇到检查点、封闭或排队，可以在安全停车后上报路况，写清楚路段、出口和大致的等候时间。开车时请不要操作手机。',
    ].join('\n'),
  },
  {
    id: 3,
    title: '司机路况上报功能上线',
    summary:
      '司机可以上报检查点、道路封闭、排队和恢复通行的情况，审核后展示给其他司机，72 小时内有效。',
    publishedAt: '2026-11-24T10:00:00+08:00',
    text: [
      '# 可以报什么',
      '检查点：出口或道口在查验健康码、核酸检测证明或车辆。',
      '封闭：道路、出口或服务区暂时关闭。',
      '排队：查验或收费站排队较长，写上大致的长度和等候时间。',
      '恢复通行：之前封闭或排队的地方已经正常。',
      '# 怎样上报',
      '在“路况”里点“上报路况”，选择城市，写清楚路段和情况，可以附最多 3 张照片。每人每天最多上报 5 条。',
      '上报的内容由平台审核后发布，一般在 1 小时内处理；没有通过的会写明原因。',
      '# 请注意',
      '请在安全停车后再上报，不要边开车边操作手机。照片里不要拍到工作人员和其他人的面部、车牌。',
    ].join('\n'),
  },
];

export const DEMO_POLICIES: readonly (DemoText & {
  province: string;
  city: string | null;
  updatedAt: string;
})[] = [
  {
    id: 1,
    province: '310000',
    city: null,
    title: '上海市货车进出通行提示',
    summary:
      '进入上海的货车在高速道口接受查验，请提前准备好健康码、行程记录和核酸检测证明，以道口公布的要求为准。',
    updatedAt: '2026-11-21T10:00:00+08:00',
    text: [
      '# 进入上海前',
      '出发前查看上海最新公布的防控要求，确认司机和随车人员的健康码都能正常打开。',
      '近期去过或途经中高风险地区的，请提前了解核酸检测的时间要求，预留检测和出报告的时间。',
      '# 道口查验',
      '进沪的高速道口设有查验点，司机和随车人员需要出示健康码和行程记录，并按现场要求测温。',
      '高峰时段排队较长，请在进道口前的服务区提前打开健康码页面，减少在道口停留的时间。',
      '# 随车带好这些',
      '身份证、驾驶证、行驶证和运输单据。',
      '核酸检测证明：电子报告的截图或纸质报告。',
      '口罩和手部消毒用品。装卸货时佩戴口罩，尽量不和他人近距离接触。',
      '# 拿不准时问哪里',
      '道口要求可能随时调整，以现场工作人员的说明为准。可以拨打当地政务服务热线 12345 咨询，也可以看本页路况里其他司机最新上报的情况。',
    ].join('\n'),
  },
  {
    id: 2,
    province: '320000',
    city: null,
    title: '江苏省货车通行防疫提示',
    summary:
      '江苏各地的高速出口可能设有查验点，请备好健康码、行程记录和核酸检测证明；苏州、无锡另有说明。',
    updatedAt: '2026-11-22T16:00:00+08:00',
    text: [
      '# 总体要求',
      '进入或途经江苏的货车司机，请保持健康码可以随时出示，并按各地的要求准备核酸检测证明。',
      '只途经不下高速的，一般不需要在出口查验；在服务区停留时请佩戴口罩。',
      '# 高速出口查验',
      '部分城市的高速出口设有查验点，查看健康码和行程记录，必要时查看核酸检测证明。出口排队时请按指示在右侧车道等候，不要在应急车道停车。',
      '# 各市的补充要求',
      '苏州、无锡对进入市区的货车另有说明，请在本页的城市一栏查看。其他城市以当地公布的要求为准。',
      '# 咨询',
      '拿不准的，可以拨打目的地的政务服务热线 12345，或者先和收货方确认装卸货点的要求。',
    ].join('\n'),
  },
  {
    id: 3,
    province: '320000',
    city: '320500',
    title: '苏州市货车进出提示',
    summary:
      '进入苏州的货车在高速出口查验健康码和核酸检测证明，部分园区装卸货要登记，请提前联系收货方。',
    updatedAt: '2026-11-23T09:30:00+08:00',
    text: [
      '# 高速出口',
      '苏州的主要高速出口设有查验点，查看健康码、行程记录和核酸检测证明。早上 7 点到 9 点进城的车辆较多，排队时间可能较长。',
      '# 园区和仓库',
      '部分工业园区和物流仓库要求司机进场登记、测温，有的只允许司机一人下车。出发前请和收货方确认装卸货点的要求和可以到达的时间。',
      '# 随车带好这些',
      '身份证、驾驶证、行驶证、运输单据和核酸检测证明，另备几只口罩。',
    ].join('\n'),
  },
  {
    id: 4,
    province: '320000',
    city: '320200',
    title: '无锡市货车进出提示',
    summary: '无锡的高速出口查验健康码和行程记录，部分出口高峰时段排队，请留意司机上报的路况。',
    updatedAt: '2026-11-23T11:00:00+08:00',
    text: [
      '# 高速出口',
      '无锡的高速出口查验健康码和行程记录，近期去过中高风险地区的，还要查看核酸检测证明。',
      '京沪高速的几个出口在上下班时段车辆较多，可以先看本页路况里其他司机上报的排队情况，再决定从哪个出口下。',
      '# 装卸货',
      '装卸货时请佩戴口罩，单据尽量用拍照或电子签收，减少当面传递。',
    ].join('\n'),
  },
  {
    id: 5,
    province: '440000',
    city: null,
    title: '广东省货车通行防疫提示',
    summary:
      '进入广东的货车请备好健康码和核酸检测证明，港口和口岸周边的要求更严，请提前和货主确认。',
    updatedAt: '2026-11-20T15:00:00+08:00',
    text: [
      '# 进入广东前',
      '出发前查看目的地城市最新的防控要求，确认健康码可以正常打开，按要求准备核酸检测证明。',
      '# 港口和口岸周边',
      '进出港口、码头和口岸周边的货车，查验一般比其他地方严格，可能要求更近时间的核酸检测证明，进场前还要登记。请提前和货主或车队确认。',
      '# 途中',
      '在服务区和加油站停留时佩戴口罩，尽量少在人多的地方停留。出现发热、咳嗽等症状，请就近就医并如实说明行程。',
      '# 咨询',
      '各市的要求可能不同，以当地公布的为准。可以拨打当地政务服务热线 12345 咨询。',
    ].join('\n'),
  },
];

export const DEMO_RISK_AREAS: readonly {
  city: string;
  area: string;
  level: 'medium' | 'high';
}[] = [
  { city: '310100', area: '浦东新区 祝桥镇', level: 'high' },
  { city: '310100', area: '闵行区 华漕镇', level: 'medium' },
  { city: '320500', area: '昆山市 花桥镇', level: 'high' },
  { city: '320200', area: '新吴区 硕放街道', level: 'medium' },
  { city: '320100', area: '江宁区 禄口街道', level: 'medium' },
  { city: '440100', area: '白云区 太和镇', level: 'medium' },
];
/** When the demo's risk areas were set. */
const DEMO_RISK_SET_AT = '2026-11-25T18:00:00+08:00';

interface DemoReport {
  id: number;
  mobile: string;
  city: string;
  road: string;
  kind: RoadReportKind;
  text: string;
  /** Sent yesterday in China at this hour and minute, Beijing time. */
  sentAt: [hour: number, minute: number];
  /** Published so many minutes after it was sent; none for the one still waiting. */
  publishedAfter?: number;
}

export const DEMO_ROAD_REPORTS: readonly DemoReport[] = [
  {
    id: 1,
    mobile: DEMO_DRIVER_MOBILE,
    city: '320200',
    road: 'G2 京沪高速 无锡东出口',
    kind: 'queue',
    text: '出口查验健康码和行程记录，排队大约两公里，等了四十分钟左右。\n建议在前面的服务区先把健康码打开，到了窗口直接出示。',
    sentAt: [8, 30],
    publishedAfter: 35,
  },
  {
    id: 2,
    mobile: DEMO_OLD_DRIVER_MOBILE,
    city: '310100',
    road: 'G15 沈海高速 朱桥道口',
    kind: 'checkpoint',
    text: '进沪道口在查健康码和核酸检测证明，还要测体温，每辆车大概两三分钟。\n下午两点左右排了十几辆车，不算太堵。',
    sentAt: [14, 10],
    publishedAfter: 30,
  },
  {
    id: 3,
    mobile: DEMO_DRIVER_MOBILE,
    city: '320500',
    road: 'G42 沪蓉高速 苏州新区出口',
    kind: 'open',
    text: '前两天临时关闭的出口已经恢复通行了，出口处扫码登记就能走，基本不用排队。',
    sentAt: [19, 45],
    publishedAfter: 30,
  },
  {
    id: 4,
    mobile: DEMO_DRIVER_MOBILE,
    city: '320100',
    road: 'G25 长深高速 禄口出口',
    kind: 'closed',
    text: '禄口出口晚上临时封闭了，现场有人引导从下一个出口下高速，去机场方向的车要绕一段路。',
    sentAt: [21, 20],
  },
];

/** A demo report's times when the China day before `now`'s is its day. */
function demoTimes(report: DemoReport, now: number) {
  const yesterday = chinaDayAt(now).start.getTime() - 24 * 3_600_000;
  const [hour, minute] = report.sentAt;
  const createdAt = new Date(yesterday + (hour * 60 + minute) * 60_000);
  const publishedAt =
    report.publishedAfter === undefined
      ? null
      : new Date(createdAt.getTime() + report.publishedAfter * 60_000);
  return { createdAt, publishedAt };
}

/**
 * Moves the demo reports no operator has decided on to yesterday (see the top of this file); a
 * deleted one (its reporter's account gone) stays gone.
 */
export async function refreshDemoRoadReports(db: Db, now: number): Promise<void> {
  for (const report of DEMO_ROAD_REPORTS) {
    const { createdAt, publishedAt } = demoTimes(report, now);
    await db
      .update(roadReports)
      .set({
        createdAt,
        ...(publishedAt === null ? {} : { publishedAt, reviewedAt: publishedAt }),
      })
      .where(
        and(
          eq(roadReports.id, report.id),
          isNull(roadReports.reviewedBy),
          eq(roadReports.state, publishedAt === null ? 'pending' : 'published'),
        ),
      );
  }
}

export const demoEpidemicSeed: Seed = {
  name: 'epidemic.demo',
  version: 1,
  demoOnly: true,
  refresh: refreshDemoRoadReports,
  async run(db) {
    await db
      .insert(epidemicBroadcasts)
      .values(
        DEMO_BROADCASTS.map((item) => ({
          id: item.id,
          title: item.title,
          summary: item.summary,
          text: item.text,
          sections: sectionsFromText(item.text),
          publishedAt: new Date(item.publishedAt),
        })),
      )
      .onConflictDoNothing({ target: epidemicBroadcasts.id });
    await db
      .insert(travelPolicies)
      .values(
        DEMO_POLICIES.map((item) => ({
          id: item.id,
          provinceCode: item.province,
          cityCode: item.city,
          title: item.title,
          summary: item.summary,
          text: item.text,
          sections: sectionsFromText(item.text),
          updatedAt: new Date(item.updatedAt),
        })),
      )
      // Neither an id nor a place an operator has taken since.
      .onConflictDoNothing();

    const setAt = new Date(DEMO_RISK_SET_AT);
    const added = await db
      .insert(riskAreas)
      .values(
        DEMO_RISK_AREAS.map((item) => ({
          cityCode: item.city,
          area: item.area,
          provinceCode: cityPlace(item.city).provinceCode,
          level: item.level,
          updatedAt: setAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ provinceCode: riskAreas.provinceCode });
    const provinces = [...new Set(added.map((row) => row.provinceCode))];
    if (provinces.length > 0) {
      await db
        .insert(riskAreaChanges)
        .values(provinces.map((provinceCode) => ({ provinceCode, changedAt: setAt })))
        .onConflictDoNothing();
    }

    const reporters = await db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(inArray(users.mobile, [...new Set(DEMO_ROAD_REPORTS.map((r) => r.mobile))]));
    const idOf = new Map(reporters.map((user) => [user.mobile, user.id]));
    const now = Date.now();
    const rows = DEMO_ROAD_REPORTS.flatMap((report) => {
      const userId = idOf.get(report.mobile);
      if (userId === undefined) return [];
      const { createdAt, publishedAt } = demoTimes(report, now);
      return [
        {
          id: report.id,
          userId,
          provinceCode: cityPlace(report.city).provinceCode,
          cityCode: report.city,
          road: report.road,
          kind: report.kind,
          text: report.text,
          photoKeys: [],
          state: publishedAt ? ('published' as const) : ('pending' as const),
          createdAt,
          reviewedAt: publishedAt,
          publishedAt,
        },
      ];
    });
    if (rows.length > 0) {
      await db.insert(roadReports).values(rows).onConflictDoNothing({ target: roadReports.id });
    }
  },
};
