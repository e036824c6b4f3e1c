import type { SubmitPartyPostRequest } from '@freight/contract/endpoints/index';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';

/** What a post id in a link looks like; any other is answered on the page as missing, unasked. */
export const POST_ID = /^[1-9]\d{0,9}$/;

const partyKeys = {
  all: ['party'] as const,
  list: ['party', 'list'] as const,
  post: (id: number, userId: number | null) => ['party', 'post', id, userId] as const,
  mine: (userId: number) => ['party', 'mine', userId] as const,
};

/** Published posts, newest first, a page at a time (GET oms-service /api/party/posts). */
export const partyListQuery = infiniteQueryOptions({
  queryKey: partyKeys.list,
  queryFn: ({ pageParam }) =>
    callEndpoint('listPartyPosts', pageParam ? { before: pageParam } : {}),
  initialPageParam: 0,
  getNextPageParam: (page) => (page.more ? page.posts.at(-1)?.id : undefined),
  staleTime: 60_000,
});

export function usePartyList() {
  return useInfiniteQuery(partyListQuery);
}

/**
 * One post (GET oms-service /api/party/post): published, or the caller's own in any state; keyed
 * by who is logged in, since that decides what the answer holds.
 */
export function usePartyPost(id: number) {
  const userId = useSession().data?.userId ?? null;
  return useQuery(
    queryOptions({
      queryKey: partyKeys.post(id, userId),
      queryFn: () => callEndpoint('getPartyPost', { id }),
      staleTime: 60_000,
    }),
  );
}

/** The logged-in user's posts and where each stands (GET oms-service /api/party/mine). */
export function useMyPartyPosts(userId: number) {
  return useQuery(
    queryOptions({
      queryKey: partyKeys.mine(userId),
      queryFn: () => callEndpoint('myPartyPosts', {}),
      staleTime: 30_000,
    }),
  );
}

/** Sends a post for review (POST oms-service /api/party/submit). */
export function useSubmitPartyPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SubmitPartyPostRequest) => callEndpoint('submitPartyPost', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...partyKeys.all, 'mine'] }),
  });
}
