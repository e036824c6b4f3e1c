// The README stands alone (issue 45): what it says about the server's configuration and the pages
// served is read from the code here, so a variable added, renamed or dropped, or a page count
// that moves, fails this test until the README says so too.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../../scripts/lib.mjs';
import { CONFIG_VARIABLES } from '../src/config.js';

const README = readFileSync(join(root, 'README.md'), 'utf8');

/** The names in the first cell of the configuration table's rows (`A`, `B` (build) …). */
function documentedVariables(): Set<string> {
  const names = new Set<string>();
  for (const line of README.split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1];
    if (first === undefined) continue;
    for (const match of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1] as string);
  }
  return names;
}

describe('README', () => {
  it('documents every variable the server reads, and none it does not', () => {
    const documented = documentedVariables();
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
    // Build-time variables of the H5 (VITE_*) are documented too; they are not the server's.
    const stale = [...documented].filter(
      (name) => !CONFIG_VARIABLES.includes(name) && !name.startsWith('VITE_'),
    );
    expect(stale).toEqual([]);
  });

  it('gives the number of pages the spec has and the app serves', () => {
    const { routes } = JSON.parse(readFileSync(join(root, 'docs/spec/routes.json'), 'utf8')) as {
      routes: { redirect?: unknown }[];
    };
    const pages = routes.filter((route) => !route.redirect).length;
    expect(pages).toBeGreaterThan(0);
    expect(README).toContain(`routes: ${pages}/${pages} pages`);
    expect(README).toContain(`every one of the product spec's ${pages} pages`);
  });
});
