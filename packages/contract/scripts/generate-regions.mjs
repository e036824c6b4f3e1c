// Writes src/regions/cn-regions.json: mainland China's provinces and their prefecture-level cities
// (GB/T 2260 codes and names), the offline data of the city picker and of the server's lead
// validation. Source of the facts: the `@vant/area-data` package (MIT), a dev dependency; run
// `node packages/contract/scripts/generate-regions.mjs` after updating it.
import { writeFileSync } from 'node:fs';
import { areaList } from '@vant/area-data';

const { province_list: provinces, city_list: cities } = areaList;
const regions = Object.entries(provinces).map(([code, name]) => {
  const prefix = code.slice(0, 2);
  const own = Object.entries(cities)
    .filter(([cityCode]) => cityCode.startsWith(prefix))
    .map(([cityCode, cityName]) => [cityCode, cityName]);
  return [code, name, own];
});
const file = new URL('../src/regions/cn-regions.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(regions)}\n`);
console.log(
  `${regions.length} provinces, ${regions.reduce((n, [, , c]) => n + c.length, 0)} cities`,
);
