// The H5's Content Security Policy: only its own origin, the two inline blocks of index.html (the
// route preload script and the shell's stylesheet) by hash, no plugins, no <base>, no framing by
// other sites. Sent as report-only until the browser tests show no report (the reliability issue).

import { createHash } from 'node:crypto';

/** sha256 hashes (CSP source expressions) of the inline <script> and <style> blocks of a page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const blocks = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
      hash(m[1] ?? ''),
    );
  return { scripts: blocks('script'), styles: blocks('style') };
}

export const CSP_REPORT_PATH = '/csp-report';

export function contentSecurityPolicy(html: string): string {
  const { scripts, styles } = inlineHashes(html);
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
