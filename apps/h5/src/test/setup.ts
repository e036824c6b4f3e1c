import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { registerAllCatalogues } from './catalogues';

// Components render outside their routes in unit tests: every catalogue is there from the start.
registerAllCatalogues();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
