// Types of nginx.mjs for the TypeScript tests that put nginx in front of server processes.

export interface NginxProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  /** nginx's error log so far. */
  errorLog(): string;
  /** Stops nginx (QUIT, then KILL after 5 s) and removes its folder. */
  stop(): Promise<void>;
}

export function ensureNginx(): void;
export function renderSite(values: {
  listen: string;
  upstreams: readonly number[];
  h5Dist: string;
  opsDist: string;
}): string;
export function startNginx(options: {
  upstreams: readonly number[];
  h5Dist: string;
  opsDist: string;
}): Promise<NginxProxy>;
