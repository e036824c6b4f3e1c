// Prints, for every entry of docs/spec/routes.json, whether the app serves a real page there,
// and a last line `routes: N/M pages served` (M: the spec's pages). Run with `npm run routes:coverage`.
import { HOME_PATH } from '../src/app/build-routes-meta';
import { featureRouteTables } from '../src/app/routes';
import { isRedirect } from '../src/lib/routing/route-table';
import { loadSpecRoutes } from '../src/test/spec-routes';

const spec = loadSpecRoutes();

const declared = new Map(
  featureRouteTables.flatMap((table) =>
    table.routes.map((route) => [route.path, { feature: table.feature, route }] as const),
  ),
);

let served = 0;
let pages = 0;
const rows: string[] = [];
for (const entry of spec) {
  if (entry.redirect) {
    const target = entry.path === '/' ? HOME_PATH : declared.get(entry.path)?.route;
    const to =
      typeof target === 'string' ? target : target && isRedirect(target) ? target.redirect : null;
    rows.push(`redirect  ${entry.path} -> ${to ?? 'MISSING'}`);
    continue;
  }
  pages += 1;
  const found = declared.get(entry.path);
  const isServed =
    found !== undefined && !isRedirect(found.route) && found.route.page !== undefined;
  if (isServed) served += 1;
  rows.push(
    `${isServed ? 'served   ' : 'not built'} ${entry.path}${found ? `  (${found.feature})` : '  (undeclared)'}`,
  );
}
console.log(rows.join('\n'));
console.log(`routes: ${served}/${pages} pages served`);
