// Fixed values of recruitment sign-ups, without zod (the H5's forms import these).

/** Where a lead came from: the SEM pages (phone or PC) or an ad landing (two vehicle programmes). */
export const LEAD_SOURCES = ['sem', 'sem_pc', 'adlaunch', 'adlaunch_gl'] as const;

/** Usual cargo of a shipper (the market's own categories). */
export const CARGO_TYPES = [
  'general',
  'building',
  'food',
  'machinery',
  'chemicals',
  'furniture',
  'agricultural',
  'other',
] as const;

/**
 * Named palettes of the ad landing pages (`/adlaunch/.../:color`). Only these names theme a page;
 * an unknown colour falls back to the default and is never put into CSS.
 */
export const THEME_COLORS = ['blue', 'orange', 'green', 'red', 'purple'] as const;
