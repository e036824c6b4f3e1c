// The anti-CSRF `state` of the OAuth round trip and a guard against redirect loops, in session
// storage: it survives the trip to WeChat and back in the same tab, and nothing else sees it.

export const STATE_KEY = 'fy_wx_oauth_state';
export const ATTEMPTS_KEY = 'fy_wx_oauth_attempts';
/** Trips to WeChat per tab before the page stops trying by itself and explains instead. */
export const MAX_ATTEMPTS = 2;

export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** 16 random bytes, URL-safe: what a forged link cannot guess. */
export function newState(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function rememberState(storage: StateStorage, state: string): void {
  storage.setItem(STATE_KEY, state);
}

/**
 * Whether `returned` is the state this tab sent; the stored one is used up either way, so a code
 * can be checked against it once.
 */
export function checkState(storage: StateStorage, returned: string): boolean {
  const expected = storage.getItem(STATE_KEY);
  storage.removeItem(STATE_KEY);
  if (!expected || expected.length !== returned.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ returned.charCodeAt(i);
  return diff === 0;
}

export function attempts(storage: StateStorage): number {
  const value = Number(storage.getItem(ATTEMPTS_KEY));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function countAttempt(storage: StateStorage): number {
  const next = attempts(storage) + 1;
  storage.setItem(ATTEMPTS_KEY, String(next));
  return next;
}

export function resetAttempts(storage: StateStorage): void {
  storage.removeItem(ATTEMPTS_KEY);
}
