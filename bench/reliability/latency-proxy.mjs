// A TCP proxy that can slow a connection down: the server talks to PostgreSQL through it, and a
// fault test or benchmark adds latency (a slow network or an overloaded database) and takes it
// away again, without touching either side. Plain Node (node:net), no packages.
//
//   const proxy = await startLatencyProxy({ targetPort: pg.port });
//   // DATABASE_URL=postgres://postgres@127.0.0.1:${proxy.port}/postgres
//   proxy.setLatency(3000); ... proxy.setLatency(0);
//   await proxy.close();
//
// Each chunk, in each direction, is held for the latency in force when it arrived, and chunks
// leave in the order they came: data already delayed stays delayed when latency is removed, as
// bytes in flight on a real network would.

import { createServer, connect } from 'node:net';

/** Forwards `from` to `to`, each chunk (and the end) after `latency()` ms, in order. */
function forward(from, to, latency) {
  const queue = [];
  let timer = null;
  const flush = () => {
    timer = null;
    const now = Date.now();
    while (queue.length > 0 && queue[0].at <= now) {
      const { chunk } = queue.shift();
      if (to.destroyed) continue;
      if (chunk === null) to.end();
      else to.write(chunk);
    }
    if (queue.length > 0) timer = setTimeout(flush, queue[0].at - now);
  };
  const push = (chunk) => {
    const last = queue.at(-1)?.at ?? 0;
    queue.push({ chunk, at: Math.max(Date.now() + latency(), last) });
    if (timer === null) timer = setTimeout(flush, Math.max(0, queue[0].at - Date.now()));
  };
  from.on('data', push);
  from.on('end', () => push(null));
  return () => {
    if (timer !== null) clearTimeout(timer);
    queue.length = 0;
  };
}

/**
 * Listens on a free loopback port (or `port`) and forwards every connection to
 * `targetHost:targetPort`. Returns `{ port, latency, setLatency(ms), connections, close() }`.
 */
export async function startLatencyProxy({ targetPort, targetHost = '127.0.0.1', port = 0 }) {
  let latencyMs = 0;
  const latency = () => latencyMs;
  const sockets = new Set();

  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(upstream);
    const stops = [forward(client, upstream, latency), forward(upstream, client, latency)];
    // A reset or a refused connection on one side ends the other at once.
    const destroyBoth = () => {
      for (const stop of stops) stop();
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', destroyBoth);
    upstream.on('error', destroyBoth);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();

  return {
    port: typeof address === 'object' && address ? address.port : port,
    get latency() {
      return latencyMs;
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    /** Open sockets, both sides counted. */
    get connections() {
      return sockets.size;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
