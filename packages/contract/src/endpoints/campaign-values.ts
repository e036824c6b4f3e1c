// The fixed values of campaigns (kinds, audiences, prizes, states, the slug's form), without zod:
// the H5 imports these, and zod stays off the page's critical path (ADR 008).

// The kinds are the registry's (campaign-kinds.ts), not here: a page reading a slug's pattern
// does not load the registry.

/**
 * The page that presents a draw (a campaign of kind `draw`), the operator's choice: the lucky-draw
 * wheel (/luckdrawnew) or the driver's blessing slip of the day (/driver/dailyblessing/index). The
 * draw itself is the same either way.
 */
export const DRAW_PAGES = ['lucky_draw', 'daily_blessing'] as const;

/** Who may take part by account age: registered on or after the start (`new`), before, or all. */
export const CAMPAIGN_AUDIENCES = ['all', 'new', 'existing'] as const;

/**
 * What a tier gives: nothing (the losing tier), a coupon, an amount into a ledger, or a truck of a
 * flash-sale line (`capacity`: the grab's lock is consumed by publishing a shipment, not confirmed).
 */
export const TIER_PRIZES = [
  'none',
  'coupon',
  'points',
  'lucky_beans',
  'cash_fen',
  'capacity',
] as const;

/** Draft until published; scheduled until the start; running; ended (its end or ended early). */
export const CAMPAIGN_STATES = ['draft', 'scheduled', 'running', 'ended'] as const;

/** A slug in a link: lower-case letters, digits and dashes. */
export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,63}$/;

/**
 * The unsigned read of a published campaign's content: `${PUBLIC_CAMPAIGN_PATH}/${slug}?lang=…`
 * (docs/decisions/049; index.html's script asks for it before the app).
 */
export const PUBLIC_CAMPAIGN_PATH = '/public/campaign';

/**
 * The unsigned read of the referral programme running for a share type, in the same shape:
 * `${PUBLIC_PROGRAMME_PATH}/${inviteType}?lang=…` (docs/decisions/049, its second amendment).
 */
export const PUBLIC_PROGRAMME_PATH = '/public/programme';

/**
 * A route's first screen as the server renders it from the route's public read, an HTML fragment:
 * `${PUBLIC_FIRST_SCREEN_PATH}/${the route's index in index.html's table}?lang=…`
 * (docs/decisions/050; index.html's script asks for it beside the read).
 */
export const PUBLIC_FIRST_SCREEN_PATH = '/public/first-screen';

/** The H5's Node bundle, whose `openRenderer` renders a route's first screen (050). */
export const SCREENS_RENDERER_FILE = 'first-screen-renderer.mjs';

/** Where the H5's build writes, beside its Node bundle, the routes the server renders (050). */
export const SERVED_SCREENS_FILE = 'served-screens.json';

/**
 * The link's parameters a page reads, each with the values its screen is rendered for (none: a
 * link with it gets no screen), or the pattern its value matches (a shipment's ref; renders stay
 * bounded by the refs whose read answers). A link with one of them at another value gets no
 * screen, and the page starts as it would without one; parameters not listed are left out of the
 * render (050).
 */
export type ScreenParams = Record<string, readonly string[] | { pattern: string }>;

/**
 * A route the server renders, by the route's index: its hash path, its public read's path, the
 * link's parameters its screen is rendered for and, for a read named by the link (`link`), the
 * parameter whose value ends the read's path (`/public/shipment/<goodsId>`), which the link must
 * have.
 */
export type ServedScreens = Record<
  string,
  { path: string; read: string; params?: ScreenParams; link?: string }
>;
