// The published grades and their rights (every environment: the grade page reads them), and the
// demo loyalty data (never in production): a 7-day sign-in for shippers and one for drivers, tasks
// of each user type, a lucky-beans offer shippers may exchange twice, and loads the demo driver
// carried to completion (for a shipper registered long ago), so the driver's grade page shows a
// grade above the first with its distance to the next. Operators make real sign-ins and tasks.

import type { TaskMetric, TaskPeriod } from '@freight/contract/endpoints/loyalty';
import type { ValueAsset } from '@freight/contract/endpoints/value';
import { todayInChina } from '@freight/contract/china-time';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns, campaignTiers } from '../../db/schema/campaigns.ts';
import { gradeLevels, gradeRights, loyaltyTasks } from '../../db/schema/loyalty.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import { couponTemplates, exchangeOffers } from '../../db/schema/value.ts';
import type { Seed } from '../../db/seed.ts';
import { DEMO_DRIVER_MOBILE, DEMO_OLD_SHIPPER_MOBILE } from '../users/seed.ts';
import { DEMO_TEMPLATES } from '../value/seed.ts';
import { PUBLISHED_GRADES, type PublishedGrade } from './grade-levels.ts';
import { recomputeGrade } from './grades.ts';

const OPEN = new Date('2026-11-01T00:00:00+08:00');
const CLOSE = new Date('2030-12-31T23:59:59+08:00');
const DAY_MS = 86_400_000;

export const gradesSeed: Seed = {
  name: 'loyalty.grades',
  // 2: the next-working-day settlement said as such in its title and summary (it said 'next day').
  // 3: the daily draw is every driver's, not "verified drivers'" (issue 44, ADR 015).
  version: 3,
  demoOnly: false,
  run: (db) => publishGrades(db, PUBLISHED_GRADES),
};

/**
 * Publishes `grades`: missing levels and rights are added; the words of those no operator has
 * edited are replaced by the seed's (a new version of the terms). A row an operator edited
 * (edited_at set, ADR 046) keeps its words, and a level's threshold and a right's level and place
 * are never moved by the seed: they are the operators' once published.
 */
export async function publishGrades(db: Db, grades: readonly PublishedGrade[]): Promise<void> {
  for (const grade of grades) {
    const [held] = await db
      .select()
      .from(gradeLevels)
      .where(and(eq(gradeLevels.userType, grade.userType), eq(gradeLevels.level, grade.level)));
    if (held) {
      if (held.editedAt === null) {
        await db
          .update(gradeLevels)
          .set({ nameZh: grade.name[0], nameEn: grade.name[1], updatedAt: new Date() })
          .where(and(eq(gradeLevels.userType, grade.userType), eq(gradeLevels.level, grade.level)));
      }
    } else {
      // A new level of the seed's, published unless it would break the thresholds' order the
      // operators keep (a lower level at or above its threshold, a higher one at or below it).
      const levels = await db
        .select()
        .from(gradeLevels)
        .where(eq(gradeLevels.userType, grade.userType));
      const fits = levels.every((each) =>
        each.level < grade.level ? each.minCount < grade.minCount : each.minCount > grade.minCount,
      );
      if (!fits) continue;
      await db.insert(gradeLevels).values({
        userType: grade.userType,
        level: grade.level,
        nameZh: grade.name[0],
        nameEn: grade.name[1],
        minCount: grade.minCount,
      });
    }
    for (const [position, right] of grade.rights.entries()) {
      const words = {
        titleZh: right.title[0],
        titleEn: right.title[1],
        summaryZh: right.summary[0],
        summaryEn: right.summary[1],
        detailZh: right.detail[0],
        detailEn: right.detail[1],
      };
      await db
        .insert(gradeRights)
        .values({
          userType: grade.userType,
          level: grade.level,
          slug: right.slug,
          ...words,
          position,
        })
        // A new version of the seed publishes its words over the old ones (the terms a right
        // states are the seed's, ADR 022), unless an operator edited the right (ADR 046); which
        // grade a right belongs to and its place stay.
        .onConflictDoUpdate({
          target: [gradeRights.userType, gradeRights.slug],
          // A new version of the words is a new version of the row (a console open on the old
          // one is refused rather than saving over them unseen).
          set: { ...words, updatedAt: new Date() },
          setWhere: isNull(gradeRights.editedAt),
        });
    }
  }
}

type Reward = [asset: Exclude<ValueAsset, 'cash_fen'>, amount: number];

