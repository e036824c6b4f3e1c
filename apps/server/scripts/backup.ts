// Backups of the database the server uses (issue 41, item 5; README "Backups",
// docs/reliability.md §7):
//
//   npm run backup                              # to BACKUP_DIR (default DATA_DIR/backups)
//   npm run backup -- --out /mnt/backups/       # a directory, or a file name
//   npm run restore -- <file>                   # into an empty database / DATA_DIR
//   npm run restore -- <file> --force           # over one that is not empty
//
// The configuration is the server's (config.ts: DATABASE_URL, DATA_DIR, BACKUP_DIR), so the
// script runs with the same environment as the server.
// - PostgreSQL (DATABASE_URL): `pg_dump -Fc` to `freight-postgres-<time>.pgdump`, and `pg_restore`
//   into a database that has no table yet (or, with --force, over the objects the dump holds, in
//   one transaction). The binaries of /usr/lib/postgresql/15/bin when present, else on the PATH.
//   The password goes to them in PGPASSWORD, never on a command line.
// - The embedded database (PGlite in DATA_DIR/pglite) and its uploads (DATA_DIR/uploads): a
//   consistent copy needs the server stopped. The script takes the data directory's lock itself
//   (db/data-dir-lock.ts) and refuses, naming the server's pid, while a server holds it; it writes
//   `freight-embedded-<time>.tar` holding `backup.json`, PGlite's `dumpDataDir` (`pglite.tar.gz`)
//   and `uploads/`. A restore loads it into a DATA_DIR with no database and no uploads (or, with
//   --force, moves the ones there aside, to `pglite.replaced-<time>` and `uploads.replaced-<time>`).

import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  closeSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { ConfigError, loadConfig } from '../src/config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { redactDatabaseUrl } from '../src/db/database.ts';

/** A backup or restore that must not go ahead; its message says why and what to do. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

const PG15_BIN = '/usr/lib/postgresql/15/bin';
const EMBEDDED_FORMAT = 'freight-embedded-backup';
/** pg_dump's custom format starts with these bytes. */
const PG_DUMP_MAGIC = 'PGDMP';

/** A PostgreSQL client program: PostgreSQL 15's when installed, else the one on the PATH. */
export function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  const pinned = join(PG15_BIN, name);
  return existsSync(pinned) ? pinned : name;
}

/** `20261128T101502Z`: a UTC time for file names, sorting as it reads. */
function stamp(now = new Date()): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
}

/** Where a backup goes: `out` (a directory or a file), else `backupDir`, named by kind and time. */
export function backupPath(out: string | undefined, backupDir: string, name: string): string {
  const target = out === undefined ? backupDir : resolve(out);
  const isDirectory =
    out === undefined ||
    out.endsWith('/') ||
    (existsSync(target) && statSync(target).isDirectory());
  return isDirectory ? join(target, name) : target;
}

/** Runs a program to its end; rejects with its output when it fails. */
function runProgram(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) =>
      reject(new Error(`${basename(file)} could not run: ${error.message}`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${basename(file)} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}

/**
 * libpq's view of a URL: the URL without its password, and the password in PGPASSWORD, so that
 * it never shows in a process list.
 */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Writes to `file` through a `.partial` beside it, so a failed run leaves no file that looks whole. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file))
    throw new BackupRefusedError(`${file} exists already: choose another name.`);
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

// ---- PostgreSQL ---------------------------------------------------------------------------------

/** `pg_dump -Fc` of the database at `url` to `file`. */
export async function backupPostgres(url: string, file: string): Promise<BackupResult> {
  const started = Date.now();
  const { dbname, env } = libpqTarget(url);
  await writeWhole(file, (partial) =>
    runProgram(pgProgram('pg_dump'), ['--format=custom', `--file=${partial}`, dbname], env),
  );
  return { file, bytes: statSync(file).size, ms: Date.now() - started };
}

/** The tables of the database at `url` outside PostgreSQL's own schemas (first few, and how many). */
async function tablesIn(url: string): Promise<{ count: number; some: string[] }> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const rows = await sql<{ name: string }[]>`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname <> 'information_schema'
        and n.nspname not like 'pg\\_%'
      order by 1`;
    return { count: rows.length, some: rows.slice(0, 3).map((row) => row.name) };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function isPgDump(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(PG_DUMP_MAGIC.length);
    readSync(fd, head, 0, head.length, 0);
    return head.toString('latin1') === PG_DUMP_MAGIC;
  } finally {
    closeSync(fd);
  }
}

