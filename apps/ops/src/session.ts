// Who is logged in to the console (GET /ops/api/session), logging in and out. A role decides
// which screens and buttons show; the API refuses the rest anyway (ADR 014).

import type {
  OperatorMe,
  OperatorRole,
  PasswordChangeRequest,
  SecondFactorConfirmed,
  SecondFactorEnrolment,
} from '@freight/contract/ops';
import { roleAtLeast } from '@freight/contract/ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OpsApiError, opsApi } from './api';

export const sessionKey = ['session'] as const;

/** The operator, or null when nobody is logged in (the API answers null, not a 401). */
export function useOperator() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: () => opsApi.get<OperatorMe | null>('/session'),
    staleTime: 60_000,
  });
}

/** Logs in; `code` is the second factor's (6 digits, or a recovery code) when asked for. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: { username: string; password: string; code?: string }) =>
      opsApi.post<OperatorMe>('/session', fields),
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
  return useMutation({
    mutationFn: () => opsApi.post<SecondFactorEnrolment>('/session/second-factor'),
  });
}

/** Confirms the enrolment with a first code; answers the recovery codes (shown once). */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) =>
      opsApi.post<SecondFactorConfirmed>('/session/second-factor/confirm', { code }),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => opsApi.delete<unknown>('/session'),
    onSettled: () => {
      client.clear();
      client.setQueryData(sessionKey, null);
    },
  });
}

export function can(operator: OperatorMe | null | undefined, needed: OperatorRole): boolean {
  return operator ? roleAtLeast(operator.role, needed) : false;
}

/** One's own new password: the session continues (with a new id), others of the operator end. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: PasswordChangeRequest) =>
      opsApi.post<OperatorMe>('/session/password', fields),
    onSuccess: (operator) => client.setQueryData(sessionKey, operator),
  });
}
