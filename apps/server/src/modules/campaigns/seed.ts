// Demo campaigns (never in production), so that `npm start` shows running activities: a driver's
// draw (coupon, points and lucky-bean prizes, three draws a day), a driver's daily blessing slip
// (one a day, points, presented on the blessing page), a shipper's red-packet rain, a flash sale
// whose grabs hold a unit for five minutes, and a draw scheduled for later (its rules are
// published, it cannot be drawn yet), and a gift pack for new shippers and one for new drivers.
// Operators create real ones through /ops/api/campaigns.

import type { DrawPage } from '@freight/contract/endpoints/campaigns';
import type { CampaignInput } from '@freight/contract/ops';
import { eq, inArray } from 'drizzle-orm';
import { campaignTiers, campaigns } from '../../db/schema/campaigns.ts';
import { USER_TYPE } from '../../db/schema/users.ts';
import { couponTemplates } from '../../db/schema/value.ts';
import type { Seed } from '../../db/seed.ts';
import { DEMO_TEMPLATES } from '../value/seed.ts';

type TemplateKey = keyof typeof DEMO_TEMPLATES;
type DemoTier = Omit<CampaignInput['tiers'][number], 'couponTemplateId'> & {
  template?: TemplateKey;
};
type DemoCampaign = Omit<CampaignInput, 'tiers' | 'drawPage'> & {
  tiers: DemoTier[];
  /** A draw's page when not the lucky draw (the column's default). */
  drawPage?: DrawPage;
};

const OPEN = '2026-11-01T00:00:00+08:00';
const CLOSE = '2030-12-31T23:59:59+08:00';

