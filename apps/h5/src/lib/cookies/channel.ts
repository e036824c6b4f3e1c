import Cookies from 'js-cookie';
import { cookieAttributes } from './cookie-attributes';
import { isValidQueryId, readQueryId } from './query-ids';

// Channel tracking (SPEC §3): the channel and the sharer a visitor arrived through are kept for a
// year on the parent domain, and every link the app builds carries them on, so a sign-up days
// later on another page is still credited to the right channel and sharer.

export const CHANNEL_COOKIE = 'last_channel_id';
export const SHARE_USER_COOKIE = 'last_share_user_id';
/** SPEC §9: 365 days, on the parent domain, path `/`. */
export const CHANNEL_COOKIE_SCOPE = { shared: true, days: 365 } as const;

export interface ChannelParams {
  channelId?: string;
  shareUserId?: string;
}

type Where = Pick<Location, 'hostname' | 'protocol'>;

/**
 * Stores `last_channel_id` and `last_share_user_id` from the landing URL's query. A value that
 * is not a plain id is dropped; a missing one leaves the earlier cookie alone (the visitor's
 * first channel keeps its credit until a new one arrives). Returns what was stored.
 */
export function captureChannelParams(
  query: URLSearchParams | string,
  where: Where = window.location,
): ChannelParams {
  const captured: ChannelParams = {};
  const channelId = readQueryId(query, 'last_channel_id');
  const shareUserId = readQueryId(query, 'last_share_user_id');
  const attributes = cookieAttributes(CHANNEL_COOKIE_SCOPE, where);
  if (channelId) {
    Cookies.set(CHANNEL_COOKIE, channelId, attributes);
    captured.channelId = channelId;
  }
  if (shareUserId) {
    Cookies.set(SHARE_USER_COOKIE, shareUserId, attributes);
    captured.shareUserId = shareUserId;
  }
  return captured;
}

/** The stored channel and sharer; validated again, since a sibling host can write the cookie. */
export function readChannelParams(): ChannelParams {
  const params: ChannelParams = {};
  const channelId = Cookies.get(CHANNEL_COOKIE);
  const shareUserId = Cookies.get(SHARE_USER_COOKIE);
  if (isValidQueryId('last_channel_id', channelId)) params.channelId = channelId;
  if (isValidQueryId('last_share_user_id', shareUserId)) params.shareUserId = shareUserId;
  return params;
}

/** Appends `name=value` pairs to a query string without re-encoding what is already there. */
function appendToQuery(target: string, pairs: Array<[string, string]>): string {
  const q = target.indexOf('?');
  const existing = new URLSearchParams(q === -1 ? '' : target.slice(q + 1));
  const added = pairs
    .filter(([name]) => !existing.has(name)) // a link that names its own channel keeps it
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  if (added.length === 0) return target;
  const separator = q === -1 ? '?' : target.endsWith('?') || target.endsWith('&') ? '' : '&';
  return `${target}${separator}${added.join('&')}`;
}

/**
 * Adds the stored channel as `channel_id` and `share_user_id` to a link the app builds, keeping
 * its query and hash. In a hash-route URL (`https://h/#/x?y=1`) the route reads its query from
 * inside the hash, so the ids go there; otherwise into the query before the hash.
 */
export function withChannelParams(
  url: string,
  channel: ChannelParams = readChannelParams(),
): string {
  const pairs: Array<[string, string]> = [];
  if (channel.channelId) pairs.push(['channel_id', channel.channelId]);
  if (channel.shareUserId) pairs.push(['share_user_id', channel.shareUserId]);
  if (pairs.length === 0) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (hash.startsWith('#/')) return `${base}${appendToQuery(hash, pairs)}`;
  return `${appendToQuery(base, pairs)}${hash}`;
}
