// Debian's nginx in front of server instances, as production runs it (deploy/nginx/freight.conf),
// for tests: the repository's site file rendered with the test's ports and folders, inside a main
// configuration like Debian's own (the brotli module loaded, mime types), run in the foreground
// from a temporary folder. Debian's `nginx` and `libnginx-mod-http-brotli-static` are installed
// with apt when missing. Plain Node, no packages.
//
//   const proxy = await startNginx({ upstreams: [8081, 8082], h5Dist, opsDist });
//   fetch(`${proxy.url}/`); ...; await proxy.stop();

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root } from './lib.mjs';

const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const SITE = join(root, 'deploy/nginx/freight.conf');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function log(message) {
  process.stderr.write(`[nginx] ${message}\n`);
}

/** Debian's nginx and its brotli_static module, installed with apt when missing. */
export function ensureNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_STATIC)) return;
  log('installing Debian packages nginx, libnginx-mod-http-brotli-static with apt');
  const sudo = isRoot ? [] : ['sudo'];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  const result = apt(
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    'nginx',
    'libnginx-mod-http-brotli-static',
  );
  if (result.status !== 0 || !existsSync(NGINX)) {
    throw new Error(`apt-get install nginx failed (exit ${result.status})`);
  }
  // The package starts a system nginx on port 80; the tests need none.
  spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
}

/** The repository's site file with its placeholders filled. */
export function renderSite({ listen, upstreams, h5Dist, opsDist }) {
  const servers = upstreams
    .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join(' ');
  return readFileSync(SITE, 'utf8')
    .replaceAll('@LISTEN@', listen)
    .replaceAll('@SERVERS@', servers)
    .replaceAll('@H5_DIST@', h5Dist)
    .replaceAll('@OPS_DIST@', opsDist);
}

/**
 * Starts nginx on a free loopback port in front of the servers on `upstreams` (ports); resolves
 * once it answers. `stop()` ends it and removes its folder.
 */
export async function startNginx({ upstreams, h5Dist, opsDist }) {
  ensureNginx();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'freight-nginx-'));
  const site = renderSite({ listen: `127.0.0.1:${port}`, upstreams, h5Dist, opsDist });
  writeFileSync(join(dir, 'freight.conf'), site);
  // As Debian's /etc/nginx/nginx.conf, reduced to what the site needs, every path in `dir`.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `load_module ${BROTLI_STATIC};`,
      // Workers as root read the repository's build folders wherever they are checked out.
      ...(isRoot ? ['user root;'] : []),
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(dir, 'access.log')};`,
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      '  sendfile on;',
      `  include ${join(dir, 'freight.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
    }
    const up = await fetch(`${url}/livez`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer on ${url}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    /** nginx's error log so far (upstream failures and retries are logged there). */
    errorLog: () => {
      try {
        return readFileSync(join(dir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      if (child.exitCode === null) {
        // QUIT: a graceful stop of the master and its workers.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