const losing = (weight: number): DemoTier => ({
  position: 0,
  nameZh: '谢谢参与',
  nameEn: 'Better luck next time',
  prize: 'none',
  amount: 0,
  valueFen: 0,
  weight,
  total: null,
  fallbackPosition: null,
});

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    slug: 'demo-driver-draw',
    kind: 'draw',
    titleZh: '司机天天抽奖',
    titleEn: 'Drivers’ daily draw',
    rulesZh:
      '1. 司机每天可抽奖 3 次（无需认证），次数当天有效。\n2. 优惠券抽中后放入“我的优惠券”，积分和福豆即时到账。\n3. 奖品数量有限，某奖品发完后，抽中该奖品视为“谢谢参与”。',
    rulesEn:
      '1. Drivers (verified or not) may draw 3 times a day; unused draws do not carry over.\n2. Coupons go to “My coupons”; points and lucky beans are credited at once.\n3. Prizes are limited: once a prize is gone, drawing it counts as “Better luck next time”.',
    userType: USER_TYPE.driver,
    audience: 'all',
    startsAt: OPEN,
    endsAt: CLOSE,
    perDayLimit: 3,
    perCampaignLimit: null,
    budgetUnits: 3500,
    budgetFen: 500_000,
    lockSeconds: null,
    tiers: [
      losing(6000),
      {
        position: 1,
        nameZh: '10 元 ETC 通行券',
        nameEn: '¥10 ETC toll coupon',
        prize: 'coupon',
        template: 'etc10',
        amount: 1,
        valueFen: 1000,
        weight: 1500,
        total: 500,
        fallbackPosition: null,
      },
      {
        position: 2,
        nameZh: '88 积分',
        nameEn: '88 points',
        prize: 'points',
        amount: 88,
        valueFen: 0,
        weight: 2000,
        total: 2000,
        fallbackPosition: null,
      },
      {
        position: 3,
        nameZh: '20 福豆',
        nameEn: '20 lucky beans',
        prize: 'lucky_beans',
        amount: 20,
        valueFen: 0,
        weight: 500,
        total: 1000,
        fallbackPosition: 2,
      },
    ],
  },
  {
    slug: 'demo-driver-blessing',
    kind: 'draw',
    drawPage: 'daily_blessing',
    titleZh: '每日福签',
    titleEn: 'Daily blessing',
    rulesZh:
      '1. 司机每天可抽 1 支福签，当天有效。\n2. 签上的积分即时到账，可在账户明细里查看。\n3. 每支签都有一句祝福；平安签没有积分，祝您一路平安。',
    rulesEn:
      '1. Drivers may draw one blessing slip a day.\n2. Points on a slip are credited at once; see your account history.\n3. Every slip carries a blessing; the safe-journey slip has no points.',
    userType: USER_TYPE.driver,
    audience: 'all',
    startsAt: OPEN,
    endsAt: CLOSE,
    perDayLimit: 1,
    perCampaignLimit: null,
    budgetUnits: 70_000,
    budgetFen: 0,
    lockSeconds: null,
    tiers: [
      {
        position: 0,
        nameZh: '平安签：出车平安，一路顺风',
        nameEn: 'Safe journey: a safe trip all the way',
        prize: 'none',
        amount: 0,
        valueFen: 0,
        weight: 4000,
        total: null,
        fallbackPosition: null,
      },
      {
        position: 1,
        nameZh: '上上签：货源不断，满载而归',
        nameEn: 'Best of luck: full loads, every trip',
        prize: 'points',
        amount: 50,
        valueFen: 0,
        weight: 1000,
        total: 10_000,
        fallbackPosition: null,
      },
      {
        position: 2,
        nameZh: '上签：路顺天好，准时送达',
        nameEn: 'Good luck: clear roads, on time',
        prize: 'points',
        amount: 20,
        valueFen: 0,
        weight: 2500,
        total: 30_000,
        fallbackPosition: null,
      },
      {
        position: 3,
        nameZh: '吉签：回单顺利，运费早到',
        nameEn: 'Fortune: smooth receipts, early pay',
        prize: 'points',
        amount: 10,
        valueFen: 0,
        weight: 2500,
        total: 30_000,
        fallbackPosition: null,
      },
    ],
  },
  {
    slug: 'demo-shipper-red-packet',
    kind: 'red_packet_rain',
    titleZh: '货主红包雨',
    titleEn: 'Shippers’ red-packet rain',
    rulesZh:
      '1. 货主每天可抢 5 个红包。\n2. 现金红包计入“我的余额”，运费券放入“我的优惠券”。\n3. 红包数量有限，抢完即止。',
    rulesEn:
      '1. Shippers may open 5 red packets a day.\n2. Cash goes to “My balance”, freight coupons to “My coupons”.\n3. Red packets are limited; when they are gone, the rain stops giving.',
    userType: USER_TYPE.shipper,
    audience: 'all',
    startsAt: OPEN,
    endsAt: CLOSE,
    perDayLimit: 5,
    perCampaignLimit: null,
    budgetUnits: 400,
    budgetFen: 400_000,
    lockSeconds: null,
    tiers: [
      losing(3000),
      {
        position: 1,
        nameZh: '1.88 元现金红包',
        nameEn: '¥1.88 cash red packet',
        prize: 'cash_fen',
        amount: 188,
        valueFen: 188,
        weight: 5000,
        total: 300,
        fallbackPosition: null,
      },
      {
        position: 2,
        nameZh: '30 元运费券',
        nameEn: '¥30 off freight',
        prize: 'coupon',
        template: 'freight30',
        amount: 1,
        valueFen: 3000,
        weight: 2000,
        total: 100,
        fallbackPosition: 1,
      },
    ],
  },
  {
    slug: 'demo-driver-fuel-grab',
    kind: 'seckill',
    titleZh: '20 元加油券限时抢',
    titleEn: '¥20 fuel coupon flash sale',
    rulesZh:
      '1. 每位司机限抢 1 张。\n2. 抢到后请在 5 分钟内确认领取，超时名额退回。\n3. 领取后 30 天内有效，满 200 元可用。',
    rulesEn:
      '1. One per driver.\n2. Confirm within 5 minutes of grabbing, or the coupon goes back to stock.\n3. Valid for 30 days from receipt, on orders of ¥200 or more.',
    userType: USER_TYPE.driver,
    audience: 'all',
    startsAt: OPEN,
    endsAt: CLOSE,
    perDayLimit: null,
    perCampaignLimit: 1,
    budgetUnits: 50,
    budgetFen: 100_000,
    lockSeconds: 300,
    tiers: [
      losing(0),
      {
        position: 1,
        nameZh: '20 元加油券',
        nameEn: '¥20 fuel coupon',
        prize: 'coupon',
        template: 'fuel20',
        amount: 1,
        valueFen: 2000,
        weight: 1,
        total: 50,
        fallbackPosition: null,
      },
    ],
  },
  {
    slug: 'demo-spring-draw',
    kind: 'draw',
    titleZh: '春运平安抽奖',
    titleEn: 'Spring travel safety draw',
    rulesZh: '1. 活动开始后，每人每天可抽奖 1 次。\n2. 奖品为积分，即时到账。',
    rulesEn:
      '1. Once it starts, everyone may draw once a day.\n2. Prizes are points, credited at once.',
    userType: null,
    audience: 'all',
    startsAt: '2030-01-20T00:00:00+08:00',
    endsAt: '2030-02-28T23:59:59+08:00',
    perDayLimit: 1,
    perCampaignLimit: null,
    budgetUnits: 1000,
    budgetFen: 0,
    lockSeconds: null,
    tiers: [
      losing(5000),
      {
        position: 1,
        nameZh: '200 积分',
        nameEn: '200 points',
        prize: 'points',
        amount: 200,
        valueFen: 0,
        weight: 5000,
        total: 1000,
        fallbackPosition: null,
      },
    ],
  },
];

