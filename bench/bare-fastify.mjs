// The reference of `npm run bench:server`: Fastify with one route and nothing else (no plugins,
// no hooks, no logger), in a process of its own as the project's server is. Prints its URL.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();
console.log(`http://127.0.0.1:${port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
