import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One entry of docs/spec/routes.json (the product's route list, copied from the company's spec). */
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
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The repository's copy of the spec: what the route tables, tests and scripts read. */
export const SPEC_DIR = resolve(repositoryRoot, 'docs/spec');
/**
 * The company's spec, beside the repository when it is checked out with it (absent on a lone
 * clone): the copy is compared with it, never read instead of it.
 */
export const COMPANY_SPEC_DIR = resolve(repositoryRoot, '../shared/spec');

export function loadSpecRoutes(specDir = SPEC_DIR): SpecRoute[] {
  const file = resolve(specDir, 'routes.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes: SpecRoute[] };
  return parsed.routes;
}
