// `npm run build --workspace @freight/server`: the production server as one JavaScript module,
// apps/server/dist/server.mjs, so that production runs plain Node (no TypeScript loader compiling
// every module at start). The workspace contract package is bundled in (its package points at
// TypeScript sources); npm packages stay outside and load from node_modules as usual. The bundle
// sits three levels below the repository root, as src/paths.ts does, so its paths hold.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const dependencies = (dir) => Object.keys(packageJson(dir).dependencies ?? {});
// npm packages of the server and of the contract it bundles (a package also covers its subpaths).
const external = [
  ...dependencies(serverRoot),
  ...dependencies(join(serverRoot, '../../packages/contract')),
].filter((name) => !name.startsWith('@freight/'));

const started = Date.now();
const result = await build({
  // The server, and the thread that renders the H5's first screens (docs/decisions/050).
  entryPoints: {
    server: join(serverRoot, 'src/server.ts'),
    'h5-first-screens-worker': join(serverRoot, 'src/plugins/h5-first-screens-worker.ts'),
  },
  outdir: join(serverRoot, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24.11',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).find((output) =>
  output.entryPoint?.endsWith('src/server.ts'),
)?.bytes;
console.log(
  `server: dist/server.mjs, ${((bytes ?? 0) / 1024).toFixed(0)} KiB, ${Date.now() - started} ms`,
);