/** Cycle days 1..7 of the demo sign-ins. */
export const DEMO_SIGN_INS = [
  {
    slug: 'demo-shipper-sign-in',
    userType: USER_TYPE.shipper,
    title: ['货主每日签到', 'Shippers’ daily sign-in'],
    cycle: [
      ['points', 10],
      ['points', 10],
      ['points', 15],
      ['points', 15],
      ['points', 20],
      ['points', 20],
      ['points', 50],
    ] as Reward[],
  },
  {
    slug: 'demo-driver-sign-in',
    userType: USER_TYPE.driver,
    title: ['司机每日签到', 'Drivers’ daily sign-in'],
    cycle: [
      ['lucky_beans', 5],
      ['lucky_beans', 5],
      ['lucky_beans', 10],
      ['lucky_beans', 10],
      ['lucky_beans', 15],
      ['lucky_beans', 15],
      ['lucky_beans', 30],
    ] as Reward[],
  },
] as const;

/** Units of each cycle day's reward. */
const SIGN_IN_STOCK = 100_000;

interface DemoTask {
  slug: string;
  userType: 1 | 3;
  title: [string, string];
  rules: [string, string];
  metric: TaskMetric;
  target: number;
  period: TaskPeriod;
  reward: Reward;
}

export const DEMO_TASKS: readonly DemoTask[] = [
  {
    slug: 'demo-shipper-task-sign-in',
    userType: USER_TYPE.shipper,
    title: ['今日签到', 'Sign in today'],
    rules: ['今天签到一次即可领取，每天一次。', 'Sign in today, then claim; once a day.'],
    metric: 'sign_in_days',
    target: 1,
    period: 'day',
    // Enough for the ¥5 coupon of the demo offers (50 beans).
    reward: ['lucky_beans', 50],
  },
  {
    slug: 'demo-shipper-task-publish',
    userType: USER_TYPE.shipper,
    title: ['本周发布 3 单货', 'Publish 3 shipments this week'],
    rules: [
      '本周（周一至周日）发布 3 单货即可领取，取消的不计。',
      'Publish 3 shipments this week (Monday to Sunday); cancelled ones do not count.',
    ],
    metric: 'shipments_published',
    target: 3,
    period: 'week',
    reward: ['points', 100],
  },
  {
    slug: 'demo-shipper-task-complete',
    userType: USER_TYPE.shipper,
    title: ['本周完成 1 单', 'Complete a shipment this week'],
    rules: [
      '本周确认收货 1 单即可领取。',
      'Confirm the delivery of one shipment this week, then claim.',
    ],
    metric: 'shipments_completed',
    target: 1,
    period: 'week',
    reward: ['lucky_beans', 50],
  },
  {
    slug: 'demo-shipper-task-exchange',
    userType: USER_TYPE.shipper,
    title: ['本周兑换 1 次', 'Exchange once this week'],
    rules: [
      '本周用积分或福豆兑换 1 张优惠券即可领取。',
      'Exchange points or lucky beans for a coupon once this week, then claim.',
    ],
    metric: 'exchanges',
    target: 1,
    period: 'week',
    reward: ['lucky_beans', 20],
  },
  {
    slug: 'demo-shipper-task-invite',
    userType: USER_TYPE.shipper,
    title: ['邀请好友完成首单', 'A friend you invited ships'],
    rules: [
      '您邀请的好友完成首单后即可领取，限一次。',
      'Once a friend you invited completes their first shipment, claim; once only.',
    ],
    metric: 'referrals_qualified',
    target: 1,
    period: 'once',
    reward: ['points', 500],
  },
  {
    slug: 'demo-driver-task-sign-in',
    userType: USER_TYPE.driver,
    title: ['本周签到 5 天', 'Sign in 5 days this week'],
    rules: [
      '本周（周一至周日）签到 5 天即可领取。',
      'Sign in on 5 days this week (Monday to Sunday), then claim.',
    ],
    metric: 'sign_in_days',
    target: 5,
    period: 'week',
    reward: ['lucky_beans', 30],
  },
  {
    slug: 'demo-driver-task-carry-today',
    userType: USER_TYPE.driver,
    title: ['今日完成 1 单运输', 'Deliver a load today'],
    rules: [
      '今天有 1 单运输经货主确认收货即可领取，每天一次。',
      'Once a load you carried is confirmed by its shipper today, claim; once a day.',
    ],
    metric: 'shipments_completed',
    target: 1,
    period: 'day',
    reward: ['points', 20],
  },
  {
    slug: 'demo-driver-task-carry-week',
    userType: USER_TYPE.driver,
    title: ['本周完成 5 单运输', 'Deliver 5 loads this week'],
    rules: [
      '本周有 5 单运输经货主确认收货即可领取。',
      'Once 5 loads you carried are confirmed this week, claim.',
    ],
    metric: 'shipments_completed',
    target: 5,
    period: 'week',
    reward: ['lucky_beans', 100],
  },
  {
    slug: 'demo-driver-task-invite',
    userType: USER_TYPE.driver,
    title: ['邀请好友', 'Invite a friend'],
    rules: [
      '您邀请的好友达成活动条件后即可领取，限一次。',
      'Once a friend you invited qualifies, claim; once only.',
    ],
    metric: 'referrals_qualified',
    target: 1,
    period: 'once',
    reward: ['points', 300],
  },
];

