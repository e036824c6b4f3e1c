import { type KitKey, kitCatalogue } from '@/components/i18n/catalogue';
import { defineCatalogue, type ShellKey, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/** The content feature's strings (its routes' titles), with the page kit's (docs/decisions/004). */
export const contentCatalogue = defineCatalogue<typeof zhCN, KitKey>(
  'features/content/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [kitCatalogue],
);

export type FeatureKey = keyof typeof zhCN | KitKey | ShellKey;

type KnowledgeZh = typeof import('./knowledge/zh-CN').default;
type EduZh = typeof import('./edu/zh-CN').default;
type PartyZh = typeof import('./party/zh-CN').default;

/** The knowledge base's pages (/knowledge/*): each loads these with the feature's strings. */
export const knowledgeCatalogue = defineCatalogue<KnowledgeZh, FeatureKey>(
  'features/content/i18n/knowledge',
  { 'zh-CN': () => import('./knowledge/zh-CN'), 'en-US': () => import('./knowledge/en-US') },
  [contentCatalogue],
);

export function useKnowledgeI18n() {
  return useCatalogue(knowledgeCatalogue);
}

/** Driver education's pages (/edu/*). */
export const eduCatalogue = defineCatalogue<EduZh, FeatureKey>(
  'features/content/i18n/edu',
  { 'zh-CN': () => import('./edu/zh-CN'), 'en-US': () => import('./edu/en-US') },
  [contentCatalogue],
);

export function useEduI18n() {
  return useCatalogue(eduCatalogue);
}

/** The party-building pages (/operate/partyBuilding/*). */
export const partyCatalogue = defineCatalogue<PartyZh, FeatureKey>(
  'features/content/i18n/party',
  { 'zh-CN': () => import('./party/zh-CN'), 'en-US': () => import('./party/en-US') },
  [contentCatalogue],
);

export function usePartyI18n() {
  return useCatalogue(partyCatalogue);
}
