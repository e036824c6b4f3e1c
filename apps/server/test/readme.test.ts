// The README stands alone (issue 45): what it says about the server's configuration and the pages
// served is read from the code here, so a variable added, renamed or dropped, or a page count
// that moves, fails this test until the README says so too.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
    const redirects = routes.length - pages;
    expect(pages).toBeGreaterThan(0);
    expect(README).toContain(`routes: ${pages}/${pages} pages`);
    expect(README).toContain(`every one of the product spec's ${pages} pages`);
    expect(README).toContain(`the spec's ${pages} pages and ${redirects} redirects`);
  });
});

/** The repository's text files as git tracks them (the spec's own copy aside: it is the spec's). */
function trackedTexts(): { path: string; text: string }[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => /\.(ts|tsx|mjs|js|md|css|html|json|conf|service|ya?ml)$/.test(path))
    .filter((path) => !path.startsWith('docs/spec/') && !path.endsWith('spec-copy.test.ts'))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

describe('docs inside the repository', () => {
  // A clone on its own must be able to read every reason its code gives: the team's notes outside
  // the repository are carried into docs/design.md and the ADRs, and cited there. The spec's
  // copy in docs/spec is compared with the company's (spec-copy.test.ts), so that path may stay.
  it('cites no document outside the repository', () => {
    const outside = /(?<!\w)(?:DESIGN|STYLE|TOOLCHAIN|PITFALLS)\.md|\.\.\/shared\/(?!spec)/;
    const citing = trackedTexts()
      .filter(({ path, text }) => path !== 'apps/server/test/readme.test.ts' && outside.test(text))
      .map(({ path }) => path);
    expect(citing).toEqual([]);
  });

  it('cites only sections docs/design.md has', () => {
    const design = readFileSync(join(root, 'docs/design.md'), 'utf8');
    const sections = new Set([...design.matchAll(/^## (\d+)\./gm)].map((match) => match[1]));
    const wrong: string[] = [];
    for (const { path, text } of trackedTexts())
      for (const match of text.matchAll(/docs\/design\.md((?:,? ?§ ?\d+)+)/g))
        for (const section of (match[1] as string).matchAll(/\d+/g))
          if (!sections.has(section[0])) wrong.push(`${path}: §${section[0]}`);
    expect(sections.size).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});

describe('docs/how-to.md', () => {
  // The how-to lists the files a page or a campaign kind needs; a file moved or renamed fails here
  // until the list follows it. Paths with a placeholder (`<feature>`) are patterns, not files.
  it('names only files and folders that exist', () => {
    const howTo = readFileSync(join(root, 'docs/how-to.md'), 'utf8');
    const paths = [...howTo.matchAll(/`((?:apps|packages|docs|scripts)\/[^`\s]+)`/g)]
      .map((match) => match[1] as string)
      .filter((path) => !path.includes('<'));
    const missing = paths.filter((path) => !existsSync(join(root, path)));
    expect(paths.length).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});

describe('docs/decisions', () => {
  it('lists every decision in its index, each with a status', () => {
    const dir = join(root, 'docs/decisions');
    const index = readFileSync(join(dir, 'README.md'), 'utf8');
    const files = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((name) => !index.includes(`](${name})`))).toEqual([]);
    const unstated = files.filter(
      (name) => !/^Status: \S/m.test(readFileSync(join(dir, name), 'utf8').slice(0, 600)),
    );
    expect(unstated).toEqual([]);
  });

  it('shows in the index each decision’s status as its file states it', () => {
    const dir = join(root, 'docs/decisions');
    const rows = readFileSync(join(dir, 'README.md'), 'utf8').split('\n');
    const files = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
    const differing = files.filter((name) => {
      const status = /^Status: (.+)$/m.exec(readFileSync(join(dir, name), 'utf8'))?.[1]?.trim();
      const row = rows.find((line) => line.startsWith(`| ${name.slice(0, 3)} |`));
      const indexed = row?.split('|').slice(3, -1).join('|').trim();
      return status === undefined || status !== indexed;
    });
    expect(differing).toEqual([]);
  });
});
