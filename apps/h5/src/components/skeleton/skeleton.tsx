import type { CSSProperties } from 'react';
import { useKitI18n } from '../i18n/catalogue';
import { UI } from '../ui-config';
import './skeleton.css';

// Grey bars in the shape of a card while data loads: plain markup and CSS (the same look as the
// skeleton painted by index.html), no UI-kit code on the critical path. SPEC §9 sets a 10 px
// gutter (UI.skeletonGutter) around and between them. The block is announced once as "loading"
// and its shapes are hidden from screen readers.

/** The gutter as a CSS variable, in px. */
export const skeletonStyle = {
  '--fy-skeleton-gutter': `${UI.skeletonGutter}px`,
} as CSSProperties;

export interface PageSkeletonProps {
  /** Text lines under the title. */
  rows?: number;
  className?: string;
}

export function PageSkeleton({ rows = 3, className }: PageSkeletonProps) {
  const { t } = useKitI18n();
  return (
    <div
      className={['fy-skeleton', 'fy-skeleton--card', className].filter(Boolean).join(' ')}
      style={skeletonStyle}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      <div className="fy-skeleton__bar fy-skeleton__bar--title" aria-hidden="true" />
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          className={
            row === rows - 1 ? 'fy-skeleton__bar fy-skeleton__bar--short' : 'fy-skeleton__bar'
          }
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
