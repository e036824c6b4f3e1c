import { render } from '@testing-library/preact';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from '@/app/build-routes';
import { AppProviders } from '@/app/providers';
import { type Locale, setAppLocale } from '@/lib/i18n/i18n';
import type { FeatureRoutes } from '@/lib/routing/route-table';

/** Renders the app's router for the given route tables at a path, as main.tsx does. */
export function renderApp(
  tables: readonly FeatureRoutes[],
  path: string,
  locale: Locale = 'zh-CN',
) {
  // As main.tsx: the locale is chosen before the router loads the first page and its strings.
  setAppLocale(locale);
  const router = createMemoryRouter(buildRoutes(tables), { initialEntries: [path] });
  const view = render(
    <AppProviders locale={locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
