#!/usr/bin/env node
// A throwaway Redis for tests: with REDIS_URL the server keeps replay memory and the shared rate
// limits in Redis (docs/design.md §8, docs/decisions/018-redis-for-hot-state.md). Plain Node, no
// packages; Debian's `redis-server` is installed with apt when it is missing.
//
//   node scripts/redis.mjs run -- npx vitest run --project server
//
// starts redis-server on a free loopback port with no persistence, runs the command with
// REDIS_URL=redis://127.0.0.1:PORT, then always stops the server and removes its directory, and
// exits with the command's exit code. Nests with pg15.mjs:
// `node scripts/pg15.mjs run -- node scripts/redis.mjs run -- <command>`.
// As a module: `const redis = await startRedis(); ...; await stopRedis(redis);`. Fault tests also
// stop the running server and start it again on the same port:
// `await stopRedisServer(redis); ...; await restartRedisServer(redis);`.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './lib.mjs';
import { runWithThrowawayService } from './throwaway-service.mjs';

const SERVER = 'redis-server';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** How long a starting server may take to answer PING. */
const READY_TIMEOUT_MS = 10_000;

function log(message) {
  process.stderr.write(`[redis] ${message}\n`);
}

function installed() {
  return spawnSync(SERVER, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Debian's redis-server, installed with apt (sudo when not root) when it is not on the PATH. */
export function ensureRedisServer() {
  if (installed()) return;
  log('redis-server missing: installing Debian package redis-server with apt');
  const sudo = isRoot ? [] : ['sudo'];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  const result = apt('install', '-y', '-qq', '--no-install-recommends', 'redis-server');
  if (result.status !== 0 || !installed()) {
    throw new Error(`apt-get install redis-server failed (exit ${result.status})`);
  }
}

/** Resolves when Redis on `port` answers PING with PONG; false on any failure. */
function ping(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

/** Starts redis-server for `handle` (its port and directory) and waits until it answers. */
async function launch(handle) {
  const child = spawn(
    SERVER,
    [
      '--port',
      String(handle.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      handle.dir,
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // The test process must not wait for the server to end before it can exit; stopRedis ends it.
  child.unref();
  child.stdout.unref?.();
  child.stderr.unref?.();
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  handle.child = child;
  handle.exited = exited;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await ping(handle.port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${handle.port} did not start:\n${output}`);
}

const running = new Set();
// No redis-server outlives the process that started it, however it ends.
process.on('exit', () => {
  for (const handle of running) handle.child?.kill('SIGKILL');
});

/** Starts a fresh server. Returns `{ url, port, dir }`; pass it to stopRedis when done. */
export async function startRedis() {
  ensureRedisServer();
  const dir = mkdtempSync(join(tmpdir(), 'redis-'));
  const port = await freePort();
  const handle = { url: `redis://127.0.0.1:${port}`, port, dir, child: null, exited: null };
  try {
    await launch(handle);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  running.add(handle);
  return handle;
}

/**
 * Stops the running server of `handle`, as an outage would: `SIGKILL` (default) drops every
 * connection at once, `SIGTERM` shuts down cleanly. Resolves once it is gone; start it again with
 * restartRedisServer. Nothing is kept: the restarted server is empty, as after a Redis restart
 * without persistence.
 */
export async function stopRedisServer(handle, signal = 'SIGKILL') {
  const { child, exited } = handle;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  // Held again while waiting: an unreferenced child's exit would not keep this process alive.
  child.ref();
  child.kill(signal);
  await exited;
}

/** Starts the stopped server of `handle` again, on the same port. */
export async function restartRedisServer(handle) {
  await launch(handle);
}

/** Stops the server and removes its directory; safe to call more than once. */
export async function stopRedis(handle) {
  await stopRedisServer(handle, 'SIGTERM');
  running.delete(handle);
  rmSync(handle.dir, { recursive: true, force: true });
}

/** `run -- command...`: runs the command with a fresh server and exits with its code. */
async function cli(argv) {
  await runWithThrowawayService(argv, {
    name: 'Redis',
    usage: 'node scripts/redis.mjs run -- <command> [args...]',
    log,
    start: () => startRedis(),
    env: (handle) => ({ REDIS_URL: handle.url }),
    stopSync: (handle) => {
      handle.child?.kill('SIGKILL');
      running.delete(handle);
      rmSync(handle.dir, { recursive: true, force: true });
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await cli(process.argv.slice(2));
}
