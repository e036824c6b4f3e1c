// Demo games (never in production; ADR 030), so that `npm start` shows them running: a shippers'
// price cut (friends cut ¥30 within 24 hours for a ¥30 freight coupon) and a word collection for
// everyone (福满货运, 运 the rarest, five draws a day, 500 points for the full set). The demo
// collector (a driver, 13900000030) already holds every character once, so the redemption can be
// shown without drawing for days. Operators create real ones through /ops/api/campaigns.

import type { CampaignInput } from '@freight/contract/ops';
import { and, eq } from 'drizzle-orm';
import {
  campaignCutTerms,
  campaignWordCards,
  campaignWords,
} from '../../db/schema/campaign-games.ts';
import { campaignTiers, campaigns } from '../../db/schema/campaigns.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import { couponTemplates } from '../../db/schema/value.ts';
import type { Seed } from '../../db/seed.ts';
import { DEMO_TEMPLATES } from '../value/seed.ts';

/** The demo driver who holds a full set of the demo phrase. */
export const DEMO_COLLECTOR_MOBILE = '13900000030';

const OPEN = '2026-11-01T00:00:00+08:00';
const CLOSE = '2030-12-31T23:59:59+08:00';

type DemoGame = Omit<CampaignInput, 'tiers' | 'referral' | 'drawPage'> & {
  prize: Omit<CampaignInput['tiers'][number], 'couponTemplateId' | 'position' | 'weight'> & {
    template?: keyof typeof DEMO_TEMPLATES;
  };
};

const LOSING = {
  position: 0,
  nameZh: '谢谢参与',
  nameEn: 'No prize',
  prize: 'none',
  amount: 0,
  valueFen: 0,
  weight: 0,
  total: null,
  fallbackPosition: null,
  couponTemplateId: null,
} as const;

export const DEMO_GAMES: readonly DemoGame[] = [
  {
    slug: 'demo-shipper-cut',
    kind: 'cut_price',
    titleZh: '砍价得运费券',
    titleEn: 'Cut the price, win a freight coupon',
    rulesZh:
      '1. 货主发起砍价后，把链接分享给好友；好友登录后每人可帮砍一次，每刀 ¥1.00-¥8.00，由平台随机决定，越到最后砍得越少，最后一刀补足余额。\n2. 24 小时内砍满 ¥30.00，即得 30 元运费券，放入“我的优惠券”；超时未砍完，砍价作废，可重新发起。\n3. 每位好友每天最多帮砍 3 次；每位货主每天最多发起 2 次。\n4. 奖品数量有限，发完即止。',
    rulesEn:
      '1. A shipper starts a price cut and shares the link; each friend who logs in may cut once, ¥1.00-¥8.00 a cut picked at random, smaller towards the end; the last cut takes what is left.\n2. Reach ¥30.00 within 24 hours and win a ¥30 freight coupon in “My coupons”; a cut not finished in time lapses, and you may start another.\n3. Each friend may help 3 times a day; each shipper may start 2 cuts a day.\n4. Prizes are limited; when they are gone, the activity ends.',
    userType: USER_TYPE.shipper,
    audience: 'all',
    startsAt: OPEN,
    endsAt: CLOSE,
    perDayLimit: 2,
    perCampaignLimit: null,
    budgetUnits: 200,
    budgetFen: 600_000,
    lockSeconds: null,
    cutPrice: { targetFen: 3000, minCutFen: 100, maxCutFen: 800, hours: 24, helpsPerDay: 3 },
    collectWords: null,
    prize: {
      nameZh: '30 元运费券',
      nameEn: '¥30 off freight',
      prize: 'coupon',
      template: 'freight30',
      amount: 1,
      valueFen: 3000,
      total: 200,
      fallbackPosition: null,
    },
  },
  {
    slug: 'demo-collect-words',
    kind: 'collect_words',
    titleZh: '集字赢好礼',
    titleEn: 'Collect the words, win a gift',
    rulesZh:
      '1. 每人每天可抽字 5 次，每次得到“福满货运”中的一个字，各字出现的概率见本页“怎么玩”。\n2. 集齐四个字即可兑换 500 积分，每人限兑换一次，兑换时每个字各用掉一张。\n3. 奖品数量有限，兑完即止。',
    rulesEn:
      '1. Everyone may draw 5 times a day; each draw gives one character of “福满货运”, with the chances given under “How it works” on this page.\n2. With all four characters, redeem 500 points, once per person; redeeming uses one card of each.\n3. Prizes are limited; when they are gone, the activity ends.',
    userType: null,
    audience: 'all',
    startsAt: OPEN,
    endsAt: CLOSE,
    perDayLimit: 5,
    perCampaignLimit: null,
    budgetUnits: 1000,
    budgetFen: 0,
    lockSeconds: null,
    cutPrice: null,
    collectWords: { phrase: '福满货运', weights: [30, 30, 30, 10] },
    prize: {
      nameZh: '500 积分',
      nameEn: '500 points',
      prize: 'points',
      amount: 500,
      valueFen: 0,
      total: 1000,
      fallbackPosition: null,
    },
  },
];

