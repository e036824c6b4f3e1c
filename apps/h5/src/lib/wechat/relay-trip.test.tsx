import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRoutes, type PageModule } from '@/lib/routing/route-table';
import { testCatalogue } from '@/test/catalogues';
import { renderApp } from '@/test/render-app';
import { setOpenIdStatus } from './open-id';
import { tripSettled, whenNoTrip } from './trip-state';
import { useOpenIdTrip } from './use-open-id-trip';

// A relay page decides whether it leaves for WeChat only once its code has run. Sharing starts
// after the window's load (share-install.ts), which may come first on a slow phone: it must wait
// for the page's decision, not ask the server from a page about to leave (a CI run of
// e2e/relays.spec.ts saw the JS-SDK's signature asked before the code's exchange).

function relayPage(active: boolean) {
  let show: (module: PageModule) => void = () => undefined;
  const loaded = new Promise<PageModule>((resolve) => {
    show = resolve;
  });
  const Page = () => {
    useOpenIdTrip(active);
    return <p>relay</p>;
  };
  return { load: () => loaded, show: () => show({ default: Page }) };
}

const tablesFor = (load: () => Promise<PageModule>) => [
  defineRoutes('test', testCatalogue, [
    { path: '/c2c/wxauth', openIdRelay: true, meta: { title: 'title.c2c.wxauth' }, page: load },
  ]),
];

/** Whether a trip is deciding now (a probe that runs at once says no). */
function deciding(): boolean {
  const probe = vi.fn();
  whenNoTrip(probe);
  return probe.mock.calls.length === 0;
}

afterEach(() => {
  tripSettled();
  setOpenIdStatus(null);
});

describe('a relay page’s trip', () => {
  // Either way the page starts no trip of its own: a target it refuses (not active), or an
  // openid it need not ask for (outside WeChat).
  it.each([
    ['a target the relay refuses', false],
    ['a page outside WeChat, which has no openid to ask for', true],
  ])(
    'is deciding from the navigation until the page has run, then what waited goes on: %s',
    async (_case, active) => {
      const relay = relayPage(active);
      renderApp(tablesFor(relay.load), '/c2c/wxauth');
      await vi.waitFor(() => expect(deciding()).toBe(true));
      const sharing = vi.fn();
      whenNoTrip(sharing);
      relay.show();
      await screen.findByText('relay');
      await vi.waitFor(() => expect(sharing).toHaveBeenCalledOnce());
    },
  );
});
