// The `run -- command...` mode shared by scripts/pg15.mjs and scripts/redis.mjs: start a throwaway
// server, run the command with its URL in the environment, then always stop the server and remove
// its files, and exit with the command's exit code (128 + n when a signal ended it).
import { spawn } from 'node:child_process';

/**
 * @param {string[]} argv the script's arguments (`run -- cmd args...`)
 * @param {{
 *   name: string,
 *   usage: string,
 *   log: (message: string) => void,
 *   start: () => Promise<{ url: string }>,
 *   env: (handle: { url: string }) => Record<string, string>,
 *   stopSync: (handle: { url: string }) => void,
 * }} service
 */
export async function runWithThrowawayService(argv, service) {
  const { log } = service;
  const separator = argv.indexOf('--');
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  if (argv[0] !== 'run' || command.length === 0) {
    process.stderr.write(`usage: ${service.usage}\n`);
    process.exit(2);
  }

  // Handlers first: a signal while the server starts must still end in cleanup, not a stray server.
  let child;
  let signalled = null;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      signalled = signal;
      // The child usually got the same signal from the terminal; forwarding covers `kill <pid>`.
      child?.kill(signal);
    });
  }
  const exitCodeFor = (signal) => (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 129);

  const started = Date.now();
  let handle;
  try {
    handle = await service.start();
  } catch (error) {
    log(`could not start ${service.name}: ${error.message}`);
    process.exit(signalled ? exitCodeFor(signalled) : 1);
  }
  log(`${service.name} on ${handle.url} (started in ${Date.now() - started} ms)`);

  // Cleanup must also happen when this process exits in any other way.
  let stopped = false;
  const cleanup = () => {
    if (stopped) return;
    stopped = true;
    service.stopSync(handle);
  };
  process.on('exit', cleanup);
  if (signalled) process.exit(exitCodeFor(signalled));

  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...service.env(handle) },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      log(`could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) => {
      const bySignal = signal ?? signalled;
      resolve(exitCode ?? (bySignal ? exitCodeFor(bySignal) : 1));
    });
  });
  cleanup();
  log(`stopped and removed; command exited with ${code}`);
  process.exit(code);
}
