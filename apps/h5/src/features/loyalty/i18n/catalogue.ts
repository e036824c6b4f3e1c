import { type KitKey, kitCatalogue } from '@/components/i18n/catalogue';
import { rewardsCatalogue, type RewardsKey } from '@/components/rules-page/i18n/catalogue';
import { composeCatalogue, defineCatalogue, type ShellKey, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/** The loyalty feature's strings, with the page kit's; loaded with its routes (docs/decisions/004). */
export const loyaltyCatalogue = defineCatalogue<typeof zhCN, KitKey>(
  'features/loyalty/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [kitCatalogue],
);

export type FeatureKey = keyof typeof zhCN | KitKey | ShellKey;

export function useFeatureI18n() {
  return useCatalogue(loyaltyCatalogue);
}

type SeckillZh = typeof import('./seckill/zh-CN').default;

/** The drivers' flash-sale coupon pages: their own strings and the feature's. */
export const seckillCatalogue = defineCatalogue<SeckillZh, FeatureKey>(
  'features/loyalty/i18n/seckill',
  { 'zh-CN': () => import('./seckill/zh-CN'), 'en-US': () => import('./seckill/en-US') },
  [loyaltyCatalogue],
);

export function useSeckillI18n() {
  return useCatalogue(seckillCatalogue);
}

type OffersZh = typeof import('./offers/zh-CN').default;
type CouponsZh = typeof import('./coupons/zh-CN').default;
type CentreZh = typeof import('./centre/zh-CN').default;
type RulesZh = typeof import('./rules/zh-CN').default;
type GradeZh = typeof import('./grade/zh-CN').default;

/** What points and beans buy, and the apps' own screens: the rewards' words and the feature's. */
export const offersCatalogue = defineCatalogue<OffersZh, FeatureKey | RewardsKey>(
  'features/loyalty/i18n/offers',
  { 'zh-CN': () => import('./offers/zh-CN'), 'en-US': () => import('./offers/en-US') },
  [loyaltyCatalogue, rewardsCatalogue],
);

export type OffersKey = keyof OffersZh | FeatureKey | RewardsKey;

export function useOffersI18n() {
  return useCatalogue(offersCatalogue);
}

/** The coupon pages: the coupons held and the guide. */
export const couponsCatalogue = defineCatalogue<CouponsZh, OffersKey>(
  'features/loyalty/i18n/coupons',
  { 'zh-CN': () => import('./coupons/zh-CN'), 'en-US': () => import('./coupons/en-US') },
  [offersCatalogue],
);

export function useCouponsI18n() {
  return useCatalogue(couponsCatalogue);
}

/** The reward centre's points, sign-in and tasks. */
export const centreCatalogue = defineCatalogue<CentreZh, FeatureKey | RewardsKey>(
  'features/loyalty/i18n/centre',
  { 'zh-CN': () => import('./centre/zh-CN'), 'en-US': () => import('./centre/en-US') },
  [loyaltyCatalogue, rewardsCatalogue],
);

export type CentreKey = keyof CentreZh | FeatureKey | RewardsKey;

/** The reward centre's own page: its points, sign-in and tasks, and the coupons points buy. */
export const centreIndexCatalogue = composeCatalogue<CentreKey | OffersKey>(
  'features/loyalty/centre-index',
  [centreCatalogue, offersCatalogue],
);

export function useCentreI18n() {
  return useCatalogue(centreCatalogue);
}

/** The reward centre's rules as a whole. */
export const centreRulesCatalogue = defineCatalogue<RulesZh, FeatureKey>(
  'features/loyalty/i18n/rules',
  { 'zh-CN': () => import('./rules/zh-CN'), 'en-US': () => import('./rules/en-US') },
  [loyaltyCatalogue],
);

export function useCentreRulesI18n() {
  return useCatalogue(centreRulesCatalogue);
}

type SignInZh = typeof import('./sign-in/zh-CN').default;
type ScoreRuleZh = typeof import('./score-rule/zh-CN').default;
type TaskRuleZh = typeof import('./task-rule/zh-CN').default;

/** The shippers' sign-in page. */
export const signInCatalogue = defineCatalogue<SignInZh, CentreKey>(
  'features/loyalty/i18n/sign-in',
  { 'zh-CN': () => import('./sign-in/zh-CN'), 'en-US': () => import('./sign-in/en-US') },
  [centreCatalogue],
);

export function useSignInI18n() {
  return useCatalogue(signInCatalogue);
}

/** The points rules (with the sign-in's days from the centre's strings). */
export const scoreRuleCatalogue = defineCatalogue<ScoreRuleZh, CentreKey>(
  'features/loyalty/i18n/score-rule',
  { 'zh-CN': () => import('./score-rule/zh-CN'), 'en-US': () => import('./score-rule/en-US') },
  [centreCatalogue],
);

export function useScoreRuleI18n() {
  return useCatalogue(scoreRuleCatalogue);
}

/** The task rules (with the tasks' periods from the centre's strings). */
export const taskRuleCatalogue = defineCatalogue<TaskRuleZh, CentreKey>(
  'features/loyalty/i18n/task-rule',
  { 'zh-CN': () => import('./task-rule/zh-CN'), 'en-US': () => import('./task-rule/en-US') },
  [centreCatalogue],
);

export function useTaskRuleI18n() {
  return useCatalogue(taskRuleCatalogue);
}

type LedgerZh = typeof import('./ledger/zh-CN').default;
type ActivityZh = typeof import('./activity/zh-CN').default;

/** The points ledger and the exchanges made. */
export const ledgerCatalogue = defineCatalogue<LedgerZh, FeatureKey>(
  'features/loyalty/i18n/ledger',
  { 'zh-CN': () => import('./ledger/zh-CN'), 'en-US': () => import('./ledger/en-US') },
  [loyaltyCatalogue],
);

export function useLedgerI18n() {
  return useCatalogue(ledgerCatalogue);
}

/** The activity centre and the rewards received there. */
export const activityCatalogue = defineCatalogue<ActivityZh, FeatureKey | RewardsKey>(
  'features/loyalty/i18n/activity',
  { 'zh-CN': () => import('./activity/zh-CN'), 'en-US': () => import('./activity/en-US') },
  [loyaltyCatalogue, rewardsCatalogue],
);

export function useActivityI18n() {
  return useCatalogue(activityCatalogue);
}

/** The grade, benefits and rights pages. */
export const gradeCatalogue = defineCatalogue<GradeZh, FeatureKey>(
  'features/loyalty/i18n/grade',
  { 'zh-CN': () => import('./grade/zh-CN'), 'en-US': () => import('./grade/en-US') },
  [loyaltyCatalogue],
);

export function useGradeI18n() {
  return useCatalogue(gradeCatalogue);
}