/**
 * `pg_restore` of `file` into the database at `url`, in one transaction (all or nothing), without
 * the dump's owners and grants (the target's user owns what it restores). Refuses a database that
 * has tables unless `force`, which first drops the objects the dump holds (`--clean`); tables of
 * the target that the dump does not hold are left alone.
 */
export async function restorePostgres(
  url: string,
  file: string,
  { force = false } = {},
): Promise<{ ms: number; replaced: number }> {
  const started = Date.now();
  if (!isPgDump(file)) {
    throw new BackupRefusedError(`${file} is not a PostgreSQL backup (pg_dump -Fc).`);
  }
  const { count, some } = await tablesIn(url);
  if (count > 0 && !force) {
    throw new BackupRefusedError(
      `Refusing to restore: the database at ${redactDatabaseUrl(url)} is not empty (${count} ` +
        `tables, e.g. ${some.join(', ')}). Restore into a new, empty database (createdb, then point ` +
        'DATABASE_URL at it), or pass --force to replace what the backup holds in this one.',
    );
  }
  const { dbname, env } = libpqTarget(url);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  if (count > 0) args.push('--clean', '--if-exists');
  await runProgram(pgProgram('pg_restore'), [...args, `--dbname=${dbname}`, file], env);
  return { ms: Date.now() - started, replaced: count };
}

// ---- The embedded database ----------------------------------------------------------------------

interface EmbeddedManifest {
  format: typeof EMBEDDED_FORMAT;
  version: 1;
  createdAt: string;
  /** Files under uploads/. */
  uploads: number;
}

