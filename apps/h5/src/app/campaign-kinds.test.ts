import { CAMPAIGN_KINDS } from '@freight/contract/endpoints/campaign-kinds';
import { DRAW_PAGES } from '@freight/contract/endpoints/campaign-values';
import { describe, expect, it } from 'vitest';
import { campaignPagePath, drawPagePath } from '@/lib/campaigns/game-page';
import { isRedirect } from '@/lib/routing/route-table';
import { featureRouteTables } from './routes';

// The registry of campaign kinds (endpoints/campaign-kinds.ts, docs/campaign-kinds.md) names the
// H5's page of each kind: each must be a page this app declares, not a redirect nor a typo.
const pages = new Set(
  featureRouteTables
    .flatMap((table) => table.routes)
    .filter((route) => !isRedirect(route))
    .map((route) => route.path),
);
const pathOf = (link: string) => link.split('?')[0] ?? link;

describe('the pages of campaign kinds', () => {
  it('links every kind with a page here to a page this app declares', () => {
    const linked = CAMPAIGN_KINDS.flatMap((kind) => {
      const link = campaignPagePath({ kind, slug: 'x-1', drawPage: null });
      return link === null ? [] : [[kind, pathOf(link)] as const];
    });
    expect(linked.length).toBeGreaterThan(0);
    for (const [kind, path] of linked) expect(pages.has(path), `${kind}: ${path}`).toBe(true);
  });

  it('links every page a draw may name to a page this app declares', () => {
    for (const drawPage of DRAW_PAGES) {
      const path = pathOf(drawPagePath(drawPage, 'x-1'));
      expect(pages.has(path), `${drawPage}: ${path}`).toBe(true);
    }
  });
});
