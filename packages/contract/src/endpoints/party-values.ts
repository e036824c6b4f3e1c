// The fixed values of the party-building area without zod: the H5 imports these, and zod stays off
// the page's critical path (ADR 008).

/** Where a post stands: waiting for an operator, shown to everyone, or turned down with a reason. */
export const PARTY_POST_STATES = ['pending', 'published', 'rejected'] as const;
export type PartyPostState = (typeof PARTY_POST_STATES)[number];

/** A post's limits, in characters and photos; the field rules' texts name them. */
export const PARTY_POST = {
  titleMin: 4,
  titleMax: 40,
  textMin: 10,
  textMax: 1000,
  photosMax: 3,
} as const;

/** Posts per page of the list. */
export const PARTY_PAGE_SIZE = 10;
