import { Skeleton } from 'antd-mobile';
import type { CSSProperties } from 'react';
import { useKitI18n } from '../i18n/catalogue';
import { UI } from '../ui-config';
import './skeleton.css';

// Why: antd-mobile's `Skeleton` draws the grey blocks but spaces them with its own margins; SPEC §9
// sets a 10 px gutter (UI.skeletonGutter) around and between them. The block is announced once as
// "loading" and its shapes are hidden from screen readers.

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
      className={className ? `fy-skeleton ${className}` : 'fy-skeleton'}
      style={skeletonStyle}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      <div aria-hidden="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={rows} animated />
      </div>
    </div>
  );
}
