import type { SubmitRoadReportRequest } from '@freight/contract/endpoints/index';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';

/** What an id in a link looks like; any other is answered on the page as missing, unasked. */
export const ITEM_ID = /^[1-9]\d{0,9}$/;

const keys = {
  roads: (province: string, city: string) => ['epidemic', 'roads', province, city] as const,
  mine: (userId: number) => ['epidemic', 'mine', userId] as const,
  levels: (province: string, city: string) => ['epidemic', 'levels', province, city] as const,
  map: ['epidemic', 'map'] as const,
  policies: (province: string) => ['epidemic', 'policies', province] as const,
  policy: (id: number) => ['epidemic', 'policy', id] as const,
  broadcasts: ['epidemic', 'broadcasts'] as const,
  broadcast: (id: number) => ['epidemic', 'broadcast', id] as const,
};

/** A province's (or one city's) road reports of the last days, newest first, ten at a time. */
export function useRoadReports(province: string, city: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.roads(province, city),
      queryFn: ({ pageParam }) =>
        callEndpoint('listRoadReports', {
          province,
          ...(city ? { city } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        }),
      initialPageParam: 0,
      getNextPageParam: (page) => (page.more ? page.reports.at(-1)?.id : undefined),
      staleTime: 60_000,
    }),
  );
}

/** The logged-in user's reports and where each stands. */
export function useMyRoadReports(userId: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.mine(userId),
      queryFn: () => callEndpoint('myRoadReports', {}),
      staleTime: 30_000,
    }),
  );
}

/** Sends a road report for review. */
export function useSubmitRoadReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SubmitRoadReportRequest) => callEndpoint('submitRoadReport', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['epidemic', 'mine'] }),
  });
}

/** A province's (or one city's) areas of medium and high risk. */
export function useRiskAreas(province: string, city: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.levels(province, city),
      queryFn: () => callEndpoint('getRiskAreas', { province, ...(city ? { city } : {}) }),
      staleTime: 60_000,
    }),
  );
}

/** Every province's counts, for the map. */
export function useEpidemicMap() {
  return useQuery(
    queryOptions({
      queryKey: keys.map,
      queryFn: () => callEndpoint('getEpidemicMap', {}),
      staleTime: 60_000,
    }),
  );
}

/** A province's travel policies (its own first, then its cities'). */
export function useTravelPolicies(province: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.policies(province),
      queryFn: () => callEndpoint('listTravelPolicies', { province }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** One travel policy; a 404 is shown on the page as missing. */
export function useTravelPolicy(id: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.policy(id),
      queryFn: () => callEndpoint('getTravelPolicy', { id }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** The operators' broadcasts, newest first, ten at a time. */
export function useBroadcasts() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.broadcasts,
      queryFn: ({ pageParam }) =>
        callEndpoint('listEpidemicBroadcasts', pageParam ? { before: pageParam } : {}),
      initialPageParam: 0,
      getNextPageParam: (page) => (page.more ? page.broadcasts.at(-1)?.id : undefined),
      staleTime: 60_000,
    }),
  );
}

/** One broadcast; a 404 (withdrawn, a cut link) is shown on the page as missing. */
export function useBroadcast(id: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.broadcast(id),
      queryFn: () => callEndpoint('getEpidemicBroadcast', { id }),
      staleTime: 5 * 60_000,
    }),
  );
}
