// One server process per DATA_DIR: PGlite keeps no lock of its own, and two processes writing the
// same embedded database corrupt it (e.g. `npm start` run twice). The lock is a file holding the
// owner's pid; a file left by a process that no longer runs is taken over.

import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function acquireDataDirLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      // Our own pid means a stale file from an earlier run that had this pid (a container restart).
      if (owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data directory is in use by another server process (pid ${owner}, lock ${lockPath}). ` +
            'Stop it, or set DATA_DIR to another directory.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the data directory lock ${lockPath}`);
}
