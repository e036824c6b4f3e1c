import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { registerAllCatalogues } from './catalogues';

// Components render outside their routes in unit tests: every catalogue is there from the start.
registerAllCatalogues();

// findBy… and waitFor poll until their condition holds; their 1 s default fails a lazily loaded
// page on a busy 2-core machine, so they get a budget like the tests' (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