/** A new user's gift pack: every prize tier is an item; the losing tier is never given. */
const giftPack = (
  userType: 1 | 3,
  title: [string, string],
  items: Omit<DemoTier, 'weight' | 'fallbackPosition'>[],
): DemoCampaign => ({
  slug: userType === USER_TYPE.driver ? 'demo-driver-gift-pack' : 'demo-shipper-gift-pack',
  kind: 'gift_pack',
  titleZh: title[0],
  titleEn: title[1],
  rulesZh:
    '1. 活动开始后注册的新用户可领取一次，礼包内的物品一次全部到账。\n2. 优惠券放入“我的优惠券”，积分、福豆和现金计入账户余额。\n3. 礼包数量有限，领完即止。',
  rulesEn:
    '1. Users who signed up after the start may claim it once; everything in it lands at once.\n2. Coupons go to “My coupons”; points, lucky beans and cash to your balances.\n3. Packs are limited; when they are gone, the offer ends.',
  userType,
  audience: 'new',
  startsAt: OPEN,
  endsAt: CLOSE,
  perDayLimit: null,
  perCampaignLimit: 1,
  budgetUnits: items.reduce((sum, item) => sum + (item.total ?? 0), 0),
  budgetFen: items.reduce((sum, item) => sum + (item.total ?? 0) * item.valueFen, 0),
  lockSeconds: null,
  tiers: [losing(0), ...items.map((item) => ({ ...item, weight: 1, fallbackPosition: null }))],
});

const DEMO_GIFT_PACKS: readonly DemoCampaign[] = [
  giftPack(
    USER_TYPE.shipper,
    ['货主新人礼包', 'New shipper’s gift pack'],
    [
      {
        position: 1,
        nameZh: '30 元运费券',
        nameEn: '¥30 off freight',
        prize: 'coupon',
        template: 'freight30',
        amount: 1,
        valueFen: 3000,
        total: 500,
      },
      {
        position: 2,
        nameZh: '500 积分',
        nameEn: '500 points',
        prize: 'points',
        amount: 500,
        valueFen: 0,
        total: 500,
      },
    ],
  ),
  giftPack(
    USER_TYPE.driver,
    ['司机新人礼包', 'New driver’s gift pack'],
    [
      {
        position: 1,
        nameZh: '20 元加油券',
        nameEn: '¥20 fuel coupon',
        prize: 'coupon',
        template: 'fuel20',
        amount: 1,
        valueFen: 2000,
        total: 500,
      },
      {
        position: 2,
        nameZh: '200 福豆',
        nameEn: '200 lucky beans',
        prize: 'lucky_beans',
        amount: 200,
        valueFen: 0,
        total: 500,
      },
    ],
  ),
];

export const demoCampaignsSeed: Seed = {
  name: 'campaigns.demo',
  // 2: the new users' gift packs; 3: the blessing presented on its own page (drawPage).
  version: 4,
  demoOnly: true,
  async run(db) {
    const slugs = Object.values(DEMO_TEMPLATES).map((t) => t.slug);
    const templates = await db
      .select({ id: couponTemplates.id, slug: couponTemplates.slug })
      .from(couponTemplates)
      .where(inArray(couponTemplates.slug, slugs));
    const templateId = (key: TemplateKey | undefined) => {
      if (key === undefined) return null;
      const found = templates.find((t) => t.slug === DEMO_TEMPLATES[key].slug);
      if (!found) throw new Error(`demo template ${key} missing`);
      return found.id;
    };
    for (const { tiers, ...demo } of [...DEMO_CAMPAIGNS, ...DEMO_GIFT_PACKS]) {
      const [campaign] = await db
        .insert(campaigns)
        .values({
          ...demo,
          startsAt: new Date(demo.startsAt),
          endsAt: new Date(demo.endsAt),
          publishedAt: new Date(OPEN),
          createdAt: new Date(OPEN),
          updatedAt: new Date(OPEN),
        })
        .onConflictDoNothing({ target: campaigns.slug })
        .returning({ id: campaigns.id });
      // Loaded before: its tiers are there (and may have been drawn from). A database seeded
      // before version 3 gets the draw's page; before version 4, the rules' words (the driver
      // draw's said "认证司机" while any driver draws: ADR 015, audience).
      if (!campaign) {
        await db
          .update(campaigns)
          .set({
            rulesZh: demo.rulesZh,
            rulesEn: demo.rulesEn,
            ...(demo.drawPage ? { drawPage: demo.drawPage } : {}),
          })
          .where(eq(campaigns.slug, demo.slug));
        continue;
      }
      await db.insert(campaignTiers).values(
        tiers.map(({ template, ...tier }) => ({
          ...tier,
          campaignId: campaign.id,
          couponTemplateId: templateId(template),
          remaining: tier.total,
        })),
      );
    }
  },
};
