import { analyticsProject } from '@/config/hosts';

// Where the Sensors SDK sends events (docs/design.md §2): a collector URL baked in at build time
// (`VITE_ANALYTICS_URL`, the production Sensors server), else the server's own embedded collector.
// The project always follows the host (SPEC §9): test and development hosts report to `default`.

/** The embedded collector's path; the SDK itself rewrites a trailing `/sa` to `/sa.gif`. */
export const EMBEDDED_COLLECTOR_PATH = '/collect/sa';

/**
 * The SDK's `server_url`. Absolute, because the SDK drops a relative `server_url` (it keeps only
 * values starting with `http`, `//` or `://`).
 */
export function collectorUrl(
  where: Pick<Location, 'origin' | 'hostname'>,
  configured: string | undefined,
): string {
  const url = new URL(configured || EMBEDDED_COLLECTOR_PATH, where.origin);
  url.searchParams.set('project', analyticsProject(where.hostname));
  return url.toString();
}
