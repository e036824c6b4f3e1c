// The fixed values of the reports (a shipper's month, a driver's year and its share link, a
// referral programme's leaderboard, the red-packet activities), without zod: the H5 imports these,
// and zod stays off the page's critical path (ADR 008). docs/decisions/031.

/** A month of a report in a link (`2026-10`): the years 2000-2099, months 01-12. */
export const REPORT_MONTH_PATTERN = /^20\d\d-(?:0[1-9]|1[0-2])$/;

/** Routes of the month's shipments the report lists, most used first. */
export const TOP_ROUTES = 3;

/** Years a driver's annual bill covers (each has its pages: /driver/annualBill/<year>). */
export const ANNUAL_BILL_YEARS = [2023] as const;
export type AnnualBillYear = (typeof ANNUAL_BILL_YEARS)[number];

/**
 * A share link's token: the driver's id (base 36), a dot, and 22 characters of the server's HMAC
 * over the id and the year (128 bits, base64url). Anything else is no token.
 */
export const ANNUAL_BILL_TOKEN_PATTERN = /^[0-9a-z]{1,11}\.[A-Za-z0-9_-]{22}$/;

/** Inviters a leaderboard shows. */
export const LEADERBOARD_SIZE = 20;

// The kinds /redengine lists are the registry's H5 part's (campaign-kind-pages.ts).

/** Prize tiers a red-packet activity's summary names. */
export const RED_ENGINE_PRIZES = 4;
