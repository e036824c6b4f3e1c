#!/usr/bin/env node
// Build step (after `vite build`, apps/h5 and apps/ops): writes a brotli (.br, quality 11) and a
// gzip (.gz, level 9) sibling beside every text file of a dist folder over 1 KiB, which the server
// sends as they are to a browser that accepts them (@fastify/static's `preCompressed`, ADR 003).
// Without them every file was compressed again on every request, at the on-the-fly quality
// (brotli 4): more CPU per visit, and an index.html some 2 KB larger than it need be, which took
// it past the first round trip of a new connection (docs/performance.md, sixth round).
//
//   node scripts/precompress.mjs <dist folder>

import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const THRESHOLD = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file under `dir`, recursively, as paths. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    }),
  );
  return nested.flat();
}

/** Writes the two siblings of one file; answers the bytes before and after brotli. */
async function precompress(path) {
  const body = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return { raw: body.length, br: br.length };
}

const dist = process.argv[2];
if (!dist || !(await stat(dist).catch(() => null))?.isDirectory()) {
  console.error('usage: node scripts/precompress.mjs <dist folder>');
  process.exit(2);
}
const started = performance.now();
const files = [];
for (const path of await filesUnder(dist)) {
  if (TEXT.test(path) && (await stat(path)).size > THRESHOLD) files.push(path);
}
// A few at a time: brotli at its best quality is CPU-bound, and the machine has few cores.
let raw = 0;
let compressed = 0;
for (let i = 0; i < files.length; i += 4) {
  for (const sizes of await Promise.all(files.slice(i, i + 4).map(precompress))) {
    raw += sizes.raw;
    compressed += sizes.br;
  }
}
console.log(
  `precompressed ${files.length} files in ${dist}: ${Math.round(raw / 1024)} KiB → ${Math.round(compressed / 1024)} KiB brotli (${Math.round(performance.now() - started)} ms)`,
);
