import { type ComponentType, useEffect, useState } from 'react';
import { loadCatalogues, type Locale, useI18n, withUses } from '@/lib/i18n/i18n';
import { loadWithTimeout } from '@/lib/routing/load-errors';
import { posterCatalogue } from './i18n/catalogue';
import type { SharePosterProps } from './poster-view';
import '@/components/button-link.css';
import './share-poster.css';

// What pages import to show a share poster (docs/decisions/017). The poster's code (the QR
// encoder, the canvas drawing) and its strings arrive on first render, in their own chunk, so no
// page carries them on its critical path (apps/h5/budgets.json); only this loader and the poster's
// few lines of CSS are in the page's own chunk.

export type { SharePosterProps };

type PosterView = ComponentType<SharePosterProps>;

/** The poster's chunk and its strings in `locale`; a failed load is tried again on the next call. */
export function loadPosterView(locale: Locale): Promise<PosterView> {
  return loadWithTimeout(() =>
    Promise.all([import('./poster-view'), loadCatalogues(withUses(posterCatalogue), locale)]).then(
      ([module]) => module.default,
    ),
  );
}

export function SharePoster(props: SharePosterProps) {
  const { locale, t } = useI18n();
  const [view, setView] = useState<{ Poster: PosterView } | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadPosterView(locale).then(
      (Poster) => {
        if (live) setView({ Poster });
      },
      (error: unknown) => {
        console.warn('[poster] chunk did not load', error);
        if (live) setView('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);

  if (view === null) {
    return (
      <div className="fy-poster__placeholder" role="status">
        {t('common.loading')}
      </div>
    );
  }
  if (view === 'failed') {
    // The poster's own strings did not arrive either: the shell's say what happened.
    return (
      <div className="fy-poster__placeholder">
        <p role="alert">{t('error.chunk.description')}</p>
        <button
          type="button"
          className="fy-button"
          onClick={() => {
            setView(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <view.Poster {...props} />;
}
