import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPANY_SPEC_DIR, SPEC_DIR } from '@/test/spec-routes';

// docs/spec is the repository's copy of the company's spec, so that a lone clone builds and tests.
// Where the company's spec is checked out beside the repository (../shared/spec), the copy must
// still equal it; elsewhere (a clean CI clone) there is nothing to compare with.
const beside = existsSync(COMPANY_SPEC_DIR);
const REFRESH =
  'refresh the copy with `cp ../shared/spec/SPEC.md ../shared/spec/routes.json docs/spec/`, ' +
  'then bring the route tables in line (`npx vitest run --project h5 src/app/routes.test.ts`)';

if (!beside) console.info('docs/spec not compared: no ../shared/spec beside this clone');

describe.skipIf(!beside)(
  beside ? 'docs/spec equals ../shared/spec' : 'docs/spec equals ../shared/spec (skipped: absent)',
  () => {
    const read = (dir: string, file: string) => readFileSync(resolve(dir, file), 'utf8');

    it('routes.json', () => {
      expect(
        JSON.parse(read(SPEC_DIR, 'routes.json')),
        `docs/spec/routes.json differs from ../shared/spec/routes.json: ${REFRESH}`,
      ).toEqual(JSON.parse(read(COMPANY_SPEC_DIR, 'routes.json')));
    });

    it('SPEC.md', () => {
      expect(
        read(SPEC_DIR, 'SPEC.md'),
        `docs/spec/SPEC.md differs from ../shared/spec/SPEC.md: ${REFRESH}`,
      ).toBe(read(COMPANY_SPEC_DIR, 'SPEC.md'));
    });
  },
);
