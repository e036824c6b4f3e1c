// Boots the server as operators do (the compiled bundle, dist/server.mjs, built here from the
// sources first, in a separate process) and checks what they see.

import { generateSync } from 'otplib';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from './helpers/test-app.ts';

const BUILD = fileURLToPath(new URL('../scripts/build.mjs', import.meta.url));
const SERVER_BUNDLE = fileURLToPath(new URL('../dist/server.mjs', import.meta.url));
const FATAL_PROBE = fileURLToPath(new URL('./helpers/fatal-probe.mjs', import.meta.url));

beforeAll(() => {
  const built = spawnSync(process.execPath, [BUILD], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`server bundle: ${built.stderr}`);
});

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function startServer(env: Record<string, string>, nodeOptions: string[] = []): Run {
  const dataDir = makeTempDir('server-data-');
  const h5 = makeTempDir('server-h5-');
  // Only what the server needs: no DATABASE_URL or NODE_ENV leaking in from the test runner.
  const child = spawn(process.execPath, [...nodeOptions, '--enable-source-maps', SERVER_BUNDLE], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir.path,
      H5_DIST: h5.path,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    dataDir.remove();
    h5.remove();
  });
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function freePort(): Promise<number> {
  const server = await listenOnFreePort();
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function listenOnFreePort(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

// Budgets, not waits: each wait ends as soon as its condition holds. A boot is some 20 s of CPU
// (PGlite's WebAssembly compile and initdb, migrations, seeds): minutes while other suites
// share the two cores.
const BOOT_BUDGET_MS = 240_000;

async function until(condition: () => boolean, what: string, timeoutMs = BOOT_BUDGET_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Each boot opens a new on-disk PGlite (seconds, more while other test files load theirs).
describe('server.ts', { timeout: BOOT_BUDGET_MS + 30_000 }, () => {
  it('boots on the given port, prints where to open the H5 and the demo operator, and stops on SIGTERM', async () => {
    const port = await freePort();
    const run = startServer({ PORT: String(port) });
    await until(
      () => run.stderr().includes('/healthz') || run.child.exitCode !== null,
      'the banner',
    );

    const origin = `http://127.0.0.1:${port}`;
    expect(run.stderr()).toContain(`Open:            ${origin}/`);
    expect(run.stderr()).toContain(
      `${origin}/#/customer/download   (user agent with MicroMessenger/8.0.49)`,
    );
    expect(run.stderr()).toContain('FYNewCustomer/5.4.0');
    expect(run.stderr()).toContain('FYLucky/5.4.0');
    const res = await fetch(`${origin}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', db: 'up' });

    // Outside production: the demo admin of the operator API, with a password and a second
    // factor's TOTP secret of this start (ADR 037).
    const demo = /demo admin (\S+), password (\S+)\)/.exec(run.stderr());
    expect(demo?.[1]).toBe('demo-admin');
    const totpSecret = /TOTP secret ([A-Z2-7]+)\)/.exec(run.stderr())?.[1] ?? '';
    const first = await fetch(`${origin}/ops/api/session`);
    // Nobody yet: an answer, not a 401 (issue 43).
    expect(first.status).toBe(200);
    expect(await first.clone().json()).toBeNull();
    const xsrf = /OPS-XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const login = await fetch(`${origin}/ops/api/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-ops-xsrf-token': xsrf,
        cookie: `OPS-XSRF-TOKEN=${xsrf}`,
      },
      body: JSON.stringify({
        username: demo?.[1],
        password: demo?.[2],
        code: generateSync({ secret: totpSecret }),
      }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ username: 'demo-admin', role: 'admin' });

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('exits 1 with one clear line when the port is taken', async () => {
    const taken = await listenOnFreePort();
    cleanups.push(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const address = taken.address();
    if (typeof address !== 'object' || address === null) throw new Error('no port');

    const run = startServer({ PORT: String(address.port) });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toEqual([
      `Cannot listen on 127.0.0.1:${address.port}: the port is already in use. Stop the other process or set PORT.`,
    ]);
  });

  it('exits 1 naming the variable, without a stack trace, on a bad PORT', async () => {
    const run = startServer({ PORT: 'http' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('Invalid environment variables:\n  PORT:');
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  it('exits 1 when the database cannot be reached', async () => {
    const deadPort = await freePort();
    const run = startServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${deadPort}/freight`,
    });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toBe(
      `Cannot reach the database at postgres://postgres:***@127.0.0.1:${deadPort}/freight: ` +
        `connect ECONNREFUSED 127.0.0.1:${deadPort}. Check DATABASE_URL and that PostgreSQL is running.`,
    );
  });

  it('refuses a second server on the same DATA_DIR, and releases it on exit', async () => {
    const shared = makeTempDir('server-shared-data-');
    cleanups.push(shared.remove);
    const first = startServer({ PORT: String(await freePort()), DATA_DIR: shared.path });
    await until(
      () => first.stderr().includes('/healthz') || first.child.exitCode !== null,
      'the first server',
    );
    expect(first.child.exitCode, first.stderr()).toBeNull();

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: shared.path });
    expect(await second.exited).toBe(1);
    expect(second.stderr().trim()).toMatch(
      new RegExp(
        `^The data directory is in use by another server process \\(pid ${first.child.pid},`,
      ),
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(shared.path, 'pglite.lock'))).toBe(false);
  });

  it('drains and exits 1 after an error nothing handles, thrown outside any request', async () => {
    const port = await freePort();
    const run = startServer({ PORT: String(port) }, ['--import', FATAL_PROBE]);
    await until(
      () => run.stderr().includes('/healthz') || run.child.exitCode !== null,
      'the banner',
    );
    expect(run.child.exitCode, run.stderr()).toBeNull();

    // A request in flight: its headers and half its body sent, as from a phone on a slow network.
    const body = JSON.stringify({ 'csp-report': { 'document-uri': 'http://example.test/' } });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const answered = new Promise((resolve) => socket.on('end', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /csp-report HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/csp-report\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );

    run.child.kill('SIGUSR2');
    await until(() => run.stderr().includes('Unhandled error (uncaughtException)'), 'the log');
    expect(run.stderr()).toContain('fatal probe: thrown outside any request');
    expect(run.stdout()).toContain('"level":60');
    // Draining: no new connection is taken, the one in flight is still waited for.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(run.child.exitCode).toBeNull();

    socket.write(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(await run.exited).toBe(1);
  });
});
