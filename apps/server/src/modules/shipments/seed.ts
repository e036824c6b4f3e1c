// Demo flash-sale lines (never in production), each a published `seckill` campaign whose one tier
// is its trucks: two running (Shanghai to Suzhou, Shanghai to Hangzhou) and one opening in two days
// (Guangzhou to Shenzhen). Dates count from the seeding, so a fresh start always has trucks to grab
// for the coming days. Operators make real lines.

import { todayInChina } from '@freight/contract/china-time';
import { DEMO_SHIPMENT_REF } from '@freight/contract/endpoints/shipment-values';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns, campaignTiers } from '../../db/schema/campaigns.ts';
import { flashSaleLines, shipments } from '../../db/schema/shipments.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';
import { DEMO_BOARD_SHIPPER_MOBILE } from '../users/seed.ts';

const DAY_MS = 86_400_000;

interface DemoLine {
  slug: string;
  titleZh: string;
  titleEn: string;
  origin: [code: string, name: string];
  destination: [code: string, name: string];
  vehicleType: string;
  vehicleLengthDm: number;
  maxLoadKg: number;
  priceFen: number;
  originalPriceFen: number;
  trucks: number;
  /** Days from the seeding: the sale opens, the truck leaves. */
  opensInDays: number;
  departsInDays: number;
}

export const DEMO_LINES: readonly DemoLine[] = [
  {
    slug: 'demo-line-shanghai-suzhou',
    titleZh: '上海 → 苏州 9.6 米高栏特价车',
    titleEn: 'Shanghai → Suzhou, 9.6 m high-rail truck at a sale price',
    origin: ['310100', '上海市'],
    destination: ['320500', '苏州市'],
    vehicleType: 'high_rail',
    vehicleLengthDm: 96,
    maxLoadKg: 18_000,
    priceFen: 180_000,
    originalPriceFen: 260_000,
    trucks: 5,
    opensInDays: -1,
    departsInDays: 3,
  },
  {
    slug: 'demo-line-shanghai-hangzhou',
    titleZh: '上海 → 杭州 4.2 米厢式特价车',
    titleEn: 'Shanghai → Hangzhou, 4.2 m van at a sale price',
    origin: ['310100', '上海市'],
    destination: ['330100', '杭州市'],
    vehicleType: 'van',
    vehicleLengthDm: 42,
    maxLoadKg: 3000,
    priceFen: 65_000,
    originalPriceFen: 90_000,
    trucks: 8,
    opensInDays: -1,
    departsInDays: 2,
  },
  {
    slug: 'demo-line-guangzhou-shenzhen',
    titleZh: '广州 → 深圳 13 米平板特价车',
    titleEn: 'Guangzhou → Shenzhen, 13 m flatbed at a sale price',
    origin: ['440100', '广州市'],
    destination: ['440300', '深圳市'],
    vehicleType: 'flatbed',
    vehicleLengthDm: 130,
    maxLoadKg: 30_000,
    priceFen: 120_000,
    originalPriceFen: 170_000,
    trucks: 4,
    opensInDays: 2,
    departsInDays: 5,
  },
];

/** 10:00 Beijing time, `days` from `now`'s day. */
function tenOClock(now: number, days: number): Date {
  return new Date(`${todayInChina(now + days * DAY_MS)}T10:00:00+08:00`);
}

