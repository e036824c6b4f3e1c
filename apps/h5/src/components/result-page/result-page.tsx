import type { ReactNode } from 'react';
import './result-page.css';

export interface ResultPageProps {
  /** `notice` for a missing page, `error` for a failure. */
  tone: 'notice' | 'error';
  title: string;
  description: string;
  actions: ReactNode;
}

/**
 * A whole-page message with a way forward: used for NotFound and for pages that failed to load.
 * Plain markup and CSS (no UI kit), so it is cheap to ship in the entry chunk.
 */
export function ResultPage({ tone, title, description, actions }: ResultPageProps) {
  return (
    <main className={`fy-result fy-result--${tone}`}>
      <div className="fy-result__icon" aria-hidden="true">
        {tone === 'error' ? '!' : '?'}
      </div>
      <h1 className="fy-result__title">{title}</h1>
      <p className="fy-result__description">{description}</p>
      <div className="fy-result__actions">{actions}</div>
    </main>
  );
}
