// The fixed values of shipments and flash-sale lines, without zod: the H5 imports these, and zod
// stays off the page's critical path (ADR 008).

/**
 * How links (`/goodsdetail/index?goodsId=<ref>`), the bridge's `goodsDetail` and the detail name a
 * shipment: 32 hex characters, random, never a counted id (docs/decisions/021, issue 42).
 */
export const SHIPMENT_REF_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The unsigned read of a shipment on the board, by its ref: what anyone with its link sees before
 * the app (route, stops without addresses, goods, load date, price, the shipper masked), never its
 * state or what the caller may do: `${PUBLIC_SHIPMENT_PATH}/<ref>?lang=…` (docs/decisions/050, its
 * amendment of 2026-12-01, later). Only a shipment still open to take answers; any other is a 404.
 */
export const PUBLIC_SHIPMENT_PATH = '/public/shipment';

/**
 * The demo data's shipment open on the board, by a ref fixed for links (development and tests
 * only, never loaded in production: apps/server modules/shipments/seed.ts). The browser tests and
 * `npm run bench:web` open its goods page.
 */
export const DEMO_SHIPMENT_REF = 'de000000000000000000000000000001';

/** A shipment's life: published → taken → completed, or cancelled while nobody has taken it. */
export const SHIPMENT_STATES = ['published', 'taken', 'completed', 'cancelled'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** How the goods are packed. */
export const PACKAGINGS = ['carton', 'pallet', 'bag', 'bulk', 'drum', 'crate', 'other'] as const;
export type Packaging = (typeof PACKAGINGS)[number];

/** A stop loads goods or unloads them; the first stop loads, the last unloads. */
export const STOP_KINDS = ['load', 'unload'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/** Stops a shipment may have: its loading and unloading points (two by default, SPEC §3). */
export const MIN_STOPS = 2;
export const MAX_STOPS = 5;

/** What each stop beyond the first two adds to a flash-sale line's price, in fen. */
export const EXTRA_STOP_FEE_FEN = 5000;

/** A flash-sale line as the list shows it: coming, running, sold out or over. */
export const LINE_STATES = ['upcoming', 'running', 'soldOut', 'ended'] as const;
export type LineState = (typeof LINE_STATES)[number];

/** A region code of a stop or a line end: six digits of GB/T 2260 (a city or a county). */
export const REGION_CODE_PATTERN = /^\d{6}$/;

/** The city (4 digits) a region code lies in: a line's end and a stop must share it. */
export function cityPartOf(regionCode: string): string {
  return regionCode.slice(0, 4);
}