export const demoFlashSaleSeed: Seed = {
  name: 'flash-sale.demo',
  version: 1,
  demoOnly: true,
  async run(db) {
    const now = Date.now();
    for (const demo of DEMO_LINES) {
      const departure = tenOClock(now, demo.departsInDays);
      const [campaign] = await db
        .insert(campaigns)
        .values({
          slug: demo.slug,
          kind: 'seckill',
          titleZh: demo.titleZh,
          titleEn: demo.titleEn,
          rulesZh:
            '1. 每位货主每条线路限抢 1 辆。\n2. 抢到后请在 10 分钟内填写货物信息并发布，超时名额退回。\n3. 发布后、司机接单前可以取消，名额退回。',
          rulesEn:
            '1. One truck per shipper on each line.\n2. Publish your shipment within 10 minutes of grabbing, or the truck goes back to stock.\n3. You may cancel until a driver takes it; the truck goes back to stock.',
          userType: USER_TYPE.shipper,
          audience: 'all',
          startsAt: tenOClock(now, demo.opensInDays),
          // The sale closes the evening before the truck leaves.
          endsAt: new Date(departure.getTime() - 16 * 3600_000),
          perDayLimit: null,
          perCampaignLimit: 1,
          budgetUnits: demo.trucks,
          budgetFen: demo.trucks * (demo.originalPriceFen - demo.priceFen),
          lockSeconds: 600,
          publishedAt: new Date(now),
        })
        .onConflictDoNothing({ target: campaigns.slug })
        .returning({ id: campaigns.id });
      // Loaded before: the line is there (and may have been grabbed from).
      if (!campaign) continue;
      await db.insert(campaignTiers).values({
        campaignId: campaign.id,
        position: 0,
        nameZh: '未抢到',
        nameEn: 'None',
        prize: 'none',
        amount: 0,
        valueFen: 0,
        weight: 0,
      });
      const [tier] = await db
        .insert(campaignTiers)
        .values({
          campaignId: campaign.id,
          position: 1,
          nameZh: '特价车一辆',
          nameEn: 'One truck',
          prize: 'capacity',
          amount: 1,
          valueFen: demo.originalPriceFen - demo.priceFen,
          weight: 1,
          total: demo.trucks,
          remaining: demo.trucks,
        })
        .returning({ id: campaignTiers.id });
      if (!tier) continue;
      await db.insert(flashSaleLines).values({
        campaignId: campaign.id,
        tierId: tier.id,
        originCode: demo.origin[0],
        originName: demo.origin[1],
        destinationCode: demo.destination[0],
        destinationName: demo.destination[1],
        vehicleType: demo.vehicleType,
        vehicleLengthDm: demo.vehicleLengthDm,
        maxLoadKg: demo.maxLoadKg,
        departureDate: todayInChina(departure.getTime()),
        priceFen: demo.priceFen,
        originalPriceFen: demo.originalPriceFen,
      });
    }
  },
};

/** The demo line with this slug's campaign id (tests). */
export async function demoLineId(db: Parameters<Seed['run']>[0], slug: string): Promise<number> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.slug, slug));
  if (!row) throw new Error(`demo line ${slug} not seeded`);
  return row.id;
}

// The demo shipment open on the board (DEMO_SHIPMENT_REF, fixed for links, screenshots and the
// benchmark): Shanghai to Suzhou, shipped by the board's demo shipper, whom no test logs in. Its
// loading day is kept two days ahead at every start while it is open; once a driver takes it, it
// is theirs as any other.

/** The demo shipment's loading day: two days after `now`'s day in China. */
function demoLoadDate(now: number): string {
  return todayInChina(now + 2 * DAY_MS);
}

export const demoShipmentSeed: Seed = {
  name: 'shipments.demo-board',
  version: 1,
  demoOnly: true,
  async run(db) {
    const [shipper] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, DEMO_BOARD_SHIPPER_MOBILE));
    if (!shipper) return;
    const now = Date.now();
    await db
      .insert(shipments)
      .values({
        ref: DEMO_SHIPMENT_REF,
        shipperUserId: shipper.id,
        state: 'published',
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
            regionName: '上海市 上海市 浦东新区',
            placeName: '上海港洋山港区',
            address: '同盛大道 1 号 3 号门',
          },
          {
            kind: 'unload',
            regionCode: '320506',
            regionName: '江苏省 苏州市 吴中区',
            address: '木渎镇金枫南路 88 号仓库',
          },
        ],
        loadDate: demoLoadDate(now),
        goodsName: '日用百货',
        weightKg: 8000,
        volumeTenthsM3: 305,
        packaging: 'carton',
        remarks: '纸箱装，怕压，请带篷布',
        receipt: {
          name: '李强',
          mobile: '13700000041',
          regionCode: '320506',
          regionName: '江苏省 苏州市 吴中区',
          address: '木渎镇金枫南路 88 号仓库',
        },
        priceFen: 180_000,
        publishedAt: new Date(now),
      })
      .onConflictDoNothing({ target: shipments.ref });
  },
  async refresh(db: Db, now: number) {
    await db
      .update(shipments)
      .set({ loadDate: demoLoadDate(now) })
      .where(and(eq(shipments.ref, DEMO_SHIPMENT_REF), eq(shipments.state, 'published')));
  },
};
