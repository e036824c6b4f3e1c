import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Link } from '@/lib/routing/router';
import { ContactSupport } from '@/components/contact-support';
import { ResultPage } from '@/components/result-page/result-page';
import { type MessageKey, useI18n } from '@/lib/i18n/i18n';
import {
  ChunkLoadError,
  ChunkLoadTimeoutError,
  loadWithTimeout,
  reloadOnceForStaleChunk,
  StylesheetLoadError,
} from '@/lib/routing/load-errors';
import { RouteNotFoundError } from '@/lib/routing/app-router';
import { useDocumentTitle } from '@/lib/routing/use-page-meta';
import { ShellSkeleton } from './shell-skeleton';
import '@/components/button-link.css';

const NotFoundPage = lazy(() => loadWithTimeout(() => import('./not-found-page')));

type FailureKind = 'chunk' | 'stylesheet' | 'timeout' | 'unknown';

function failureKind(error: unknown): FailureKind {
  if (error instanceof StylesheetLoadError) return 'stylesheet';
  if (error instanceof ChunkLoadTimeoutError) return 'timeout';
  if (error instanceof ChunkLoadError) return 'chunk';
  return 'unknown';
}

/** A route's failure: NotFound for a broken path param, a friendly retry page for the rest. */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (error instanceof RouteNotFoundError) {
    return (
      <Suspense fallback={<ShellSkeleton />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <LoadFailure error={error} />;
}

function LoadFailure({ error }: { error: unknown }) {
  const { t } = useI18n();
  useDocumentTitle('title.error');
  const kind = failureKind(error);
  // A stale chunk after a deploy: reload once for the new HTML (guarded against loops).
  // Before paint: a page about to reload never shows the failure first.
  const [reloading, setReloading] = useState(false);
  useLayoutEffect(() => {
    console.error('[route] page failed', error);
    // The reload is the side effect; the state only records that one is under way.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReloading(reloadOnceForStaleChunk(error));
  }, [error]);
  if (reloading) return <ShellSkeleton />;
  return (
    <div data-failure={kind}>
      <ResultPage
        tone="error"
        title={t(`error.${kind}.title` as MessageKey)}
        description={t(`error.${kind}.description` as MessageKey)}
        actions={
          <>
            <button
              type="button"
              className="fy-button fy-button--primary"
              onClick={() => window.location.reload()}
            >
              {t('common.retry')}
            </button>
            <Link className="fy-button" to="/">
              {t('common.backHome')}
            </Link>
            {/* "Call customer service if it persists": the number, one tap away. */}
            {kind === 'unknown' ? <ContactSupport /> : null}
          </>
        }
      />
    </div>
  );
}
