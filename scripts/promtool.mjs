#!/usr/bin/env node
// promtool, Prometheus's own checker, for the metrics test (`promtool check metrics` lints the
// text GET /metrics answers: docs/decisions/035-metrics.md). Plain Node, no packages.
// It comes from Debian's `prometheus` package, as the project's other tools come from Debian's
// packages (pg15.mjs, redis.mjs, lib.mjs's ensureChromium): when `promtool` is not on the PATH,
// the package's .deb is downloaded with `apt-get download` and unpacked with `dpkg -x`, and its
// promtool kept as the repository's .tmp/promtool/promtool (gitignored): nothing is installed and
// no Prometheus service starts. Later runs use that binary.
//
//   node scripts/promtool.mjs check metrics < metrics.txt
//
// runs promtool with these arguments (installing it first if needed) and exits with its code.
// As a module: `const promtool = ensurePromtool();` gives the binary's path, or throws
// PromtoolUnavailableError when apt cannot give it (no apt-get, the package cannot be fetched).

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const PACKAGE = 'prometheus';
const CACHE = join(root, '.tmp', 'promtool');
const BINARY = join(CACHE, 'promtool');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** promtool cannot be had on this machine: the message says why. */
export class PromtoolUnavailableError extends Error {
  name = 'PromtoolUnavailableError';
}

function log(message) {
  process.stderr.write(`[promtool] ${message}\n`);
}

function works(binary) {
  return spawnSync(binary, ['--version'], { stdio: 'ignore' }).status === 0;
}

function apt(args, options = {}) {
  const [file, argv] = isRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
  return spawnSync(file, argv, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    ...options,
  });
}

/** Downloads the package's .deb into `dir`; returns its path. */
function download(dir) {
  // Downloading needs no privileges; the package lists may need an update first (a fresh machine).
  const get = () =>
    spawnSync('apt-get', ['download', PACKAGE], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  let result = get();
  if (result.error)
    throw new PromtoolUnavailableError(`apt-get cannot run: ${result.error.message}`);
  if (result.status !== 0) {
    log(`apt-get download ${PACKAGE} failed; updating the package lists and trying again`);
    const update = apt(['update', '-qq']);
    if (update.status !== 0) log(`apt-get update failed: ${update.stderr.trim()}`);
    result = get();
  }
  const deb = readdirSync(dir).find((name) => name.endsWith('.deb'));
  if (result.status !== 0 || !deb) {
    throw new PromtoolUnavailableError(
      `apt-get download ${PACKAGE} failed (exit ${result.status}): ${result.stderr.trim()}`,
    );
  }
  return join(dir, deb);
}

/** The path of a working promtool, fetched from Debian's `prometheus` package when missing. */
export function ensurePromtool() {
  if (works('promtool')) return 'promtool';
  if (works(BINARY)) return BINARY;
  log(
    `not found: downloading Debian package ${PACKAGE} with apt and unpacking it in .tmp/promtool`,
  );
  mkdirSync(CACHE, { recursive: true });
  // Unpacked in a directory of its own, from which only promtool (48 MB of the package's 95) is
  // moved into place: a run stopped half-way leaves nothing that looks usable.
  const work = mkdtempSync(join(CACHE, 'download-'));
  try {
    const deb = download(work);
    const unpacked = join(work, 'root');
    const result = spawnSync('dpkg', ['-x', deb, unpacked], { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new PromtoolUnavailableError(`dpkg -x ${deb} failed: ${result.stderr ?? result.error}`);
    }
    renameSync(join(unpacked, 'usr', 'bin', 'promtool'), BINARY);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!works(BINARY)) throw new PromtoolUnavailableError(`${BINARY} does not run`);
  return BINARY;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let binary;
  try {
    binary = ensurePromtool();
  } catch (error) {
    log(error.message);
    process.exit(2);
  }
  const args = process.argv.slice(2);
  const result = spawnSync(binary, args, { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
