// The loyalty reads and the two taps that give value (sign in, claim a task), on the contract's
// loyalty endpoints (packages/contract/src/endpoints/loyalty.ts). Reads are keyed by who is
// logged in, so a login on the page shows that user's own at once; a tap ignores taps in flight
// and a sign-in keeps its request id until it succeeds (lib/request/request-id.ts), so a lost
// answer never counts twice. A task claim needs no id: the server keys it by the task's period.

import type { ClaimTaskResult, SignInResult } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import { useValueTap } from '@/lib/request/request-id';
import type { UserType } from '@/lib/routing/route-table';
import { valueKeys } from '@/lib/value/keys';

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  signIn: (userId: number | null) => [...loyaltyKeys.all, 'sign-in', userId] as const,
  tasks: (userId: number | null) => [...loyaltyKeys.all, 'tasks', userId] as const,
  grade: (userType: UserType, userId: number | null) =>
    [...loyaltyKeys.all, 'grade', userType, userId] as const,
  gradeChanges: (userId: number | null) => [...loyaltyKeys.all, 'grade-changes', userId] as const,
  activities: (userType: UserType) => [...loyaltyKeys.all, 'activities', userType] as const,
  rewards: (userId: number | null) => [...loyaltyKeys.all, 'rewards', userId] as const,
  exchanges: (userId: number | null) => [...valueKeys.all, 'exchanges', userId] as const,
};

function useUserId(): number | null {
  return useSession().data?.userId ?? null;
}

/** The caller's sign-in: streak, the cycle's rewards, the days signed (GET /api/loyalty/sign-in). */
export function useSignInStatus() {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: loyaltyKeys.signIn(userId),
      queryFn: () => callEndpoint('getSignIn', {}),
    }),
  );
}

/** Signs in for today (POST /api/loyalty/sign-in); `signIn` ignores taps in flight. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const tap = useValueTap();
  const mutation = useMutation<SignInResult, Error, void>({
    mutationFn: () => callEndpoint('signIn', { requestId: tap.id() }),
    onSuccess: () => tap.succeeded(),
    onSettled: () => {
      tap.done();
      // The streak, the tasks that count sign-ins, the points: all moved.
      void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
      void queryClient.invalidateQueries({ queryKey: valueKeys.all });
    },
  });
  return {
    ...mutation,
    signIn: () => {
      if (tap.start()) mutation.mutate();
    },
  };
}

/** The caller's tasks with their progress in the current period (GET /api/loyalty/tasks). */
export function useTasks() {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: loyaltyKeys.tasks(userId),
      queryFn: () => callEndpoint('listTasks', {}),
    }),
  );
}

/** Claims a done task's reward (POST /api/loyalty/tasks/claim); `claim` ignores taps in flight. */
export function useClaimTask(taskId: number) {
  const queryClient = useQueryClient();
  // Only the in-flight guard: the server keys a claim by the task's period, not a request id.
  const tap = useValueTap();
  const mutation = useMutation<ClaimTaskResult, Error, void>({
    mutationFn: () => callEndpoint('claimTask', { taskId }),
    onSettled: () => {
      tap.done();
      void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
      void queryClient.invalidateQueries({ queryKey: valueKeys.all });
    },
  });
  return {
    ...mutation,
    claim: () => {
      if (tap.start()) mutation.mutate();
    },
  };
}

/** The grades of a user type, and the caller's standing when of that type (GET /api/loyalty/grade). */
export function useGrade(userType: UserType) {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: loyaltyKeys.grade(userType, userId),
      queryFn: () => callEndpoint('getGrade', { userType }),
    }),
  );
}

/** The record of the caller's grade changes (GET /api/loyalty/grade/changes). */
export function useGradeChanges() {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: loyaltyKeys.gradeChanges(userId),
      queryFn: () => callEndpoint('listGradeChanges', {}),
    }),
  );
}

/** The activities running for a user type (GET /api/loyalty/activities). */
export function useActivities(userType: UserType) {
  return useQuery(
    queryOptions({
      queryKey: loyaltyKeys.activities(userType),
      queryFn: () => callEndpoint('listActivities', { userType }),
    }),
  );
}

/** What the caller received from activities (GET /api/loyalty/rewards). */
export function useActivityRewards() {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: loyaltyKeys.rewards(userId),
      queryFn: () => callEndpoint('listActivityRewards', {}),
    }),
  );
}

/** What the caller exchanged points or beans for (GET /api/value/exchanges). */
export function useMyExchanges() {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: loyaltyKeys.exchanges(userId),
      queryFn: () => callEndpoint('listMyExchanges', {}),
    }),
  );
}
