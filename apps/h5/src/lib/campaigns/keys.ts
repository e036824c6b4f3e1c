// Query keys of the campaigns' reads: a draw or a grab refreshes its campaign's rules (its stock
// and the user's attempts), and a logout's cache clear reaches them all under one prefix.

export const campaignKeys = {
  all: ['campaigns'] as const,
  rules: (slug: string) => [...campaignKeys.all, 'rules', slug] as const,
  /** The pack as a visitor or a given user sees it (its `me` is theirs). */
  giftPack: (userType: 1 | 3, userId: number | null) =>
    [...campaignKeys.all, 'gift-pack', userType, userId] as const,
};
