// English names of the provinces and cities of regions/index.ts, by code (generated with them by
// scripts/generate-regions.mjs). Kept apart so that Chinese pages never load them.
import names from './english-names.json';

const ENGLISH_NAMES = names as Readonly<Record<string, string>>;

/** The English name of a province or city code, or null for a code not in the list. */
export function englishName(code: string): string | null {
  return Object.hasOwn(ENGLISH_NAMES, code) ? (ENGLISH_NAMES[code] ?? null) : null;
}
