// Browser tests: Debian's Chromium (installed when missing), the production build of the H5, and
// the real server on a free port with a fresh database. Extra arguments go to Playwright.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, root, run } from './lib.mjs';
import { startTestServer } from './serve-for-tests.mjs';

ensureChromium();
// Builds the H5 unless told it was just built (npm test builds once, before the budget check).
if (!existsSync(join(root, 'apps/h5/dist/index.html')) || process.env.E2E_BUILD !== '0') {
  const built = await run('npm', ['run', 'build', '--silent']);
  if (built !== 0) process.exit(built);
}
const server = await startTestServer();
// The demo admin's password is printed just after the server answers: wait for it (15 s at most).
for (let waited = 0; !server.operator() && waited < 15_000; waited += 100) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
let code;
const stop = async () => {
  await server.stop();
};
process.on('SIGINT', () => stop().then(() => process.exit(130)));
process.on('SIGTERM', () => stop().then(() => process.exit(143)));
try {
  code = await run(
    'npx',
    ['playwright', 'test', '--config', 'apps/h5/playwright.config.ts', ...process.argv.slice(2)],
    {
      env: {
        ...process.env,
        E2E_PORT: String(server.port),
        // For tests that act as an operator (an approval, a completion) through the operator API.
        E2E_OPS_USER: server.operator()?.username ?? '',
        E2E_OPS_PASSWORD: server.operator()?.password ?? '',
        E2E_OPS_TOTP_SECRET: server.operator()?.totpSecret ?? '',
      },
    },
  );
} finally {
  await stop();
}
process.exit(code);
