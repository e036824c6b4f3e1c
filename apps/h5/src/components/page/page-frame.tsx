import type { CSSProperties, ReactNode } from 'react';
import { useRouteTitle } from '@/lib/routing/use-route-meta';
import { PageMenu } from './page-menu';

export interface PageFrameProps {
  /** The heading; the route's title when not given. */
  title?: string;
  /** The language of a heading that is data (an article's title kept in Chinese only). */
  titleLang?: string;
  /** One line under the heading. */
  subtitle?: ReactNode;
  /** More in the hero, under the subtitle (a city, a badge). */
  hero?: ReactNode;
  /** The page's main actions, kept in view at the bottom (above the phone's home indicator). */
  actions?: ReactNode;
  /** Label of the action bar for screen readers, when there is one. */
  actionsLabel?: string;
  className?: string;
  /** Palette variables of a themed page (ad pages). */
  style?: CSSProperties;
  /** `data-theme` of a themed page. */
  theme?: string;
  children?: ReactNode;
}

/**
 * The frame of a page: the hero with its heading and the display menu (elder mode), the content
 * in cards, and an optional action bar. Sizes are in rem/em, so the phone's text size and elder
 * mode scale it; the action bar is sticky, not fixed, so a keyboard never leaves it floating
 * over a field (PITFALLS 11).
 */
export function PageFrame({
  title,
  titleLang,
  subtitle,
  hero,
  actions,
  actionsLabel,
  className,
  style,
  theme,
  children,
}: PageFrameProps) {
  const routeTitle = useRouteTitle();
  return (
    <main
      className={['fy-page', actions ? 'fy-page--with-actions' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={style}
      data-theme={theme}
    >
      <header className="fy-page__hero">
        <div className="fy-page__heading">
          <h1 lang={title ? titleLang : undefined}>{title ?? routeTitle}</h1>
          <PageMenu />
        </div>
        {subtitle ? <p>{subtitle}</p> : null}
        {hero}
      </header>
      {children}
      {actions ? (
        <nav className="fy-page__actions" aria-label={actionsLabel}>
          {actions}
        </nav>
      ) : null}
    </main>
  );
}
