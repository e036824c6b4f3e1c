// Where the H5 is served, in one table (docs/design.md §4): the environment key of each host, the
// analytics project rule (SPEC §9) and the hosts whose links the app may open (docs/design.md §4).

/** Environment keys: production, four shared test environments, and a developer's machine. */
export type EnvironmentKey = 'prod' | 't1' | 't2' | 't3' | 't4' | 'dev';

/**
 * Every host the platform serves the H5 from. Test hosts start with `test.` and development hosts
 * with `dev.` so that the analytics rule below (which looks only at the first label) keeps their
 * events out of the production project.
 */
export const HOST_ENVIRONMENTS: Readonly<Record<string, EnvironmentKey>> = {
  'h5.example.com': 'prod',
  'm.example.com': 'prod',
  'test.t1.example.com': 't1',
  'test.t2.example.com': 't2',
  'test.t3.example.com': 't3',
  'test.t4.example.com': 't4',
  'dev.example.com': 'dev',
  localhost: 'dev',
  '127.0.0.1': 'dev',
};

/** SPEC §6: a host missing from the table is treated as the last test environment. */
export const FALLBACK_ENVIRONMENT: EnvironmentKey = 't4';

/** Own keys only: `constructor` or `__proto__` as a host must not reach Object.prototype. */
function isKnownHost(hostname: string): boolean {
  return Object.hasOwn(HOST_ENVIRONMENTS, hostname);
}

export function environmentKey(hostname: string): EnvironmentKey {
  const host = hostname.toLowerCase();
  return (isKnownHost(host) && HOST_ENVIRONMENTS[host]) || FALLBACK_ENVIRONMENT;
}

export type AnalyticsProject = 'default' | 'production';

function firstLabel(hostname: string): string {
  return hostname.toLowerCase().split('.')[0] ?? '';
}

/**
 * SPEC §9: a host whose first label is `test`, `dev`, a number (an IP address such as
 * 192.168.1.20) or `localhost` reports to the default (test) analytics project; every other host
 * reports to production. Matches the label exactly: `testdrive.example.com` is production.
 */
export function analyticsProject(hostname: string): AnalyticsProject {
  const label = firstLabel(hostname);
  return label === 'test' || label === 'dev' || label === 'localhost' || /^\d+$/.test(label)
    ? 'default'
    : 'production';
}

/**
 * Where the debug console may load (SPEC §7: "on dev and test hosts"). The same first-label rule as
 * analytics rather than the environment table: an unknown host maps to `t4`, and a production
 * alias missing from the table must never get a console that shows every request.
 */
export function isDebugHost(hostname: string): boolean {
  return analyticsProject(hostname) === 'default';
}

/**
 * Hosts outside the table whose links the app may open, each added deliberately, never by
 * pattern: where the apps are downloaded from (the app centre's package host and the app store).
 * The two below are the demo data's; a deployment lists its real download hosts here.
 */
export const EXTRA_LINK_HOSTS: readonly string[] = ['download.example.com', 'apps.example.com'];

/**
 * Links from data open only on the platform's own hosts and the host the page is on (exact
 * match, no subdomain wildcard: `h5.example.com.evil.net` must not pass).
 */
export function isAllowedLinkHost(hostname: string, currentHostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === currentHostname.toLowerCase() || isKnownHost(host) || EXTRA_LINK_HOSTS.includes(host)
  );
}
