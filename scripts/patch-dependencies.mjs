#!/usr/bin/env node
// Applies the project's own patches to installed npm packages: `patches/<name>+<version>.patch`,
// a unified diff of the package's files (`a/src/x.js`, `b/src/x.js`). Run by the root package's
// `postinstall`, so that `npm ci` and `npm install` apply them (npm runs the root project's own
// install scripts even where it holds back those of dependencies). Plain Node, no packages.
//
// - Every copy of the package under node_modules (the root's and the workspaces') is patched.
// - A copy already patched (every hunk's new lines in place) is left as it is: running it twice is
//   harmless.
// - A copy of another version, or whose lines differ from the patch's, stops the install with a
//   message: no fuzz. Upgrading a patched package means checking whether upstream fixed what the
//   patch fixes, then dropping or remaking the patch (the patch's comments say where to look).
//
// Patches: postgres+3.4.9, a connection that closes under a transaction (docs/decisions/034).

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const PATCHES = join(root, 'patches');

/** The files of a unified diff, each with its hunks' old and new lines. */
export function parsePatch(text) {
  const files = [];
  let file = null;
  let hunk = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('diff ')) {
      file = null;
      hunk = null;
    } else if (line.startsWith('+++ ')) {
      file = { path: line.slice(4).replace(/^b\//, '').trim(), hunks: [] };
      files.push(file);
    } else if (line.startsWith('@@ ')) {
      const match = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
      if (!match || !file) throw new Error(`bad hunk header: ${line}`);
      hunk = { oldStart: Number(match[1]), newStart: Number(match[2]), old: [], new: [] };
      file.hunks.push(hunk);
    } else if (hunk && /^[ +-]/.test(line) && !line.startsWith('--- ')) {
      const body = line.slice(1);
      if (line[0] !== '+') hunk.old.push(body);
      if (line[0] !== '-') hunk.new.push(body);
    }
  }
  return files;
}

const matchesAt = (lines, start, block) => block.every((line, i) => lines[start - 1 + i] === line);

/** 'applied', 'patched' (just now) or throws: one file of a package against its hunks. */
function applyFile(path, hunks) {
  const lines = readFileSync(path, 'utf8').split('\n');
  if (hunks.every((h) => matchesAt(lines, h.newStart, h.new))) return 'applied';
  for (const h of hunks) {
    if (!matchesAt(lines, h.oldStart, h.old)) {
      throw new Error(`${path}: the lines at ${h.oldStart} are not the ones the patch changes`);
    }
  }
  // From the last hunk up, so that earlier line numbers still hold.
  for (const h of [...hunks].reverse()) lines.splice(h.oldStart - 1, h.old.length, ...h.new);
  writeFileSync(path, lines.join('\n'));
  return 'patched';
}

/** Every installed copy of `name`: the root's node_modules and the workspaces'. */
function installedCopies(name) {
  const bases = [root];
  for (const group of ['apps', 'packages']) {
    const dir = join(root, group);
    if (existsSync(dir)) for (const entry of readdirSync(dir)) bases.push(join(dir, entry));
  }
  return bases
    .map((base) => join(base, 'node_modules', name))
    .filter((dir) => existsSync(join(dir, 'package.json')));
}

export function applyPatches() {
  if (!existsSync(PATCHES)) return;
  for (const patchFile of readdirSync(PATCHES).filter((f) => f.endsWith('.patch'))) {
    const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(patchFile) ?? [];
    if (!name)
      throw new Error(
        `patches/${patchFile}: name it <package>+<version>.patch (@scope+name+version)`,
      );
    const files = parsePatch(readFileSync(join(PATCHES, patchFile), 'utf8'));
    const copies = installedCopies(name.replace('+', '/'));
    if (copies.length === 0) throw new Error(`patches/${patchFile}: ${name} is not installed`);
    for (const dir of copies) {
      const installed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
      if (installed !== version) {
        throw new Error(
          `patches/${patchFile} is for ${name} ${version}, but ${installed} is installed in ${dir}: ` +
            'check whether the new version fixes what the patch does, then remake or drop the patch',
        );
      }
      const outcomes = files.map(({ path, hunks }) => applyFile(join(dir, path), hunks));
      const done = outcomes.includes('patched') ? 'patched' : 'already patched';
      console.log(`[patch-dependencies] ${name} ${version}: ${done} (${patchFile})`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    applyPatches();
  } catch (error) {
    console.error(`[patch-dependencies] ${error.message}`);
    process.exit(1);
  }
}
