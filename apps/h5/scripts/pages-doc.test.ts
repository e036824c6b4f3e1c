import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PAGES_DOC,
  PageEndpoints,
  pageRows,
  parseRouteDoc,
  readAllRoutes,
  withPageTables,
} from './pages-doc';

const features = resolve(dirname(fileURLToPath(import.meta.url)), '../src/features');
const page = (path: string) => resolve(features, path);

describe('docs/pages.md', () => {
  it('is what `npm run docs:pages` writes from the route tables and the pages', async () => {
    const doc = readFileSync(PAGES_DOC, 'utf8');
    expect(
      (await withPageTables(doc)) === doc,
      'docs/pages.md is out of date: run `npm run docs:pages`',
    ).toBe(true);
  }, 240_000);

  it('has a row for every page of the route tables', () => {
    const doc = readFileSync(PAGES_DOC, 'utf8');
    const missing = readAllRoutes()
      .filter((route) => !doc.includes(`\`${route.path}`))
      .map((route) => route.path);
    expect(missing).toEqual([]);
  });
});

describe("a route entry's doc comment", () => {
  it('gives what the page does and its tags', () => {
    expect(
      parseRouteDoc(`/**
       * the poster with the QR code of the invitation
       * link
       * @who the same inviter
       * @query slug=…
       * @table campaigns:games
       */`),
    ).toEqual({
      what: 'the poster with the QR code of the invitation link',
      who: 'the same inviter',
      query: 'slug=…',
      table: 'campaigns:games',
      endpoints: undefined,
      row: undefined,
    });
    expect(() => parseRouteDoc('/** text\n * @whom drivers */')).toThrow(/unknown tag/);
  });

  it('is required of every page, which the command says by route', () => {
    expect(() =>
      pageRows([{ feature: 'guides', path: '/driver/new-guide', pageFile: page('guides/x.tsx') }]),
    ).toThrow('guides /driver/new-guide: its route entry needs a doc comment');
  });

  it('cannot send a route to the row of a route that has none', () => {
    expect(() =>
      pageRows([{ feature: 'guides', path: '/b', doc: { what: '', row: '/a' } }]),
    ).toThrow('/b: /a has no row of its own');
  });
});

describe('the endpoints of a page', () => {
  it("are those its code calls, not every one its feature's files name", () => {
    const code = new PageEndpoints([page('referral/pages/commission-reward.tsx')]);
    const called = code.ofPage(page('referral/pages/commission-reward.tsx'));
    expect(called).toContain('listValueEntries');
    // The login gate's form and the session.
    expect(called).toEqual(expect.arrayContaining(['sendSmsCode', 'smsLogin', 'me']));
    // Named in the same modules the page imports from, but not called by this page.
    expect(called).not.toContain('getValueBalances');
    expect(called).not.toContain('logout');
  }, 120_000);

  it('include a name chosen among literals, and those a kept read passes on', () => {
    const goods = page('shipments/pages/goods-detail.tsx');
    const draw = page('campaigns/pages/lucky-draw.tsx');
    const code = new PageEndpoints([goods, draw]);
    // `callEndpoint(STEPS[step], …)`: each step the page can take.
    expect(code.ofPage(goods)).toEqual(
      expect.arrayContaining(['takeShipment', 'deliverShipment', 'confirmShipment']),
    );
    // `keptQuery('getCampaignRules', …)` calls `callEndpoint(name, …)` inside.
    expect(code.ofPage(draw)).toContain('getCampaignRules');
  }, 120_000);
});
