// Query keys of the campaigns' reads: a draw or a grab refreshes its campaign's rules (its stock
// and the user's attempts), and a logout's cache clear reaches them all under one prefix.

export const campaignKeys = {
  all: ['campaigns'] as const,
  rules: (slug: string) => [...campaignKeys.all, 'rules', slug] as const,
  /** The pack as a visitor or a given user sees it (its `me` is theirs). */
  giftPack: (userType: 1 | 3, userId: number | null) =>
    [...campaignKeys.all, 'gift-pack', userType, userId] as const,
  /** A cut-price game as a given user sees it, with the cut its link names (ADR 030). */
  cutPrice: (slug: string, cut: string | null, userId: number | null) =>
    [...campaignKeys.all, 'cut-price', slug, cut, userId] as const,
  /** A collect-words game and the given user's cards. */
  collectWords: (slug: string, userId: number | null) =>
    [...campaignKeys.all, 'collect-words', slug, userId] as const,
};
