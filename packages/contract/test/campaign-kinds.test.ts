import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_KIND_PAGES,
  type KindPage,
  RED_ENGINE_KINDS,
} from '../src/endpoints/campaign-kind-pages.ts';
import {
  CAMPAIGN_KIND_REGISTRY,
  CAMPAIGN_KINDS,
  type CampaignKind,
  isCampaignKind,
  type KindInfo,
  type KindTerms,
  kindInfo,
  kindsWhere,
} from '../src/endpoints/campaign-kinds.ts';
import { campaignKind } from '../src/endpoints/campaigns.ts';
import { campaignInput, type CampaignInput } from '../src/ops/campaigns.ts';

// What each kind is, written out once more on purpose: a new kind, or a changed one, is a decision
// this table records (docs/campaign-kinds.md lists this file among a new kind's).
const EXPECTED: Record<CampaignKind, KindInfo> = {
  draw: {
    engine: 'draw',
    odds: true,
    terms: null,
    reason: 'campaign_prize',
    activityCentre: true,
  },
  red_packet_rain: {
    engine: 'draw',
    odds: true,
    terms: null,
    reason: 'campaign_prize',
    activityCentre: true,
  },
  collect_words: {
    engine: 'game',
    odds: true,
    terms: 'collectWords',
    reason: 'campaign_prize',
    activityCentre: true,
  },
  gift_pack: {
    engine: 'pack',
    odds: false,
    terms: null,
    reason: 'campaign_prize',
    activityCentre: true,
  },
  seckill: {
    engine: 'grab',
    odds: false,
    terms: null,
    reason: 'campaign_prize',
    activityCentre: true,
  },
  sign_in: {
    engine: 'chosen',
    odds: false,
    terms: null,
    reason: 'sign_in_reward',
    activityCentre: true,
  },
  task: {
    engine: 'chosen',
    odds: false,
    terms: 'task',
    reason: 'task_reward',
    activityCentre: false,
  },
  referral: {
    engine: 'programme',
    odds: false,
    terms: 'referral',
    reason: 'referral_reward',
    activityCentre: false,
  },
  cut_price: {
    engine: 'game',
    odds: false,
    terms: 'cutPrice',
    reason: 'campaign_prize',
    activityCentre: true,
  },
};

const EXPECTED_PAGES: Record<CampaignKind, KindPage> = {
  draw: { h5Path: '/luckdrawnew', redEngine: true },
  red_packet_rain: { h5Path: '/redpacketrain/index', redEngine: true },
  collect_words: { h5Path: '/collectword/index', redEngine: true },
  gift_pack: { h5Path: '/package/packageHome', redEngine: false },
  seckill: { h5Path: null, redEngine: false },
  sign_in: { h5Path: '/customer/signIn', redEngine: false },
  task: { h5Path: null, redEngine: false },
  referral: { h5Path: null, redEngine: false },
  cut_price: { h5Path: '/customer/cutReward', redEngine: true },
};

const TERMS: readonly KindTerms[] = ['cutPrice', 'collectWords', 'task', 'referral'];

