// Build plugin: `sw.js`, the H5's service worker (src/service-worker/worker.ts, docs/decisions/048),
// at the root of the build beside index.html (a worker's scope is its file's folder). Its bytes
// carry the build's version, a hash of every file name the build wrote and of the HTML, so a new
// deploy is a new worker, which takes over from the old one; an unchanged build is the same worker.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify, type Plugin, transformWithOxc } from 'vite';

export const SERVICE_WORKER_FILE = 'sw.js';
const source = () =>
  resolve(dirname(fileURLToPath(import.meta.url)), '../src/service-worker/worker.ts');
const PLACEHOLDER = 'BUILD_VERSION';

/** The build's version: twelve hex digits over the sorted file names and the HTML as written. */
export function buildVersion(fileNames: readonly string[], html: string): string {
  const hash = createHash('sha256');
  for (const name of [...fileNames].sort()) hash.update(`${name}\n`);
  hash.update(html);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The worker's script for a version: types stripped, in a function of its own (so that its names
 * are minified too), the version in a first comment.
 */
export async function workerScript(version: string) {
  const placeholder = `'${PLACEHOLDER}'`;
  const file = source();
  const text = readFileSync(file, 'utf8');
  if (!text.includes(placeholder)) throw new Error('worker.ts: no BUILD_VERSION to set');
  const versioned = text.replace(placeholder, () => JSON.stringify(version));
  const js = await transformWithOxc(versioned, file, { lang: 'ts', target: 'es2020' });
  const small = await minify(SERVICE_WORKER_FILE, `(() => {\n${js.code}\n})();\n`, {
    compress: true,
    mangle: true,
  });
  return `/* fy-h5 service worker, build ${version} */\n${small.code}`;
}

export function serviceWorker(): Plugin {
  return {
    name: 'freight:service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const names = Object.keys(bundle).filter((name) => !name.endsWith('.map'));
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: await workerScript(buildVersion(names, String(html.source))),
      });
    },
  };
}
