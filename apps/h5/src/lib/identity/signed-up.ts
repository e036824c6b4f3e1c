// The ad's sign-up opens its app's download page with a history entry naming the user it made
// (recruitment's ad-register.tsx writes it, download's adlaunch-download.tsx reads it): shared code,
// because two features meet here and a feature never imports another.

/** What the ad's sign-up leaves in the history entry it opens this page with. */
export interface SignedUpState {
  signedUp: { userId: number; userType: 1 | 3 };
}

/**
 * Whether to say the sign-up worked: only when the history entry says this page was opened by a
 * sign-up (no link can set it), the session is that very user (the sign-up logged them in), and
 * the page is their app's. Anything else, a shared or copied link, another user or a logout since,
 * says nothing.
 */
export function signedUpBy(
  state: unknown,
  session: { userId: number; userType: number } | null | undefined,
  app: 'customer' | 'driver',
): boolean {
  if (!session || typeof state !== 'object' || state === null) return false;
  // History state is whatever was stored: `signedUp` may be null there.
  const signedUp = (state as { signedUp?: SignedUpState['signedUp'] | null }).signedUp;
  if (typeof signedUp !== 'object' || signedUp === null) return false;
  return (
    signedUp.userId === session.userId &&
    signedUp.userType === session.userType &&
    session.userType === (app === 'driver' ? 3 : 1)
  );
}
