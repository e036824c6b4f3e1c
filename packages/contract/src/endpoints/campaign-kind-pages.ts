// The H5's part of the registry of campaign kinds (campaign-kinds.ts): each kind's page, and the
// kinds /redengine lists. Apart from the rest so a page loads only this (no zod, ADR 008; a few
// hundred bytes less on the campaign pages, whose JS is near its budget).

import type { CampaignKind } from './campaign-kinds.ts';

export interface KindPage {
  /**
   * Its page on the H5 (a draw's default one: a draw names its page, DRAW_PAGES); null: played
   * in the apps only, or listed elsewhere (a task, in the reward centre).
   */
  h5Path: string | null;
  /**
   * Listed on /redengine: a game with prizes whose page takes the campaign's `?slug=`. The other
   * kinds' pages find their running campaign themselves.
   */
  redEngine: boolean;
}

/** Each kind's page, in the registry's order; a kind missing here is a compile error. */
export const CAMPAIGN_KIND_PAGES = {
  draw: { h5Path: '/luckdrawnew', redEngine: true },
  red_packet_rain: { h5Path: '/redpacketrain/index', redEngine: true },
  collect_words: { h5Path: '/collectword/index', redEngine: true },
  gift_pack: { h5Path: '/package/packageHome', redEngine: false },
  seckill: { h5Path: null, redEngine: false },
  sign_in: { h5Path: '/customer/signIn', redEngine: false },
  task: { h5Path: null, redEngine: false },
  referral: { h5Path: null, redEngine: false },
  cut_price: { h5Path: '/customer/cutReward', redEngine: true },
} as const satisfies Record<CampaignKind, KindPage>;

type Pages = typeof CAMPAIGN_KIND_PAGES;

/** A kind /redengine lists. */
export type RedEngineKind = {
  [Kind in CampaignKind]: Pages[Kind]['redEngine'] extends true ? Kind : never;
}[CampaignKind];

/**
 * The campaign kinds /redengine lists: the games with prizes the H5 has a page for (a draw at the
 * page its campaign names, DRAW_PAGES; the others at their `h5Path`). A game kind joins the list
 * when its page is built, by `redEngine: true` here.
 */
export const RED_ENGINE_KINDS = (Object.keys(CAMPAIGN_KIND_PAGES) as CampaignKind[]).filter(
  (kind): kind is RedEngineKind => CAMPAIGN_KIND_PAGES[kind].redEngine,
);
