import type { ReactNode } from 'react';
import { type SessionUser, useSession } from '@/lib/identity/session';
import type { UserType } from '@/lib/routing/route-table';
import { QueryView } from '../query-view/query-view';
import { LoginGate } from './login-gate';

/**
 * A part of a page that is any user's, shipper or driver (an inviter's commission, the reward
 * centre): a logged-in user of either type sees their own; a visitor logs in (or signs up) as
 * `visitorType`, the type that most often comes to the page.
 */
export function AnyUserGate({
  heading,
  visitorType,
  children,
}: {
  heading: string;
  visitorType: UserType;
  children: (user: SessionUser) => ReactNode;
}) {
  const session = useSession();
  return (
    <QueryView query={session} rows={2}>
      {(user) =>
        user ? (
          children(user)
        ) : (
          <LoginGate userType={visitorType} heading={heading}>
            {children}
          </LoginGate>
        )
      }
    </QueryView>
  );
}