describe('the registry of campaign kinds', () => {
  it('says of each kind what the table says', () => {
    expect(CAMPAIGN_KIND_REGISTRY).toEqual(EXPECTED);
    expect(CAMPAIGN_KIND_PAGES).toEqual(EXPECTED_PAGES);
  });

  it('is where the lists of kinds come from, in its order', () => {
    expect(CAMPAIGN_KINDS).toEqual(Object.keys(CAMPAIGN_KIND_REGISTRY));
    expect(Object.keys(CAMPAIGN_KIND_PAGES)).toEqual(CAMPAIGN_KINDS);
    expect(campaignKind.options).toEqual(CAMPAIGN_KINDS);
    expect(RED_ENGINE_KINDS).toEqual(
      CAMPAIGN_KINDS.filter((kind) => EXPECTED_PAGES[kind].redEngine),
    );
    expect(kindsWhere('engine', 'chosen')).toEqual(['sign_in', 'task']);
    expect(kindsWhere('activityCentre', false)).toEqual(['task', 'referral']);
  });

  it('gives a page to every kind /redengine lists, each page its own', () => {
    for (const kind of RED_ENGINE_KINDS) {
      expect(CAMPAIGN_KIND_PAGES[kind].h5Path, kind).toMatch(/^\/\w/);
    }
    const paths = CAMPAIGN_KINDS.map((kind) => CAMPAIGN_KIND_PAGES[kind].h5Path).filter(Boolean);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every kind of terms to exactly one kind, and a game its terms', () => {
    for (const terms of TERMS) {
      expect(kindsWhere('terms', terms), terms).toHaveLength(1);
    }
    for (const kind of kindsWhere('engine', 'game'))
      expect(kindInfo(kind)?.terms, kind).not.toBe(null);
  });

  it('knows a stored kind only by its own key', () => {
    expect(isCampaignKind('cut_price')).toBe(true);
    for (const other of ['', 'Draw', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(isCampaignKind(other), other).toBe(false);
      expect(kindInfo(other), other).toBeUndefined();
    }
  });
});

describe('a campaign input carries the terms of its kind, and only those', () => {
  const tier = (position: number, prize: 'none' | 'points') => ({
    position,
    nameZh: prize === 'none' ? '谢谢参与' : '10 积分',
    nameEn: prize === 'none' ? 'No prize' : '10 points',
    prize,
    amount: prize === 'none' ? 0 : 10,
    couponTemplateId: null,
    valueFen: 0,
    weight: 50,
    total: prize === 'none' ? null : 100,
    fallbackPosition: prize === 'none' ? null : 0,
  });
  const base: CampaignInput = {
    slug: 'kind-terms',
    kind: 'draw',
    titleZh: '活动',
    titleEn: 'Campaign',
    rulesZh: '规则',
    rulesEn: 'Rules',
    userType: null,
    audience: 'all',
    startsAt: '2027-01-10T00:00:00+08:00',
    endsAt: '2027-02-10T00:00:00+08:00',
    perDayLimit: null,
    perCampaignLimit: null,
    budgetUnits: 0,
    budgetFen: 0,
    lockSeconds: null,
    tiers: [tier(0, 'none'), tier(1, 'points')],
  };
  const SAMPLES = {
    cutPrice: { targetFen: 1000, minCutFen: 100, maxCutFen: 400, hours: 24, helpsPerDay: 2 },
    collectWords: { phrase: '福满货运', weights: [30, 30, 30, 10] },
    task: { metric: 'exchanges', target: 1, period: 'day' },
  } as const satisfies Partial<Record<KindTerms, unknown>>;
  const issuesAt = (input: CampaignInput, field: string) => {
    const parsed = campaignInput.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === field);
  };

  it('refuses each kind without its own terms, and every other kind with them', () => {
    for (const field of ['cutPrice', 'collectWords', 'task'] as const) {
      const [owner] = kindsWhere('terms', field);
      expect(owner, field).toBeDefined();
      if (!owner) continue;
      expect(issuesAt({ ...base, kind: owner }, field), owner).toHaveLength(1);
      expect(issuesAt({ ...base, kind: owner, [field]: SAMPLES[field] }, field), owner).toEqual([]);
      for (const kind of CAMPAIGN_KINDS.filter((other) => other !== owner)) {
        expect(issuesAt({ ...base, kind, [field]: SAMPLES[field] }, field), kind).toHaveLength(1);
      }
    }
  });
});

describe('docs/campaign-kinds.md', () => {
  const root = new URL('../../../', import.meta.url);
  const doc = readFileSync(new URL('docs/campaign-kinds.md', root), 'utf8');
  // The numbered list of the files a new kind needs: each names its file first, in backticks.
  const files = [...doc.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1] ?? '');

  it('lists at most 8 files a new kind needs, each one that exists', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThanOrEqual(8);
    for (const file of files) expect(existsSync(new URL(file, root)), file).toBe(true);
  });

  it('names the registry and this test among them', () => {
    expect(files).toContain('packages/contract/src/endpoints/campaign-kinds.ts');
    expect(files).toContain('packages/contract/test/campaign-kinds.test.ts');
  });
});
