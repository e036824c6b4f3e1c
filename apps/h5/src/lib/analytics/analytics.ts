import { readUserInfo } from '@/lib/cookies/user-info';
import { currentHost, type Host } from '@/lib/hosts/detect-host';
import { addIdentityListener } from '@/lib/identity/identity-events';
import { deviceId } from '@/lib/request/device-id';
import type { SessionUser } from '@/lib/identity/session';
import { type PageViewProperties, setPageViewHandler } from '@/lib/routing/page-view';
import type { UserType } from '@/lib/routing/route-table';
import { brandFor, platformTypeFor, resolveAppId } from './analytics-rules';
import { collectorUrl } from './collector-url';
import { DeferredSensors, type SensorsSdk } from './deferred-sensors';

// Sensors Analytics for the H5 (SPEC §2, §4, §6; PITFALLS 15). One `$pageview` per route change,
// sent from the router's page-view hook (never the SDK's single-page mode, which counts anchor
// jumps as page views); page properties registered on every route change, so events a page sends
// carry them; login and logout follow the visitor's identity. This module and the SDK load after
// first paint (page-view-recorder.ts keeps what happens before).

/** Properties registered for the page being shown; cleared before the next page registers its own. */
export const PAGE_PROPERTY_KEYS = [
  'page_id',
  'data_source',
  'app_id',
  'platform_type',
  'brand',
] as const;

export type PageProperties = Partial<Record<(typeof PAGE_PROPERTY_KEYS)[number], string>>;

export interface PageContext {
  page: PageViewProperties;
  userType: UserType | null;
  host: Pick<Host, 'app' | 'wechat' | 'miniProgram'>;
}

/** The registered page properties of one page view (empty values left out). */
export function pagePropertiesFor({ page, userType, host }: PageContext): PageProperties {
  const appId = resolveAppId({ metaAppId: page.app_id, path: page.path, userType });
  const properties: PageProperties = {
    page_id: page.page_id,
    data_source: page.data_source,
    app_id: appId ?? undefined,
    platform_type: platformTypeFor(page.platform_type, host),
    brand: brandFor(userType, appId) ?? undefined,
  };
  return Object.fromEntries(
    Object.entries<string | undefined>(properties).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
}

/** The SDK's options: beacon sending, no single-page mode, the app bridge inside the native apps. */
export function sensorsOptions(serverUrl: string, host: Pick<Host, 'app'>): object {
  return {
    server_url: serverUrl,
    send_type: 'beacon',
    is_track_single_page: false,
    // Inside the platform's apps the app's own SDK sends the events (docs/design.md §4); outside them,
    // or if the app does not take them, the page sends them itself.
    app_js_bridge: host.app !== null,
    show_log: false,
  };
}

/** What happened before this module arrived, in order (see page-view-recorder.ts). */
export type RecordedCall =
  | { kind: 'page'; page: PageViewProperties; href: string }
  | { kind: 'login'; user: SessionUser }
  | { kind: 'logout'; forget: boolean };

export interface AnalyticsDeps {
  sensors: DeferredSensors;
  host: () => Pick<Host, 'app' | 'wechat' | 'miniProgram'>;
  href: () => string;
  userType: () => UserType | null;
}

export interface AnalyticsConnection {
  pageView(page: PageViewProperties, href: string): void;
  login(user: SessionUser): void;
  logout(forget: boolean): void;
  disconnect(): void;
}

/**
 * Registers the page-view handler and the identity listener, wired to a (deferred) SDK. Exported
 * with its dependencies for tests; the app goes through `startAnalytics`.
 */
export function connectAnalytics({
  sensors,
  host,
  href,
  userType,
}: AnalyticsDeps): AnalyticsConnection {
  let lastPage: PageViewProperties | null = null;
  let lastUrl: string | null = null;

  const register = (page: PageViewProperties): PageProperties => {
    const properties = pagePropertiesFor({ page, userType: userType(), host: host() });
    sensors.run((sdk) => {
      sdk.clearPageRegister([...PAGE_PROPERTY_KEYS]);
      sdk.registerPage(properties);
    });
    return properties;
  };

  const connection: AnalyticsConnection = {
    pageView(page, url) {
      const properties = register(page);
      lastPage = page;
      if (!page.noAutoTrack) {
        // URL, title and referrer as they were at the time: a queued page view is sent later.
        const referrer = lastUrl;
        sensors.run((sdk) =>
          sdk.quick('autoTrack', {
            $url: url,
            $title: page.title,
            ...(referrer ? { $referrer: referrer } : {}),
            ...properties,
          }),
        );
      }
      lastUrl = url;
      // After a failed load (weak network), each page view tries again; before start, nothing.
      void sensors.load();
    },
    login(user) {
      sensors.run((sdk) => sdk.login(String(user.userId)));
      // The brand and app id may follow the user type just learnt.
      if (lastPage) register(lastPage);
    },
    logout(forget) {
      sensors.run((sdk) => {
        sdk.logout(forget);
        // Forgetting the person: a new anonymous id, whatever the SDK's stored state (its logout
        // does nothing without a stored first id, and would keep the login id as the visitor).
        if (forget) sdk.resetAnonymousIdentity();
      });
      if (lastPage) register(lastPage);
    },
    disconnect() {
      setPageViewHandler(null);
      stopListening();
    },
  };

  setPageViewHandler((page) => connection.pageView(page, href()));
  const stopListening = addIdentityListener({
    login: (user) => connection.login(user),
    logout: (forget) => connection.logout(forget),
  });
  return connection;
}

async function loadSensors(): Promise<SensorsSdk> {
  const module = await import('sa-sdk-javascript');
  return module.default;
}

/**
 * Takes over from the recorder after first paint: connects analytics, replays what was recorded
 * (each page view with its own URL), and loads the SDK.
 */
export function startAnalytics(recorded: readonly RecordedCall[]): void {
  const configured = (import.meta.env.VITE_ANALYTICS_URL as string | undefined) || undefined;
  // The embedded collector limits beacons per device by the device id's cookie, which they carry
  // (a page that has made no call yet may not have set it).
  deviceId();
  const sensors = new DeferredSensors(loadSensors, () =>
    sensorsOptions(collectorUrl(window.location, configured), currentHost()),
  );
  const connection = connectAnalytics({
    sensors,
    host: currentHost,
    href: () => window.location.href,
    userType: () => readUserInfo()?.userType ?? null,
  });
  for (const call of recorded) {
    if (call.kind === 'page') connection.pageView(call.page, call.href);
    else if (call.kind === 'login') connection.login(call.user);
    else connection.logout(call.forget);
  }
  void sensors.start();
}