/** Holds DATA_DIR as a server would, or says which server holds it. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  try {
    return acquireDataDirLock(join(dataDir, 'pglite.lock'));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupRefusedError(
      `${error.message}\nThe embedded database is copied (and restored) only while no server ` +
        'holds it: stop the server, run this again, then start the server.',
    );
  }
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * A consistent copy of the embedded database and its uploads, taken with the data directory's
 * lock held (a running server makes this refuse): one tar file.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupResult> {
  const started = Date.now();
  const pgliteDir = join(dataDir, 'pglite');
  const release = lockDataDir(dataDir);
  const work = mkdtempSync(join(tmpdir(), 'freight-backup-'));
  try {
    if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
      throw new BackupRefusedError(`No embedded database in ${pgliteDir}: nothing to back up.`);
    }
    const client = new PGlite({ dataDir: pgliteDir });
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(join(work, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    const uploads = join(dataDir, 'uploads');
    const members = ['backup.json', 'pglite.tar.gz'];
    if (existsSync(uploads)) {
      cpSync(uploads, join(work, 'uploads'), { recursive: true });
      members.push('uploads');
    }
    const manifest: EmbeddedManifest = {
      format: EMBEDDED_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      uploads: countFiles(uploads),
    };
    writeFileSync(join(work, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // Not compressed again: the database is gzipped already, and photos do not compress.
    await writeWhole(file, (partial) =>
      runProgram('tar', ['-cf', partial, '-C', work, ...members]),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    release();
  }
  return { file, bytes: statSync(file).size, ms: Date.now() - started };
}

/**
 * Loads an embedded backup into `dataDir`: its database into `dataDir/pglite`, its files into
 * `dataDir/uploads`, with the lock held. Refuses a DATA_DIR that has a database or uploads unless
 * `force`, which moves them aside first (nothing is deleted).
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  { force = false } = {},
): Promise<{ ms: number; movedAside: string[] }> {
  const started = Date.now();
  const release = lockDataDir(dataDir);
  const work = mkdtempSync(join(tmpdir(), 'freight-restore-'));
  const movedAside: string[] = [];
  try {
    try {
      await runProgram('tar', ['-xf', file, '-C', work]);
    } catch (error) {
      throw new BackupRefusedError(
        `${file} is not an embedded backup (a tar file): ${(error as Error).message}`,
      );
    }
    const manifestFile = join(work, 'backup.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<EmbeddedManifest>)
      : undefined;
    if (manifest?.format !== EMBEDDED_FORMAT || !existsSync(join(work, 'pglite.tar.gz'))) {
      throw new BackupRefusedError(`${file} is not an embedded backup of this server.`);
    }
    const pgliteDir = join(dataDir, 'pglite');
    const uploads = join(dataDir, 'uploads');
    const occupied = [pgliteDir, uploads].filter((dir) => !isEmptyDir(dir));
    if (occupied.length > 0 && !force) {
      throw new BackupRefusedError(
        `Refusing to restore: ${occupied.join(' and ')} ${occupied.length > 1 ? 'are' : 'is'} not ` +
          'empty. Restore into a new DATA_DIR, or pass --force to move what is there aside ' +
          '(to *.replaced-<time>) and restore in its place.',
      );
    }
    const suffix = `replaced-${stamp()}`;
    for (const dir of occupied) {
      const aside = `${dir}.${suffix}`;
      renameSync(dir, aside);
      movedAside.push(aside);
    }
    rmSync(pgliteDir, { recursive: true, force: true });
    const client = new PGlite({
      dataDir: pgliteDir,
      loadDataDir: new Blob([readFileSync(join(work, 'pglite.tar.gz'))]),
    });
    try {
      await client.waitReady;
      // The copy opens and answers.
      await client.query('select 1');
    } finally {
      await client.close();
    }
    if (existsSync(join(work, 'uploads'))) {
      rmSync(uploads, { recursive: true, force: true });
      cpSync(join(work, 'uploads'), uploads, { recursive: true });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    release();
  }
  return { ms: Date.now() - started, movedAside };
}

// ---- Command line -------------------------------------------------------------------------------

const USAGE = `usage: npm run backup [-- --out <directory or file>]
       npm run restore -- <file> [--force]`;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  const say = (line: string) => process.stderr.write(`${line}\n`);
  if (command === 'backup') {
    const at = rest.indexOf('--out');
    const out = at === -1 ? undefined : rest[at + 1];
    if (at !== -1 && !out) throw new BackupRefusedError(`--out needs a path.\n${USAGE}`);
    const { databaseUrl, dataDir, backupDir } = config;
    const kind = databaseUrl ? 'postgres' : 'embedded';
    const file = backupPath(
      out,
      backupDir,
      `freight-${kind}-${stamp()}.${databaseUrl ? 'pgdump' : 'tar'}`,
    );
    const result = databaseUrl
      ? await backupPostgres(databaseUrl, file)
      : await backupEmbedded(dataDir, file);
    const what = databaseUrl
      ? `PostgreSQL ${redactDatabaseUrl(databaseUrl)}`
      : `the embedded database and uploads of ${dataDir}`;
    say(`Backed up ${what} to ${file} (${mib(result.bytes)}, ${seconds(result.ms)}).`);
    if (
      databaseUrl &&
      config.uploadStorage === 'embedded' &&
      !isEmptyDir(join(dataDir, 'uploads'))
    ) {
      say(
        `Not in it: the embedded uploads in ${join(dataDir, 'uploads')}; copy that directory too.`,
      );
    }
    say(
      databaseUrl
        ? `Restore with DATABASE_URL of an empty database: npm run restore -- ${file}`
        : `Restore with the server stopped, into an empty DATA_DIR: npm run restore -- ${file}`,
    );
    return;
  }
  if (command === 'restore') {
    const file = rest.find((arg) => !arg.startsWith('--'));
    const force = rest.includes('--force');
    if (!file) throw new BackupRefusedError(`Which backup?\n${USAGE}`);
    if (!existsSync(file)) throw new BackupRefusedError(`${file} does not exist.`);
    const dump = isPgDump(file);
    if (config.databaseUrl) {
      if (!dump) {
        throw new BackupRefusedError(
          `${file} is not a PostgreSQL backup; an embedded backup is restored without ` +
            'DATABASE_URL, into DATA_DIR.',
        );
      }
      const result = await restorePostgres(config.databaseUrl, file, { force });
      say(
        `Restored ${file} into ${redactDatabaseUrl(config.databaseUrl)} (${seconds(result.ms)}` +
          `${result.replaced ? `, replacing what it held of ${result.replaced} tables` : ''}).`,
      );
    } else {
      if (dump) {
        throw new BackupRefusedError(
          `${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.`,
        );
      }
      const result = await restoreEmbedded(config.dataDir, file, { force });
      say(`Restored ${file} into ${config.dataDir} (${seconds(result.ms)}).`);
      for (const aside of result.movedAside) say(`What was there is kept in ${aside}.`);
    }
    say('Start the server on it: npm run serve (it applies any newer migration).');
    return;
  }
  throw new BackupRefusedError(USAGE);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof BackupRefusedError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
