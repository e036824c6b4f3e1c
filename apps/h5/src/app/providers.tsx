import { type ReactNode, useMemo } from 'react';
import { UiProvider } from '@/components/ui-config';
import { createI18n, I18nContext, type Locale } from '@/lib/i18n/i18n';

export function AppProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nContext.Provider value={i18n}>
      <UiProvider locale={locale}>{children}</UiProvider>
    </I18nContext.Provider>
  );
}
