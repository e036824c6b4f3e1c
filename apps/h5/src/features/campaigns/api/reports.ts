// The reports' reads and the share link (packages/contract/src/endpoints/reports.ts,
// docs/decisions/031). Pages show their own skeletons and errors (QueryView), so the calls turn
// the request client's loading indicator and error dialog off; reads of a user's own are keyed by
// who is logged in, so a login on the page shows that user's at once.

import type { AnnualBillYear } from '@freight/contract/endpoints/reports-values';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import type { UserType } from '@/lib/routing/route-table';

export const reportKeys = {
  all: ['reports'] as const,
  monthly: (userId: number | null, month: string | null) =>
    [...reportKeys.all, 'monthly', userId, month] as const,
  bill: (userId: number | null, year: number) => [...reportKeys.all, 'bill', userId, year] as const,
  shared: (year: number, token: string) => [...reportKeys.all, 'shared', year, token] as const,
  board: (slug: string, userId: number | null) =>
    [...reportKeys.all, 'board', slug, userId] as const,
  redPackets: (userType: UserType) => [...reportKeys.all, 'red-packets', userType] as const,
  wins: (userId: number | null) => [...reportKeys.all, 'wins', userId] as const,
};

function useUserId(): number | null {
  return useSession().data?.userId ?? null;
}

/** The shipper's month (GET /api/reports/monthly); null: the last full month. */
export function useMonthlyReport(month: string | null) {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: reportKeys.monthly(userId, month),
      queryFn: () => callEndpoint('getMonthlyReport', month ? { month } : {}),
      // The month shown stays (its picker keeps the focus) while the one picked loads; never
      // another user's.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[2] === userId ? previous : undefined,
    }),
  );
}

/** The driver's year (GET /api/annual-bill). */
export function useAnnualBill(year: AnnualBillYear) {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: reportKeys.bill(userId, year),
      queryFn: () => callEndpoint('getAnnualBill', { year }),
    }),
  );
}

/** The token of the driver's share link (POST /api/annual-bill/share): the same every time. */
export function useShareAnnualBill(year: AnnualBillYear) {
  return useMutation({
    mutationFn: () => callEndpoint('shareAnnualBill', { year }),
  });
}

/** A shared year as a friend sees it (GET /api/annual-bill/shared); 404 for a token never made. */
export function useSharedAnnualBill(year: AnnualBillYear, token: string) {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.shared(year, token),
      queryFn: () => callEndpoint('getSharedAnnualBill', { year, t: token }),
      // A token the server did not make stays so: no retries.
      retry: false,
    }),
  );
}

/** A referral programme's leaderboard (GET /api/referral/leaderboard), with the caller's place. */
export function useLeaderboard(slug: string) {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: reportKeys.board(slug, userId),
      queryFn: () => callEndpoint('getReferralLeaderboard', { slug }),
      retry: false,
      // A popular board is read often and changes slowly: one read a minute per visitor.
      staleTime: 60_000,
    }),
  );
}

/** The red-packet activities running for a user type (GET /api/campaign/red-packets). */
export function useRedPacketActivities(userType: UserType) {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.redPackets(userType),
      queryFn: () => callEndpoint('listRedPacketActivities', { userType }),
    }),
  );
}

/** What the caller received from activities (GET /api/loyalty/rewards), for the games' wins. */
export function useActivityWins(enabled: boolean) {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: reportKeys.wins(userId),
      queryFn: () => callEndpoint('listActivityRewards', {}),
      enabled,
    }),
  );
}
