import { render } from '@testing-library/preact';
import { buildRoutes } from '@/app/build-routes';
import { AppProviders } from '@/app/providers';
import { type Locale, setAppLocale } from '@/lib/i18n/i18n';
import { AppRouterProvider, createMemoryAppRouter } from '@/lib/routing/app-router';
import type { FeatureRoutes } from '@/lib/routing/route-table';

/** Renders the app's router for the given route tables at a path, as main.tsx does. */
export function renderApp(
  tables: readonly FeatureRoutes[],
  path: string,
  locale: Locale = 'zh-CN',
) {
  // As main.tsx: the locale is chosen before the router loads the first page and its strings.
  setAppLocale(locale);
  const router = createMemoryAppRouter(buildRoutes(tables), [path]);
  const view = render(
    <AppProviders locale={locale}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
