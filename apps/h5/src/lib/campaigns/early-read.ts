import type { PublicCampaign } from '@freight/contract/endpoints/campaigns';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { type Locale, useI18n } from '@/lib/i18n/i18n';
import {
  earlyReadPath,
  type EarlyRead,
  LINK_READS,
  type LinkRead,
} from '@/lib/routing/route-table';
import { heldEarlyRead, takeEarlyRead } from './early-read-name';

// A published campaign's public content (docs/decisions/049), as index.html's script asked for it
// while the app was still on its way: what the page may show before its signed read answers (a
// draw's name and window in its hero; a referral programme's whole rules page). Only the script's
// read is used, never one of the app's own: on a navigation inside the app, the signed read is as
// early, and a second call would be waste.

/** The URL of a public read the link names (by `value`) in a language, as the script builds it. */
export function linkReadUrl(read: LinkRead, value: string, locale: Locale): string {
  return `${read.path}/${value}?lang=${locale}`;
}

/** The URL of a campaign's public read in a language, as the script builds it. */
export function publicCampaignUrl(slug: string, locale: Locale): string {
  return linkReadUrl(LINK_READS.campaign, slug, locale);
}

/** The URL of a route's public read that the link does not name, as the script builds it. */
export function publicReadUrl(
  read: Exclude<EarlyRead, keyof typeof LINK_READS>,
  locale: Locale,
): string {
  return `${earlyReadPath(read)}?lang=${locale}`;
}

/** The answer's data when it is a success that `accept` takes, else null. */
function answerOf<T>(json: unknown, accept: (data: T) => boolean): T | null {
  const body = json as { status?: { code?: number }; data?: T } | null;
  return body?.status?.code === 0 && body.data && accept(body.data) ? body.data : null;
}

/**
 * The script's read of `url` as a query: null when there was none or it failed. Kept for the
 * page's life: it stands in only until the signed read answers. When it is in already, the
 * page's first render takes it at once (`initialData`), and shows what the first screen shows
 * instead of a skeleton or the route's title for a turn.
 */
export function earlyReadQuery<T, Key extends readonly unknown[]>(
  queryKey: Key,
  url: string,
  accept: (data: T) => boolean,
) {
  return queryOptions({
    queryKey,
    queryFn: async () => answerOf(await takeEarlyRead(url)?.p, accept),
    initialData: () => {
      const early = heldEarlyRead();
      if (early?.j === undefined || early.u !== url) return undefined;
      return answerOf(takeEarlyRead(url)?.j, accept);
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** A campaign as the script read it before the app (its `?slug=`), or null. */
function earlyCampaignQuery(slug: string, locale: Locale) {
  return earlyReadQuery(
    ['campaign-early-read', slug, locale] as const,
    publicCampaignUrl(slug, locale),
    (data: PublicCampaign) => data.slug === slug,
  );
}

/** The programme running for a share type as the script read it before the app, or null. */
function earlyProgrammeQuery(inviteType: number, locale: Locale) {
  return earlyReadQuery(
    ['programme-early-read', inviteType, locale] as const,
    publicReadUrl({ programme: inviteType }, locale),
    (data: PublicCampaign) => data.kind === 'referral' && data.referral !== null,
  );
}

/**
 * The campaign of `slug` as the script read it in the page's language, until `signedAnswered`
 * (the signed read has answered): what the page draws meanwhile, or null/undefined when there is
 * none.
 */
export function useEarlyCampaign(slug: string, signedAnswered: boolean) {
  const { locale } = useI18n();
  return useQuery({ ...earlyCampaignQuery(slug, locale), enabled: !signedAnswered }).data;
}

/** The programme running for a share type as the script read it, as `useEarlyCampaign`. */
export function useEarlyProgramme(inviteType: number, signedAnswered: boolean) {
  const { locale } = useI18n();
  return useQuery({ ...earlyProgrammeQuery(inviteType, locale), enabled: !signedAnswered }).data;
}

/**
 * A signed read's states for a `QueryView`, with the script's read (`early`) standing in while
 * the signed read is pending: the page is drawn from it as fetching, and the signed read's answer,
 * error or retry take over as they come.
 */
export function withEarlyRead<T, E>(
  signed: UseQueryResult<T>,
  early: E | null | undefined,
): Pick<UseQueryResult<T | E>, 'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'> {
  return signed.isPending && early
    ? { data: early, error: null, isPending: false, isFetching: true, refetch: signed.refetch }
    : signed;
}
