// The WeChat JS-SDK `wx.config` signature (JS-SDK documentation, appendix 1): sha1 over the four
// fields in this fixed order, the URL being the page's full URL without its `#` fragment.

import { createHash } from 'node:crypto';

export interface JsSdkSignatureInput {
  ticket: string;
  nonceStr: string;
  /** Unix seconds. */
  timestamp: number;
  url: string;
}

export function jsSdkSignature({ ticket, nonceStr, timestamp, url }: JsSdkSignatureInput): string {
  const withoutHash = url.split('#', 1)[0] ?? url;
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${withoutHash}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}
