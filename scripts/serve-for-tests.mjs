// Starts the real server (built H5, a fresh embedded database in a temporary DATA_DIR) on a free
// loopback port for browser tests and benchmarks, and stops it (and removes the data) afterwards.
// It runs what production runs: the compiled bundle (apps/server/scripts/build.mjs), built again
// once per process (half a second) so that it is never older than the sources.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, waitForOk } from './lib.mjs';

let bundleBuilt = false;

/** Builds the server bundle, the first time a process starts a server. */
function buildBundleOnce() {
  if (bundleBuilt) return;
  const built = spawnSync(process.execPath, [join(root, 'apps/server/scripts/build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the server bundle did not build');
  bundleBuilt = true;
}

export async function startTestServer(extraEnv = {}) {
  buildBundleOnce();
  // A given PORT (a server started again where a proxy expects it), else a free one.
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-'));
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(root, 'apps/server/dist/server.mjs')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Browser tests and benchmarks send every simulated visitor from 127.0.0.1.
        RATE_LIMIT_PER_MINUTE: '100000',
        ...extraEnv,
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForOk(`${url}/healthz`, 90_000),
      exited.then((code) => {
        throw new Error(`server exited with ${code} before it was ready`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    console.error(output);
    throw error;
  }
  return {
    port,
    url,
    pid: child.pid,
    output: () => output,
    /** The process's exit code once it has exited (a signal counts as 1), else null. */
    exitCode: () => child.exitCode ?? (child.signalCode ? 1 : null),
    /** The demo admin of the operator API with this start's password and TOTP secret (printed). */
    operator() {
      const found = /demo admin (\S+), password (\S+)\)/.exec(output);
      const totp = /TOTP secret ([A-Z2-7]+)\)/.exec(output);
      return found && totp ? { username: found[1], password: found[2], totpSecret: totp[1] } : null;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
