import type { SessionUser } from './session';

// Login and logout are announced here once; the analytics module listens (SPEC §4: logout also
// logs out of analytics), and so may anything else that must follow the visitor's identity.

export interface IdentityListener {
  login(user: SessionUser): void;
  /** `forget`: this browser forgets the person too (/clearuser), not only the session. */
  logout(forget: boolean): void;
}

const listeners = new Set<IdentityListener>();

export function addIdentityListener(listener: IdentityListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceLogin(user: SessionUser): void {
  for (const listener of listeners) listener.login(user);
}

export function announceLogout({ forget = false }: { forget?: boolean } = {}): void {
  for (const listener of listeners) listener.logout(forget);
}
