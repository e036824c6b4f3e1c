import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { UiProvider } from '@/components/ui-provider';
import { createI18n, I18nContext, type Locale } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/request/query-client';

export interface AppProvidersProps {
  locale: Locale;
  /** The app's client (the router starts a route's queries in it); a new one when not given. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function AppProviders({ locale, queryClient: given, children }: AppProvidersProps) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nContext.Provider value={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider locale={locale}>{children}</UiProvider>
      </QueryClientProvider>
    </I18nContext.Provider>
  );
}
