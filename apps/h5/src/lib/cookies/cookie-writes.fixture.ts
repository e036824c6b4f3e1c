// For tests: records every string written to document.cookie (and still writes it), so a test can
// check a cookie's lifetime, domain and path, which document.cookie never reads back.

export interface CookieWrite {
  name: string;
  value: string;
  /** Attribute names in lower case (`expires`, `path`, `domain`, `samesite`, `secure`). */
  attributes: Record<string, string>;
}

function parseWrite(text: string): CookieWrite {
  const [pair = '', ...rest] = text.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string> = {};
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes[key.toLowerCase()] = value.join('=');
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

/** Starts recording; call `stop()` to restore the plain setter. */
export function recordCookieWrites(): { writes: CookieWrite[]; stop: () => void } {
  let owner: object | null = document;
  let descriptor: PropertyDescriptor | undefined;
  while (owner && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(owner, 'cookie');
    if (!descriptor) owner = Object.getPrototypeOf(owner);
  }
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie has no accessor');
  const { get, set } = descriptor;
  const writes: CookieWrite[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(document);
    },
    set(text: string) {
      writes.push(parseWrite(text));
      set.call(document, text);
    },
  });
  return {
    writes,
    stop: () => {
      delete (document as { cookie?: string }).cookie;
    },
  };
}

/** Days between now and a write's `expires` attribute (cookie dates have second precision). */
export function lifetimeDays(write: CookieWrite, now: number = Date.now()): number {
  const expires = write.attributes.expires;
  if (!expires) return Number.NaN;
  return Math.round((Date.parse(expires) - now) / 86_400_000);
}

/**
 * Writes a raw cookie string, as a sibling host or a tampering visitor could: the tests check
 * that readers refuse what they did not write themselves.
 */
export function writeRawCookie(text: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test needs a cookie js-cookie did not write
  document.cookie = text;
}

/** Removes every cookie this page can see (host-only, path /). */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) writeRawCookie(`${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  }
}
