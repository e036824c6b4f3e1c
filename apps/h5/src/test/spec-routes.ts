import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One entry of shared/spec/routes.json (the company's route list, beside the repository). */
export interface SpecRoute {
  path: string;
  group: string;
  redirect?: string;
  layout?: boolean;
  title_zh?: string;
  title_en?: string;
  page_id?: string;
  data_source?: string;
  needOasOpenId?: boolean;
  app_id?: string;
  userType?: number;
  platform_type?: string;
  keepAlive?: boolean;
  name?: string;
  childOf?: string;
  paramPattern?: Record<string, string>;
}

// Not `new URL(…)`: under happy-dom the global URL is the DOM's, which refuses file URLs.
const specFile = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/spec/routes.json',
);

export function loadSpecRoutes(): SpecRoute[] {
  const parsed = JSON.parse(readFileSync(specFile, 'utf8')) as { routes: SpecRoute[] };
  return parsed.routes;
}
