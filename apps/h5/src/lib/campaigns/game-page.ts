// The page of this site that presents a campaign game, for every list that links to one
// (/redengine, the activity centre) and the draw pages, which send a draw on to its own: one
// mapping, so a draw opens the page its campaign names.

import {
  CAMPAIGN_KIND_PAGES,
  RED_ENGINE_KINDS,
  type RedEngineKind,
} from '@freight/contract/endpoints/campaign-kind-pages';
import type { CampaignKind, DrawPage } from '@freight/contract/endpoints/index';

/** The pages that present a draw (the campaign's `drawPage`, ADR 015); the lucky draw is the default. */
const DRAW_PAGE_PATHS: Record<DrawPage, string> = {
  lucky_draw: CAMPAIGN_KIND_PAGES.draw.h5Path,
  daily_blessing: '/driver/dailyblessing/index',
};

/** The link to a draw's page, the one its campaign names. */
export function drawPagePath(drawPage: DrawPage, slug: string): string {
  return `${DRAW_PAGE_PATHS[drawPage]}?slug=${slug}`;
}

const isGameKind = (kind: CampaignKind): kind is RedEngineKind =>
  (RED_ENGINE_KINDS as readonly string[]).includes(kind);

interface Game<Kind extends CampaignKind> {
  kind: Kind;
  slug: string;
  drawPage: DrawPage | null;
}

/**
 * The link to a campaign game's page (its `h5Path`, endpoints/campaign-kind-pages.ts), by
 * its slug; null: its kind has no game page here (RED_ENGINE_KINDS).
 */
export function gamePagePath(campaign: Game<RedEngineKind>): string;
export function gamePagePath(campaign: Game<CampaignKind>): string | null;
export function gamePagePath({ kind, slug, drawPage }: Game<CampaignKind>): string | null {
  if (!isGameKind(kind)) return null;
  // A draw always names its page; the lucky draw is the default the server gives one.
  if (kind === 'draw') return drawPagePath(drawPage ?? 'lucky_draw', slug);
  return `${CAMPAIGN_KIND_PAGES[kind].h5Path}?slug=${slug}`;
}

/**
 * The page of this site where a user takes part in a campaign: a game's by its slug, another
 * kind's own page (the sign-in, the gift pack), which finds its running campaign itself; null:
 * in the app.
 */
export function campaignPagePath(campaign: Game<CampaignKind>): string | null {
  return gamePagePath(campaign) ?? CAMPAIGN_KIND_PAGES[campaign.kind].h5Path;
}
