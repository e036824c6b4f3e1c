import { type BridgeContext, openInnerBrowser } from '@/lib/bridge/app-actions';
import { currentHost, type Host } from '@/lib/hosts/detect-host';
import { allowedUrl } from './safe-url';

// Opening a link object from data (SPEC §3, §4): type 1 and 3 open the URL in this page, type 2
// in the app's inner browser when inside an app (in this page elsewhere). Only allow-listed
// http(s) URLs open (safe-url.ts); every other link is refused and logged.

export type LinkType = 1 | 2 | 3;

export interface DataLink {
  /** Typed loosely: it comes from data, and an unknown type must be refused, not guessed. */
  linkType: LinkType | number;
  linkUrl: string;
}

export type LinkOutcome = 'opened' | 'opened-in-app' | 'refused';

export type OpenLinkContext = Pick<
  BridgeContext,
  'assign' | 'currentHostname' | 'win' | 'timeoutMs'
>;

export async function openLink(
  link: DataLink,
  host: Host = currentHost(),
  context: OpenLinkContext = {},
): Promise<LinkOutcome> {
  const currentHostname = context.currentHostname ?? window.location.hostname;
  const assign = context.assign ?? ((url: string) => window.location.assign(url));
  if (link.linkType === 2) {
    const result = await openInnerBrowser(link.linkUrl, {
      ...context,
      host,
      assign,
      currentHostname,
    });
    if (result.outcome === 'native') return 'opened-in-app';
    return result.outcome === 'web' ? 'opened' : 'refused';
  }
  if (link.linkType !== 1 && link.linkType !== 3) {
    console.warn('[links] refused (unknown-link-type):', JSON.stringify(link.linkType));
    return 'refused';
  }
  const url = allowedUrl(link.linkUrl, currentHostname);
  if (!url) return 'refused';
  assign(url.href);
  return 'opened';
}
