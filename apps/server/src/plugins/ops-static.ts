// Serves the built operations console (OPS_DIST) at /ops/ (docs/decisions/023): its index.html at
// `/ops/`, never cached, hashed files under /ops/assets/ for a year; `/ops` redirects to `/ops/`.
// The console is a desktop app off the H5's critical path; its API is /ops/api (ADR 014), which
// this plugin leaves alone. Its policy: scripts from this origin only; styles may be inline, since
// the console's component kit (Ant Design) writes its styles at run time.

import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { cacheControlFor, isSourceMap } from './h5-static.ts';

/** The console's policy; `imageOrigins` are where else photos load from (a private bucket's links). */
export function opsConsolePolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "connect-src 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export interface OpsStaticOptions {
  root: string;
  /** Production: the console's source maps (its whole source) are never served. */
  production?: boolean;
  /** Origins photos are loaded from besides this server (the bucket, UPLOAD_STORAGE=s3). */
  imageOrigins?: readonly string[];
}

const opsStatic: FastifyPluginAsync<OpsStaticOptions> = async (
  app,
  { root, imageOrigins, production = false },
) => {
  const policy = opsConsolePolicy(imageOrigins);
  const indexHtml = join(root, 'index.html');
  await app.register(fastifyStatic, {
    root,
    prefix: '/ops/',
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    suppressWarning: true,
    allowedPath: (pathName) =>
      !pathName.startsWith('/api/') &&
      pathName !== '/index.html' &&
      !(production && isSourceMap(pathName)),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(relative(root, filePath)));
      reply.header('content-security-policy', policy);
    },
  });

  app.get('/ops', async (_request, reply) => reply.redirect('/ops/', 308));
  // The page by its file's name is the page, with its headers.
  app.get('/ops/index.html', async (_request, reply) => reply.redirect('/ops/', 301));

  app.get('/ops/', async (request, reply) => {
    if (!existsSync(indexHtml)) {
      request.log.warn({ opsDist: root }, 'operations console not built');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The operations console has not been built yet. Run `npm run build`, then reload.\n');
    }
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .header('x-frame-options', 'DENY');
    return reply.sendFile('index.html');
  });
};

export default opsStatic;
