// Every catalogue of the app, read at once for the tests (the app loads each with its routes).
import {
  type Catalogue,
  defineCatalogue,
  type Locale,
  type Messages,
  registerMessages,
} from '@/lib/i18n/i18n';

const files = import.meta.glob<{ default: Messages }>(
  ['/src/**/i18n/**/zh-CN.ts', '/src/**/i18n/**/en-US.ts'],
  { eager: true },
);

export interface CatalogueFiles {
  /** The folder under src/ of its files (the catalogue's id), `lib/i18n` for the shell. */
  id: string;
  messages: Record<Locale, Messages>;
}

/** Every catalogue's strings in both languages, by id. */
export const allCatalogues: CatalogueFiles[] = (() => {
  const byId = new Map<string, CatalogueFiles>();
  for (const [path, module] of Object.entries(files)) {
    const match = /^\/src\/(.+)\/(zh-CN|en-US)\.ts$/.exec(path);
    if (!match) continue;
    const [, id = '', locale = 'zh-CN'] = match;
    const entry = byId.get(id) ?? { id, messages: { 'zh-CN': {}, 'en-US': {} } };
    entry.messages[locale as Locale] = module.default;
    byId.set(id, entry);
  }
  return [...byId.values()];
})();

export function registerAllCatalogues(): void {
  for (const { id, messages } of allCatalogues) {
    registerMessages(id, 'zh-CN', messages['zh-CN']);
    registerMessages(id, 'en-US', messages['en-US']);
  }
}

function merged(locale: Locale): Messages {
  return Object.assign({}, ...allCatalogues.map((entry) => entry.messages[locale])) as Messages;
}

/** For route tables made up in tests: every string of every catalogue, titles included. */
export const testCatalogue: Catalogue = defineCatalogue('test', {
  'zh-CN': async () => ({ default: merged('zh-CN') }),
  'en-US': async () => ({ default: merged('en-US') }),
});
