import type {
  SendSmsCodeRequest,
  SmsLoginData,
  SmsLoginRequest,
} from '@freight/contract/endpoints/index';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import {
  clearUserInfo,
  readMessengerUserInfo,
  readUserInfo,
  saveUserInfo,
} from '@/lib/cookies/user-info';
import { callEndpoint } from '@/lib/request/endpoint';
import { forgetKept } from '@/lib/request/kept-prefix';
import type { AppId, UserType } from '@/lib/routing/route-table';
import { announceLogin, announceLogout } from './identity-events';

// The visitor's session (docs/design.md §4): login by mobile number and SMS code opens an HttpOnly
// session cookie on the server; the page keeps only the user type (and the WeChat openid) in the
// JS-readable user-info cookies.

export type SessionUser = SmsLoginData['user'];

/** SPEC §4: user type 1 is the shipper app (FYNewCustomer), 3 the driver app (FYLucky). */
export function appIdForUserType(userType: UserType): AppId {
  return userType === 1 ? 'FYNewCustomer' : 'FYLucky';
}

/** The download page of the app for a user type: the shipper's or the driver's. */
export function downloadPathFor(userType: UserType): '/customer/download' | '/driver/download' {
  return userType === 1 ? '/customer/download' : '/driver/download';
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  // A visitor who is not logged in is answered with `user: null`, not a 401 (no console error).
  queryFn: async (): Promise<SessionUser | null> => {
    const { user } = await callEndpoint('me', {});
    return user;
  },
  staleTime: 60_000,
  // A login writes the user-info cookies (rememberLogin), which live as long as the session (30
  // days, SPEC §9): a browser with none of them has no session. Such a visitor (a friend opening
  // an invitation, anyone new) is taken as nobody at once, so a page's login form comes with the
  // page instead of after a round trip; the call still runs (that first answer counts as stale)
  // and a session found after all takes its place.
  initialData: () => (readUserInfo() ? undefined : null),
  initialDataUpdatedAt: 0,
});

/**
 * Who is logged in: the user, null for nobody. `enabled: false` holds the call back (a relay before
 * its openid trip).
 */
export function useSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sessionQuery, enabled });
}

/**
 * Whether the page opened for a visitor: no user info on the phone then, known at once (see
 * `sessionQuery`). Kept for the page's life, so that a login made on the page's card goes on in
 * the same place (a draw, an invitation, docs/decisions/049).
 */
export function useOpenedForVisitor(): boolean {
  const session = useSession();
  const [visitor] = useState(() => session.data === null);
  return visitor;
}

export function useSendLoginCode() {
  return useMutation({
    mutationFn: (input: SendSmsCodeRequest) => callEndpoint('sendSmsCode', input),
  });
}

/**
 * On a shared phone one user's answers (balances, coupons, invitations, a campaign's attempts)
 * are not shown to the next: every answer but the session's is dropped, and those on screen are
 * asked again under the new session. The answers kept on the phone for the next visit go too
 * (lib/request/kept.ts).
 */
function forgetAnswers(queryClient: QueryClient): void {
  forgetKept();
  void queryClient.resetQueries({
    predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0],
  });
}

/**
 * After any login (the login form, a sign-up): save the user info (SPEC §4), keeping the WeChat
 * openid already known, update the session and announce the login (analytics). Another user than
 * the session's (a login without a logout) forgets the answers read for the first; any login
 * forgets the answers kept on the phone, which were read as someone else.
 */
export function rememberLogin(queryClient: QueryClient, user: SessionUser): void {
  forgetKept();
  const openid = readMessengerUserInfo()?.openid ?? readUserInfo()?.openid ?? '';
  saveUserInfo({ openid, userType: user.userType });
  const before = queryClient.getQueryData(sessionQuery.queryKey);
  queryClient.setQueryData(sessionQuery.queryKey, user);
  if (before && before.userId !== user.userId) forgetAnswers(queryClient);
  // A refusal to the visitor logged out (or to the user before) may not hold for this user: asked
  // again where shown, and not kept for a page about to mount (lib/request/query-client.ts).
  else void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
  announceLogin(user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsLoginRequest) => callEndpoint('smsLogin', input),
    onSuccess: ({ user }) => rememberLogin(queryClient, user),
  });
}

/** This browser is nobody's again: the user info, the answers read and the analytics login go. */
function forgetLogin(queryClient: QueryClient, forget: boolean): void {
  clearUserInfo();
  queryClient.setQueryData(sessionQuery.queryKey, null);
  forgetAnswers(queryClient);
  announceLogout({ forget });
}

/**
 * Logout removes the user info, forgets the answers read for the user and logs out of analytics
 * (SPEC §4), whatever the server says.
 */
export function useLogout({ forget = false }: { forget?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('logout', {}),
    onSettled: () => forgetLogin(queryClient, forget),
  });
}

/**
 * The person deletes their account (README "Personal data"): once the server has, this browser
 * forgets them as /clearuser does. A refusal (a shipment under way) is the page's to show.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('deleteAccount', { confirm: true }),
    onSuccess: () => forgetLogin(queryClient, true),
  });
}
