// Posts under moderation are one module (docs/decisions/029, "One moderation module"): the kinds
// (party posts, road reports) call modules/moderation, and it knows none of them. This reads the
// imports, so a kind's code creeping back into the shared module, or a kind keeping its own copy of
// the machinery, fails here.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../../scripts/lib.mjs';

const MODULES = join(root, 'apps/server/src/modules');

/** The relative imports of a file (`from '…'`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']+)'/g)].map((match) => match[1] as string);
}

describe('modules/moderation', () => {
  it('imports no module of a kind (only the platform, the contract, the day cap, the uploads)', () => {
    const dir = join(MODULES, 'moderation');
    const foreign = readdirSync(dir).flatMap((name) =>
      importsOf(join(dir, name))
        .filter((path) => path.startsWith('../') && !path.startsWith('../../'))
        .filter((path) => path !== '../day-cap.ts' && path !== '../uploads/public.ts')
        .map((path) => `${name} → ${path}`),
    );
    expect(foreign).toEqual([]);
  });

  it('holds the decisions, the queue and submission; the kinds keep no copy', () => {
    for (const file of [
      'party/posts.ts',
      'party/ops-routes.ts',
      'epidemic/reports.ts',
      'epidemic/ops-routes.ts',
    ]) {
      const text = readFileSync(join(MODULES, file), 'utf8');
      // The row lock of a decision, the per-user queue of submissions and the caps' counts.
      expect(text, file).not.toMatch(/\.for\('update'\)|queueSender|dayCapReached|count\(/);
      // A decision's audited transaction and the page of a state: decideOn and pageInState.
      expect(text, file).not.toMatch(/reviewIn|postsInState|audited\(/);
      // Through the module's one public file.
      const shared = importsOf(join(MODULES, file)).filter((path) => path.includes('moderation'));
      expect(shared, file).toEqual(['../moderation/public.ts']);
    }
    // Road reports no longer borrow party posts' display of writing.
    expect(importsOf(join(MODULES, 'epidemic/reports.ts'))).not.toContain('../party/posts.ts');
  });
});