/**
 * The words of the collect-words rules before version 2: they put the odds "below", where the page
 * shows them above (under "How it works", before the operator's rules).
 */
export const RULES_BEFORE_2 = {
  zh: '1. 每人每天可抽字 5 次，每次得到“福满货运”中的一个字，各字出现的概率见下方。\n2. 集齐四个字即可兑换 500 积分，每人限兑换一次，兑换时每个字各用掉一张。\n3. 奖品数量有限，兑完即止。',
  en: '1. Everyone may draw 5 times a day; each draw gives one character of “福满货运”, with the chances shown below.\n2. With all four characters, redeem 500 points, once per person; redeeming uses one card of each.\n3. Prizes are limited; when they are gone, the activity ends.',
};

export const demoCampaignGamesSeed: Seed = {
  name: 'campaign-games.demo',
  // 2: the collect-words rules say where the odds are (on this page, not "below").
  version: 2,
  demoOnly: true,
  async run(db) {
    // A database seeded by version 1: the rules as first written get the new words; rules an
    // operator has changed are theirs.
    for (const demo of DEMO_GAMES) {
      if (demo.kind !== 'collect_words') continue;
      await db
        .update(campaigns)
        .set({ rulesZh: demo.rulesZh })
        .where(and(eq(campaigns.slug, demo.slug), eq(campaigns.rulesZh, RULES_BEFORE_2.zh)));
      await db
        .update(campaigns)
        .set({ rulesEn: demo.rulesEn })
        .where(and(eq(campaigns.slug, demo.slug), eq(campaigns.rulesEn, RULES_BEFORE_2.en)));
    }
    for (const { prize, cutPrice, collectWords, ...demo } of DEMO_GAMES) {
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
      // Loaded before: its tiers and terms are there (and may have been played).
      if (!campaign) continue;
      const { template, ...tier } = prize;
      let couponTemplateId: number | null = null;
      if (template) {
        const [found] = await db
          .select({ id: couponTemplates.id })
          .from(couponTemplates)
          .where(eq(couponTemplates.slug, DEMO_TEMPLATES[template].slug));
        if (!found) throw new Error(`demo template ${template} missing`);
        couponTemplateId = found.id;
      }
      await db.insert(campaignTiers).values([
        { ...LOSING, campaignId: campaign.id },
        {
          ...tier,
          position: 1,
          weight: 1,
          couponTemplateId,
          campaignId: campaign.id,
          remaining: tier.total,
        },
      ]);
      if (cutPrice)
        await db.insert(campaignCutTerms).values({ campaignId: campaign.id, ...cutPrice });
      if (collectWords) {
        await db.insert(campaignWords).values(
          Array.from(collectWords.phrase).map((char, position) => ({
            campaignId: campaign.id,
            position,
            char,
            weight: collectWords.weights[position] ?? 1,
          })),
        );
        await db
          .insert(users)
          .values({
            mobile: DEMO_COLLECTOR_MOBILE,
            userType: USER_TYPE.driver,
            name: '集字演示司机',
          })
          .onConflictDoNothing({ target: users.mobile });
        const [collector] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.mobile, DEMO_COLLECTOR_MOBILE));
        if (!collector) throw new Error('demo collector missing');
        await db.insert(campaignWordCards).values(
          collectWords.weights.map((_, position) => ({
            campaignId: campaign.id,
            userId: collector.id,
            position,
            count: 1,
          })),
        );
      }
    }
  },
};
