import { type KitKey, kitCatalogue } from '@/components/i18n/catalogue';
import {
  type RewardsKey,
  type RulesKey,
  rewardsCatalogue,
  rulesCatalogue,
} from '@/components/rules-page/i18n/catalogue';
import {
  type Catalogue,
  composeCatalogue,
  defineCatalogue,
  type ShellKey,
  useCatalogue,
} from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/** The referral feature's strings (its titles), with the page kit's (docs/decisions/004). */
export const referralCatalogue = defineCatalogue<typeof zhCN, KitKey>(
  'features/referral/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [kitCatalogue],
);

export type FeatureKey = keyof typeof zhCN | KitKey | ShellKey;

export function useFeatureI18n() {
  return useCatalogue(referralCatalogue);
}

type FeatureCatalogueKey = keyof typeof zhCN | KitKey;

// The inviter's pages, the invitee's pages and the rules page each load their own strings, with the
// rewards' or the whole rules page's: together they would pass the 4 KiB budget of strings on a
// critical path.
type InviteZh = typeof import('./invite/zh-CN').default;
type InviteeZh = typeof import('./invitee/zh-CN').default;
type TruckZh = typeof import('./truck/zh-CN').default;
type SuccessZh = typeof import('./success/zh-CN').default;

export const inviteCatalogue: Catalogue<keyof InviteZh | RewardsKey | FeatureCatalogueKey> =
  defineCatalogue(
    'features/referral/i18n/invite',
    { 'zh-CN': () => import('./invite/zh-CN'), 'en-US': () => import('./invite/en-US') },
    [referralCatalogue, rewardsCatalogue],
  );

export function useInviteI18n() {
  return useCatalogue(inviteCatalogue);
}

export const inviteeCatalogue: Catalogue<keyof InviteeZh | RewardsKey | FeatureCatalogueKey> =
  defineCatalogue(
    'features/referral/i18n/invitee',
    { 'zh-CN': () => import('./invitee/zh-CN'), 'en-US': () => import('./invitee/en-US') },
    [referralCatalogue, rewardsCatalogue],
  );

export function useInviteeI18n() {
  return useCatalogue(inviteeCatalogue);
}

/** The invitee's success page: the invitee's strings and its own. */
export const successCatalogue: Catalogue<
  keyof SuccessZh | keyof InviteeZh | RewardsKey | FeatureCatalogueKey
> = defineCatalogue(
  'features/referral/i18n/success',
  { 'zh-CN': () => import('./success/zh-CN'), 'en-US': () => import('./success/en-US') },
  [inviteeCatalogue],
);

export function useSuccessI18n() {
  return useCatalogue(successCatalogue);
}

/** The truck owners' sign-up pages: the invitee's strings and their own. */
export const truckCatalogue: Catalogue<
  keyof TruckZh | keyof InviteeZh | RewardsKey | FeatureCatalogueKey
> = defineCatalogue(
  'features/referral/i18n/truck',
  { 'zh-CN': () => import('./truck/zh-CN'), 'en-US': () => import('./truck/en-US') },
  [inviteeCatalogue],
);

export function useTruckI18n() {
  return useCatalogue(truckCatalogue);
}

/** The rules page: the feature's strings (its title, "none running") and the rules page kit's. */
export const programmeRulesCatalogue: Catalogue<RulesKey | FeatureCatalogueKey> = composeCatalogue(
  'features/referral/rules-page',
  [referralCatalogue, rulesCatalogue],
);

export function useProgrammeRulesI18n() {
  return useCatalogue(programmeRulesCatalogue);
}

type GiftPackZh = typeof import('./gift-pack/zh-CN').default;

/** The gift pack pages: their own strings, prizes in words, and the feature's. */
export const giftPackCatalogue: Catalogue<keyof GiftPackZh | RewardsKey | FeatureCatalogueKey> =
  defineCatalogue(
    'features/referral/i18n/gift-pack',
    { 'zh-CN': () => import('./gift-pack/zh-CN'), 'en-US': () => import('./gift-pack/en-US') },
    [referralCatalogue, rewardsCatalogue],
  );

export function useGiftPackI18n() {
  return useCatalogue(giftPackCatalogue);
}

type CommissionZh = typeof import('./commission/zh-CN').default;

/** The commission pages: their own strings, rewards in words, and the feature's. */
export const commissionCatalogue: Catalogue<keyof CommissionZh | RewardsKey | FeatureCatalogueKey> =
  defineCatalogue(
    'features/referral/i18n/commission',
    { 'zh-CN': () => import('./commission/zh-CN'), 'en-US': () => import('./commission/en-US') },
    [referralCatalogue, rewardsCatalogue],
  );

export function useCommissionI18n() {
  return useCatalogue(commissionCatalogue);
}

type C2cZh = typeof import('./c2c/zh-CN').default;

/** The customer-to-customer invitation's own pages: their strings, rewards in words, the feature's. */
export const c2cCatalogue: Catalogue<keyof C2cZh | RewardsKey | FeatureCatalogueKey> =
  defineCatalogue(
    'features/referral/i18n/c2c',
    { 'zh-CN': () => import('./c2c/zh-CN'), 'en-US': () => import('./c2c/en-US') },
    [referralCatalogue, rewardsCatalogue],
  );

export function useC2cI18n() {
  return useCatalogue(c2cCatalogue);
}