/** Shippers may exchange this offer twice each. */
export const DEMO_LIMITED_OFFER = {
  slug: 'demo-offer-freight-30-beans-limit',
  template: 'freight30',
  costAsset: 'lucky_beans',
  costAmount: 60,
  total: 200,
  perUserLimit: 2,
} as const;

/** Loads the demo driver has carried to completion: Silver (30), 24 short of Gold (60). */
export const DEMO_DRIVER_LOADS = 36;

const nameOf = (asset: Reward[0], amount: number): [string, string] =>
  asset === 'points'
    ? [`${amount} 积分`, `${amount} points`]
    : [`${amount} 福豆`, `${amount} lucky beans`];

/** A published campaign with its losing tier (position 0) and prize tiers; none if loaded before. */
async function insertCampaign(
  db: Db,
  campaign: {
    slug: string;
    kind: 'sign_in' | 'task';
    userType: 1 | 3;
    title: readonly [string, string];
    rules: readonly [string, string];
    perDayLimit: number | null;
    prizes: readonly { reward: Reward; total: number }[];
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(campaigns)
    .values({
      slug: campaign.slug,
      kind: campaign.kind,
      titleZh: campaign.title[0],
      titleEn: campaign.title[1],
      rulesZh: campaign.rules[0],
      rulesEn: campaign.rules[1],
      userType: campaign.userType,
      audience: 'all',
      startsAt: OPEN,
      endsAt: CLOSE,
      perDayLimit: campaign.perDayLimit,
      perCampaignLimit: null,
      budgetUnits: campaign.prizes.reduce((sum, prize) => sum + prize.total, 0),
      budgetFen: 0,
      lockSeconds: null,
      publishedAt: OPEN,
      createdAt: OPEN,
      updatedAt: OPEN,
    })
    .onConflictDoNothing({ target: campaigns.slug })
    .returning({ id: campaigns.id });
  if (!row) return undefined;
  await db.insert(campaignTiers).values([
    {
      campaignId: row.id,
      position: 0,
      nameZh: campaign.kind === 'sign_in' ? '当日奖励已发完' : '奖励已发完',
      nameEn: campaign.kind === 'sign_in' ? 'Today’s reward has run out' : 'Rewards have run out',
      prize: 'none',
      amount: 0,
      valueFen: 0,
      weight: 0,
    },
    ...campaign.prizes.map(({ reward: [asset, amount], total }, i) => {
      const [nameZh, nameEn] = nameOf(asset, amount);
      return {
        campaignId: row.id,
        position: i + 1,
        nameZh: campaign.kind === 'sign_in' ? `第 ${i + 1} 天 ${nameZh}` : nameZh,
        nameEn: campaign.kind === 'sign_in' ? `Day ${i + 1}: ${nameEn}` : nameEn,
        prize: asset,
        amount,
        valueFen: 0,
        weight: 1,
        total,
        remaining: total,
      };
    }),
  ]);
  return row.id;
}

/**
 * A shipment `driverUserId` carried for `shipperUserId`, completed at `completedAt` (Shanghai to
 * Suzhou, as a flash-sale line's would be, but without a line): demo data and tests.
 */
export function completedLoad(shipperUserId: number, driverUserId: number, completedAt: number) {
  const takenAt = completedAt - 1.5 * DAY_MS;
  return {
    shipperUserId,
    state: 'completed',
    originCode: '310100',
    originName: '上海市',
    destinationCode: '320500',
    destinationName: '苏州市',
    vehicleType: 'high_rail',
    vehicleLengthDm: 96,
    stops: [
      {
        kind: 'load',
        regionCode: '310115',
        regionName: '上海市 浦东新区',
        address: '外高桥保税区港城路 1 号',
      },
      {
        kind: 'unload',
        regionCode: '320505',
        regionName: '江苏省 苏州市 虎丘区',
        address: '苏州高新区长江路 88 号',
      },
    ],
    loadDate: todayInChina(takenAt),
    goodsName: '日用百货',
    weightKg: 8000,
    volumeTenthsM3: 300,
    packaging: 'carton',
    receipt: {
      name: '李收货',
      mobile: '13700009999',
      regionCode: '320505',
      regionName: '江苏省 苏州市 虎丘区',
      address: '苏州高新区长江路 88 号',
    },
    priceFen: 180_000,
    driverUserId,
    publishedAt: new Date(takenAt - 0.5 * DAY_MS),
    takenAt: new Date(takenAt),
    deliveredAt: new Date(completedAt - 3 * 3600_000),
    completedAt: new Date(completedAt),
  } satisfies typeof shipments.$inferInsert;
}

/** The demo driver's completed loads, each for the shipper registered long ago, weeks back. */
async function seedCarriedLoads(db: Db, now: number): Promise<void> {
  const found = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, [DEMO_DRIVER_MOBILE, DEMO_OLD_SHIPPER_MOBILE]));
  const driver = found.find((u) => u.mobile === DEMO_DRIVER_MOBILE);
  const shipper = found.find((u) => u.mobile === DEMO_OLD_SHIPPER_MOBILE);
  if (!driver || !shipper) return;
  const [carried] = await db
    .select({ n: count() })
    .from(shipments)
    .where(and(eq(shipments.driverUserId, driver.id), eq(shipments.state, 'completed')));
  if ((carried?.n ?? 0) > 0) return;
  const rows = Array.from({ length: DEMO_DRIVER_LOADS }, (_, i) =>
    // Completed 10 to 150 days ago: none in this week's or today's tasks.
    completedLoad(shipper.id, driver.id, now - (10 + i * 4) * DAY_MS),
  );
  await db.insert(shipments).values(rows);
  await recomputeGrade(db, shipper.id, USER_TYPE.shipper, now);
  await recomputeGrade(db, driver.id, USER_TYPE.driver, now);
}

