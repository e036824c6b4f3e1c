import type { ReactNode } from 'react';
import { LoginGate } from '@/components/login/login-gate';
import { QueryView } from '@/components/query-view/query-view';
import { type SessionUser, useSession } from '@/lib/identity/session';

/**
 * The commission pages are any inviter's, shipper or driver: a logged-in user of either type sees
 * their own; a visitor logs in (or signs up) as a driver, who most often earns commission by
 * bringing shippers.
 */
export function CommissionGate({
  heading,
  children,
}: {
  heading: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const session = useSession();
  return (
    <QueryView query={session} rows={2}>
      {(user) =>
        user ? (
          children(user)
        ) : (
          <LoginGate userType={3} heading={heading}>
            {children}
          </LoginGate>
        )
      }
    </QueryView>
  );
}
