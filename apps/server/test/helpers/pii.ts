// The keys of data at rest that test apps run with (testConfig: DEV_PII_KEY), for tests that call
// seeds, startup steps or the referral rules directly, and for reading sealed rows.

import { DEV_PII_KEY } from '../../src/config.ts';
import type { SeedContext } from '../../src/db/seed.ts';
import { piiVault } from '../../src/security/pii.ts';

export const TEST_PII = piiVault(DEV_PII_KEY);
export const SEED_CONTEXT: SeedContext = { pii: TEST_PII };
