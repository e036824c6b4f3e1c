#!/usr/bin/env node
// A throwaway PostgreSQL 15 for tests: server tests run against PGlite by default and, through this
// script, against the real PostgreSQL that production uses (docs/design.md §6). Plain Node, no packages.
//
//   node scripts/pg15.mjs run -- npx vitest run --project server
//
// starts a cluster in a temporary directory on a free loopback port, runs the command with
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres, then always stops the cluster and
// removes the directory, and exits with the command's exit code.
// As a module: `const pg = await startPg15(); ...; await stopPg15(pg);`. Fault tests also stop
// the running cluster and start it again, on the same port and data directory:
// `await stopPg15Server(pg, 'immediate'); ...; await restartPg15Server(pg);`.

import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './lib.mjs';
import { runWithThrowawayService } from './throwaway-service.mjs';

const BIN_DIR = '/usr/lib/postgresql/15/bin';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function log(message) {
  process.stderr.write(`[pg15] ${message}\n`);
}

/** Runs a program to completion; throws with its output when it fails. */
function run(program, args, { asPostgres = false, cwd } = {}) {
  // initdb and postgres refuse to run as root: as root, drop to the `postgres` system user.
  const [file, argv] =
    asPostgres && isRoot
      ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
      : [program, args];
  const result = spawnSync(file, argv, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${program} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

/** As `run`, without blocking the event loop: a server in this process keeps serving meanwhile. */
function runAsync(program, args, { asPostgres = false, cwd } = {}) {
  const [file, argv] =
    asPostgres && isRoot
      ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
      : [program, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve(output);
      else reject(new Error(`${program} ${args.join(' ')} failed (exit ${status}):\n${output}`));
    });
  });
}

function ensureBinaries() {
  if (existsSync(join(BIN_DIR, 'initdb')) && existsSync(join(BIN_DIR, 'pg_ctl'))) return;
  if (!isRoot) {
    throw new Error(
      `PostgreSQL 15 is not installed (${BIN_DIR}); run: sudo apt-get install -y postgresql-15`,
    );
  }
  log('PostgreSQL 15 binaries missing: installing Debian package postgresql-15');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql-15']]) {
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
}

/**
 * Starts a fresh cluster. Returns `{ url, port, dir }`; pass it to stopPg15 when done.
 * Durability is switched off (fsync, synchronous_commit): the data is thrown away anyway.
 * `durable: true` keeps synchronous_commit on, so that a commit PostgreSQL acknowledged survives
 * its server being killed (stopPg15Server 'immediate'); fsync stays off, as the machine does not
 * crash, only the server.
 */
export async function startPg15({ durable = false } = {}) {
  ensureBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'pg15-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const handle = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    dataDir,
    // Kept so that restartPg15Server starts the same server again.
    serverOptions: [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      ...(durable ? [] : ['-c synchronous_commit=off']),
      '-c full_page_writes=off',
    ].join(' '),
  };
  try {
    chmodSync(dir, 0o700);
    if (isRoot) {
      const uid = Number(run('id', ['-u', 'postgres']).trim());
      const gid = Number(run('id', ['-g', 'postgres']).trim());
      chownSync(dir, uid, gid);
    }
    const initdbArgs = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'];
    run(join(BIN_DIR, 'initdb'), [...initdbArgs, '--locale=C.UTF-8', '--no-sync'], {
      asPostgres: true,
      cwd: dir,
    });
    pgCtlStart(handle);
  } catch (error) {
    stopPg15Sync(handle);
    const serverLog = join(dir, 'log');
    if (existsSync(serverLog)) log(readFileSync(serverLog, 'utf8'));
    throw error;
  }
  return handle;
}

function pgCtlStartArgs(handle) {
  const logFile = join(handle.dir, 'log');
  return ['-D', handle.dataDir, '-l', logFile, '-o', handle.serverOptions, '-w', 'start'];
}

function pgCtlStart(handle) {
  run(join(BIN_DIR, 'pg_ctl'), pgCtlStartArgs(handle), { asPostgres: true, cwd: handle.dir });
}

const STOP_MODES = new Set(['smart', 'fast', 'immediate']);

/**
 * Stops the running cluster of `handle` and keeps its data directory, as an outage would:
 * `fast` ends every session (clients get "terminating connection due to administrator command"),
 * `immediate` kills the server without a clean shutdown (recovery runs at the next start).
 * Resolves once the server is down. Start it again with restartPg15Server.
 */
export async function stopPg15Server(handle, mode = 'fast') {
  if (!STOP_MODES.has(mode)) throw new Error(`unknown shutdown mode ${mode}`);
  await runAsync(join(BIN_DIR, 'pg_ctl'), ['-D', handle.dataDir, '-m', mode, '-w', 'stop'], {
    asPostgres: true,
    cwd: handle.dir,
  });
}

/** Starts the stopped cluster of `handle` again, on the same port and data directory. */
export async function restartPg15Server(handle) {
  try {
    await runAsync(join(BIN_DIR, 'pg_ctl'), pgCtlStartArgs(handle), {
      asPostgres: true,
      cwd: handle.dir,
    });
  } catch (error) {
    const serverLog = join(handle.dir, 'log');
    if (existsSync(serverLog))
      log(readFileSync(serverLog, 'utf8').split('\n').slice(-20).join('\n'));
    throw error;
  }
}

/** Stops the cluster (fast shutdown) and removes its directory; safe to call more than once. */
function stopPg15Sync(handle) {
  if (!existsSync(handle.dir)) return;
  if (existsSync(join(handle.dataDir, 'postmaster.pid'))) {
    try {
      run(join(BIN_DIR, 'pg_ctl'), ['-D', handle.dataDir, '-m', 'fast', '-w', 'stop'], {
        asPostgres: true,
        cwd: handle.dir,
      });
    } catch (error) {
      // pg_ctl could not stop it: kill the postmaster directly so no server outlives the directory.
      log(`pg_ctl stop failed, killing the postmaster: ${error.message}`);
      const pid = Number(
        readFileSync(join(handle.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }
  rmSync(handle.dir, { recursive: true, force: true });
}

export async function stopPg15(handle) {
  stopPg15Sync(handle);
}

/** `run -- command...`: runs the command against a fresh cluster and exits with its code. */
async function cli(argv) {
  await runWithThrowawayService(argv, {
    name: 'PostgreSQL 15',
    usage: 'node scripts/pg15.mjs run -- <command> [args...]',
    log,
    start: () => startPg15(),
    env: (handle) => ({ TEST_DATABASE_URL: handle.url }),
    stopSync: (handle) => stopPg15Sync(handle),
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await cli(process.argv.slice(2));
}
