import { isOneOf } from '@freight/contract/one-of';
import { THEME_COLORS } from '@freight/contract/endpoints/recruitment-values';

export type ThemeColor = (typeof THEME_COLORS)[number];

/**
 * A named palette from a URL (`/adlaunch/.../:color`). Only known names theme a page (through
 * `data-theme` and CSS variables in theme.css); anything else falls back to the default and is
 * never put into CSS or markup.
 */
export function themeFromParam(raw: string | undefined): ThemeColor | null {
  const value = raw ?? '';
  return isOneOf(THEME_COLORS, value) ? value : null;
}
