// Who is logged in to the console (GET /ops/api/session), logging in and out. A role decides
// which screens and buttons show; the API refuses the rest anyway (ADR 014).

import {
  changeMyPassword,
  confirmSecondFactorEnrolment,
  getOperatorSession,
  logInOperator,
  logOutOperator,
  type OperatorMe,
  type OperatorRole,
  type PasswordChangeRequest,
  roleAtLeast,
  startSecondFactorEnrolment,
} from '@freight/contract/ops';
import { useQueryClient } from '@tanstack/react-query';
import { OpsApiError, opsQueryKey, useOpsMutation, useOpsQuery } from './api';

/** The cached answer of GET /session, which logging in, out and the sign-in steps replace. */
export const sessionKey = opsQueryKey(getOperatorSession, {});

/** The operator, or null when nobody is logged in (the API answers null, not a 401). */
export function useOperator() {
  return useOpsQuery(getOperatorSession, {}, { staleTime: 60_000 });
}

/** Logs in; `code` is the second factor's (6 digits, or a recovery code) when asked for. */
export function useLogin() {
  const client = useQueryClient();
  return useOpsMutation(logInOperator, {
    request: (fields: { username: string; password: string; code?: string }) => ({
      body: fields,
    }),
    onSuccess: (operator) => client.setQueryData(sessionKey, operator),
  });
}

/** Whether a login was refused only for want of the second factor's code (401 with `needs`). */
export function needsSecondFactor(error: unknown): boolean {
  return (
    error instanceof OpsApiError &&
    error.status === 401 &&
    (error.data as { needs?: string } | null)?.needs === 'second_factor'
  );
}

/** Starts enrolling a second factor: a new secret to type into an authenticator app. */
export function useStartEnrolment() {
  return useOpsMutation(startSecondFactorEnrolment, { request: (_: void) => ({}) });
}

/** Confirms the enrolment with a first code; answers the recovery codes (shown once). */
export function useConfirmEnrolment() {
  return useOpsMutation(confirmSecondFactorEnrolment, {
    request: (code: string) => ({ body: { code } }),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useOpsMutation(logOutOperator, {
    request: (_: void) => ({}),
    // Nobody is in: the session's answer becomes null and every other answer is dropped. Not
    // `client.clear()`: that also drops the session's query under the shell, which then never
    // hears of the null and stays on the screens (the logout seemed to do nothing).
    onSettled: () => {
      client.setQueryData(sessionKey, null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
    },
  });
}

export function can(operator: OperatorMe | null | undefined, needed: OperatorRole): boolean {
  return operator ? roleAtLeast(operator.role, needed) : false;
}

/** One's own new password: the session continues (with a new id), others of the operator end. */
export function useChangePassword() {
  const client = useQueryClient();
  return useOpsMutation(changeMyPassword, {
    request: (fields: PasswordChangeRequest) => ({ body: fields }),
    onSuccess: (operator) => client.setQueryData(sessionKey, operator),
  });
}
