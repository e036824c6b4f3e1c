// The H5's Content Security Policy: only its own origin, the two inline blocks of index.html (the
// route preload script and the shell's stylesheet) by hash, no plugins, no <base>, no framing by
// other sites than the platform's own hosts. Enforced: the browser tests visit every page group and
// find no report (apps/h5/e2e/csp.spec.ts); violations in the field are still reported and stored.

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

/**
 * WeChat's JS-SDK (weixin-js-sdk, bundled) reports each `wx.config` to WeChat with an image
 * beacon; blocking it breaks nothing but would send a violation report from every WeChat visit.
 */
const WECHAT_SDK_BEACON = 'https://open.weixin.qq.com';

export interface PolicyOptions {
  /** Origins that may frame the page besides its own (the platform's hosts, from FRAME_ANCESTORS). */
  frameAncestors?: readonly string[];
  /** Origins the page may send data to and load images from (CSP_EXTRA_ORIGINS). */
  extraOrigins?: readonly string[];
}

export function contentSecurityPolicy(html: string, options: PolicyOptions = {}): string {
  const { scripts, styles } = inlineHashes(html);
  const list = (items: readonly string[] | undefined) =>
    items && items.length > 0 ? ` ${items.join(' ')}` : '';
  const extra = list(options.extraOrigins);
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    `img-src 'self' data: blob: ${WECHAT_SDK_BEACON}${extra}`,
    `connect-src 'self'${extra}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors 'self'${list(options.frameAncestors)}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
