import type { ReactNode } from 'react';
import { type SessionUser, useSession } from '@/lib/identity/session';
import type { UserType } from '@/lib/routing/route-table';
import { useKitI18n } from '../i18n/catalogue';
import { QueryView } from '../query-view/query-view';
import { LoginFlow } from './login-flow';

export interface LoginGateProps {
  /** Who the part is for; a visitor logs in (or signs up) as this user type. */
  userType: UserType;
  /** What the login card says it is for; "log in with a driver (shipper) account" by default. */
  heading?: string;
  /** The part itself, once a user of that type is logged in. */
  children: (user: SessionUser) => ReactNode;
}

/**
 * A route or a part of a page that needs a logged-in user: the one login form in place, and the
 * part itself as soon as the visitor has logged in, on the same page (nothing typed is lost, no
 * redirect to come back from). A user of the other type is told so and may log in with another
 * number.
 */
export function LoginGate({ userType, heading, children }: LoginGateProps) {
  const { t } = useKitI18n();
  const session = useSession();
  return (
    <QueryView query={session} rows={2}>
      {(user) =>
        user && user.userType === userType ? (
          children(user)
        ) : (
          <>
            <section className="fy-card" role="status">
              <h2>{heading ?? t(userType === 3 ? 'login.gate.driver' : 'login.gate.shipper')}</h2>
              <p>
                {user
                  ? t('login.gate.otherType', { mobile: user.mobileMasked })
                  : t('login.gate.hint')}
              </p>
            </section>
            <LoginFlow userType={userType} onLoggedIn={() => {}} />
          </>
        )
      }
    </QueryView>
  );
}

/**
 * The login card above a part anyone may read (a list of offers to grab), gone once a user of
 * that type is logged in. The part shows once the session is known (its data is fetched at once
 * all the same): the card and form, taller than their placeholder, would otherwise push it down
 * as they arrive.
 */
export function LoginAbove({
  userType,
  heading,
  children,
}: Omit<LoginGateProps, 'children'> & { children: ReactNode }) {
  const session = useSession();
  return (
    <>
      <LoginGate userType={userType} heading={heading}>
        {() => null}
      </LoginGate>
      {session.isPending ? null : children}
    </>
  );
}
