import { isAllowedLinkHost } from '@/config/hosts';

// Links from data (banners, activities, broadcasts) are written by operators and may be tampered
// with on the way, so a link is opened only when it is a plain absolute http(s) URL on a host of
// the allow-list (docs/design.md §4). Anything the browser would read differently from how we read it
// is refused outright rather than "cleaned".

// Absolute http(s) with two slashes, any letter case. This alone refuses `javascript:`, `data:`,
// `vbscript:`, protocol-relative `//evil`, `https:evil` (which URL() would quietly complete) and
// entity- or percent-encoded schemes.
const ABSOLUTE_HTTP = /^https?:\/\//i;
// Browsers drop tabs and newlines inside URLs (`java\tscript:`) and read `\` as `/`
// (`https://trusted\@evil`), so a link holding either means something other than it shows.
function isAmbiguous(text: string): boolean {
  if (/[\\\s]/.test(text)) return true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true; // control characters
  }
  return false;
}

/** The URL when `raw` is a plain absolute http(s) URL without credentials; null otherwise. */
export function safeUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!ABSOLUTE_HTTP.test(text) || isAmbiguous(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // `https://trusted@evil` goes to evil: a link never needs credentials, so none is accepted.
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url;
}

export type LinkRefusal = 'unsafe-url' | 'host-not-allowed';

export type LinkCheck = { ok: true; url: URL } | { ok: false; reason: LinkRefusal };

/** Whether a link from data may be opened from a page on `currentHostname`. */
export function checkLink(
  raw: unknown,
  currentHostname: string = window.location.hostname,
): LinkCheck {
  const url = safeUrl(raw);
  if (!url) return { ok: false, reason: 'unsafe-url' };
  if (!isAllowedLinkHost(url.hostname, currentHostname)) {
    return { ok: false, reason: 'host-not-allowed' };
  }
  return { ok: true, url };
}

/** `checkLink` for callers that open the link: a refusal is logged for whoever debugs the page. */
export function allowedUrl(
  raw: unknown,
  currentHostname: string = window.location.hostname,
): URL | null {
  const check = checkLink(raw, currentHostname);
  if (check.ok) return check.url;
  // The raw value is logged as JSON text so a hostile string is shown, never interpreted.
  console.warn(`[links] refused (${check.reason}):`, JSON.stringify(String(raw).slice(0, 200)));
  return null;
}
