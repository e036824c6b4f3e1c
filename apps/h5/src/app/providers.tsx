import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { UiProvider } from '@/components/ui-provider';
import { createI18n, I18nContext, type Locale } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/request/query-client';

export function AppProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nContext.Provider value={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider locale={locale}>{children}</UiProvider>
      </QueryClientProvider>
    </I18nContext.Provider>
  );
}
