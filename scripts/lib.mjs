// Small helpers shared by the project's scripts (test runner, browser tests, benchmarks).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs a command; resolves with its exit code. Its output is inherited, or with `buffered` kept and
 * printed in one piece when it ends (for commands run side by side).
 */
export function run(command, args, { buffered = false, ...options } = {}) {
  return new Promise((resolvePromise) => {
    const stdio = buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { stdio, cwd: root, ...options });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolvePromise(code);
    };
    // 'close' waits for the output to be read to its end; 'error' is a command that did not start.
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

function hasPackage(name) {
  return spawnSync('dpkg-query', ['-W', '-f=${Status}', name], {
    encoding: 'utf8',
  }).stdout.includes('install ok installed');
}

/** Installs Debian packages with apt (through sudo when not root); throws when apt fails. */
export function aptInstall(packages) {
  console.log(`[setup] installing ${packages.join(', ')} with apt`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  const result = apt('install', '-y', '-qq', '--no-install-recommends', ...packages);
  if (result.status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

/**
 * Debian's Chromium and the CJK fonts (without them Chinese renders as boxes), installed with apt
 * when missing: CI starts from a clean machine, and browsers cannot be downloaded here.
 */
export function ensureChromium() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!hasPackage('fonts-noto-cjk')) missing.push('fonts-noto-cjk');
  if (missing.length > 0) aptInstall(missing);
}

/** `systemd-analyze` (Debian's systemd), to check deploy/freight-server.service; apt when missing. */
export function ensureSystemdAnalyze() {
  const present = () =>
    spawnSync('systemd-analyze', ['--version'], { stdio: 'ignore' }).status === 0;
  if (present()) return;
  aptInstall(['systemd']);
  if (!present()) throw new Error('systemd-analyze is still missing after installing systemd');
}

/** Polls a URL until it answers 200 or the time is up. */
export async function waitForOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}