export const demoLoyaltySeed: Seed = {
  name: 'loyalty.demo',
  version: 1,
  demoOnly: true,
  async run(db) {
    const now = Date.now();
    for (const signIn of DEMO_SIGN_INS) {
      await insertCampaign(db, {
        slug: signIn.slug,
        kind: 'sign_in',
        userType: signIn.userType,
        title: signIn.title,
        rules: [
          '1. 每天（北京时间）可签到一次，按连续签到天数领取当天奖励，7 天为一个周期。\n2. 断签后从第 1 天重新开始。\n3. 某天的奖励发完后，签到仍计入连续天数。',
          '1. Sign in once a day (Beijing time) for the reward of that day of your streak; the cycle is 7 days.\n2. A missed day starts the streak again at day 1.\n3. Once a day’s reward has run out, signing in still counts for the streak.',
        ],
        perDayLimit: 1,
        prizes: signIn.cycle.map((reward) => ({ reward, total: SIGN_IN_STOCK })),
      });
    }
    for (const task of DEMO_TASKS) {
      const campaignId = await insertCampaign(db, {
        slug: task.slug,
        kind: 'task',
        userType: task.userType,
        title: task.title,
        rules: task.rules,
        perDayLimit: null,
        prizes: [{ reward: task.reward, total: 100_000 }],
      });
      if (campaignId === undefined) continue;
      await db
        .insert(loyaltyTasks)
        .values({ campaignId, metric: task.metric, target: task.target, period: task.period })
        .onConflictDoNothing();
    }

    const [template] = await db
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(eq(couponTemplates.slug, DEMO_TEMPLATES[DEMO_LIMITED_OFFER.template].slug));
    if (template) {
      await db
        .insert(exchangeOffers)
        .values({
          slug: DEMO_LIMITED_OFFER.slug,
          templateId: template.id,
          costAsset: DEMO_LIMITED_OFFER.costAsset,
          costAmount: DEMO_LIMITED_OFFER.costAmount,
          total: DEMO_LIMITED_OFFER.total,
          remaining: DEMO_LIMITED_OFFER.total,
          perUserLimit: DEMO_LIMITED_OFFER.perUserLimit,
          startsAt: OPEN,
          endsAt: CLOSE,
        })
        .onConflictDoNothing({ target: exchangeOffers.slug });
    }

    await seedCarriedLoads(db, now);
  },
};
