// Where the server finds the repository's files. This module sits three levels below the root
// (apps/server/src), as does the compiled bundle (apps/server/dist/server.mjs, scripts/build.mjs),
// so the same relative path holds in both.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Drizzle's SQL migrations and their journal. */
export const MIGRATIONS_FOLDER = join(REPO_ROOT, 'apps/server/drizzle');
