// Query keys of the referral reads, so that accepting an invitation or a new token refreshes what
// it touched, and a logout's cache clear reaches them all under one prefix.

export const referralKeys = {
  all: ['referral'] as const,
  programme: (inviteType: number) => [...referralKeys.all, 'programme', inviteType] as const,
  inviter: (token: string, type: number) => [...referralKeys.all, 'inviter', token, type] as const,
  invitation: (inviteType: number) => [...referralKeys.all, 'invitation', inviteType] as const,
  inviteToken: (programme: string) => [...referralKeys.all, 'invite-token', programme] as const,
  allMine: () => [...referralKeys.all, 'mine'] as const,
  mine: (programme?: string) => [...referralKeys.allMine(), programme ?? 'all'] as const,
};
