import { createContext, useContext } from 'react';

// Apart from KeptQueryView, so that a part that leaves out what must be current costs a page that
// never shows a kept answer nothing but this.

export const KeptContext = createContext(false);

/**
 * Whether what the page shows is an answer kept from an earlier visit that the server has not
 * confirmed yet (KeptQueryView, docs/decisions/048): a part that shows what changes by the minute
 * (a campaign's stock, its state, the caller's chances) leaves it out until then.
 */
export function useKeptAnswer(): boolean {
  return useContext(KeptContext);
}
