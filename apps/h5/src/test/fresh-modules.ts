import { vi } from 'vitest';
import { clearCookies } from '@/lib/cookies/cookie-writes.fixture';

// The h5 test files share one worker and one document per worker (isolate: false in
// vitest.config.ts: a fresh process and DOM for each of 70 files cost a minute of a 2-core run).
// Each file still starts as if alone: its own copy of every module (stores, the i18n instance,
// the popup stack), and a document with no cookies, storage, title or root attributes left by the
// file before.
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
clearCookies();
localStorage.clear();
sessionStorage.clear();
for (const { name } of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(name);
}
document.title = '';
document.body.replaceChildren();
if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
