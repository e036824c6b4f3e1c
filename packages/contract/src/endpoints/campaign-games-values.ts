// The fixed values of the cut-price and collect-words games (docs/decisions/030), without zod: the
// H5 imports these, and zod stays off the page's critical path (ADR 008).

/** Where a cut stands: friends may still help, the target was reached (prize given), or lapsed. */
export const CUT_STATES = ['open', 'finished', 'expired'] as const;
export type CutState = (typeof CUT_STATES)[number];

/** A cut's share token, in its link (`&cut=`): 256 random bits in base64url. */
export const CUT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Helpers a cut lists (the newest); the count says how many helped in all. */
export const CUT_HELPERS_SHOWN = 50;

/** A collect-words phrase: this many characters (code points), each different, none blank. */
export const WORD_PHRASE = { min: 3, max: 6 } as const;

/** The characters of a phrase as a user reads them (code points, so 𠮷 is one). */
export function phraseCharacters(phrase: string): string[] {
  return Array.from(phrase);
}
