import { PUBLIC_CAMPAIGN_PATH } from '@freight/contract/endpoints/campaign-values';
import type { PublicCampaign } from '@freight/contract/endpoints/campaigns';
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/i18n';
import { EARLY_READ } from './early-read-name';

// A published campaign's public content (docs/decisions/049), as index.html's script asked for it
// while the app was still on its way: what the page may show before its signed read answers (the
// name and the window in its hero). Only the script's read is used, never one of the app's own:
// on a navigation inside the app, the signed read is as early, and a second call would be waste.

interface EarlyRead {
  /** The URL the script asked for. */
  u: string;
  /** Its answer's JSON, or null when it failed. */
  p: Promise<unknown>;
  /** That answer once it is in (undefined before). */
  j?: unknown;
}

/** The URL of a campaign's public read in a language, as the script builds it. */
export function publicCampaignUrl(slug: string, locale: Locale): string {
  return `${PUBLIC_CAMPAIGN_PATH}/${slug}?lang=${locale}`;
}

/** The script's read of this URL, taken once (a later visit to the page asks the server). */
function takeEarlyRead(url: string): EarlyRead | null {
  const holder = window as unknown as Record<string, EarlyRead | undefined>;
  const early = holder[EARLY_READ];
  if (!early || early.u !== url) return null;
  holder[EARLY_READ] = undefined;
  return early;
}

function campaignOf(json: unknown, slug: string): PublicCampaign | null {
  const body = json as { status?: { code?: number }; data?: PublicCampaign } | null;
  return body?.status?.code === 0 && body.data?.slug === slug ? body.data : null;
}

async function earlyCampaign(slug: string, locale: Locale): Promise<PublicCampaign | null> {
  return campaignOf(await takeEarlyRead(publicCampaignUrl(slug, locale))?.p, slug);
}

/**
 * The script's read when it is in already, taken: the page's first render shows the name the
 * first screen shows, instead of the route's title for a turn.
 */
function earlyCampaignNow(slug: string, locale: Locale): PublicCampaign | null | undefined {
  const holder = window as unknown as Record<string, EarlyRead | undefined>;
  const early = holder[EARLY_READ];
  if (early?.j === undefined || early.u !== publicCampaignUrl(slug, locale)) return undefined;
  return campaignOf(takeEarlyRead(early.u)?.j, slug);
}

/**
 * The campaign as the script read it before the app, or null (no such read, or it failed). Kept
 * for the page's life: it stands in only until the signed read answers.
 */
export function earlyCampaignQuery(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['campaign-early-read', slug, locale] as const,
    queryFn: () => earlyCampaign(slug, locale),
    initialData: () => earlyCampaignNow(slug, locale),
    staleTime: Infinity,
    retry: false,
  });
}
